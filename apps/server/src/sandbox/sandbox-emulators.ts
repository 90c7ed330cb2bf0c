import { startBamboohrEmulator } from '@openunified/connector-bamboohr/emulator';
import { startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { startIterableEmulator } from '@openunified/connector-iterable/emulator';
import { startTalentlmsEmulator } from '@openunified/connector-talentlms/emulator';
import type { Credentials } from '@openunified/connector-sdk';
import type { RunningEmulator } from '@openunified/connector-sdk/emulator';

/**
 * A provider look-alike on loopback, with the credentials of the account it has seeded and, for
 * OAuth 2.0 providers, the client its authorize and token endpoints accept.
 */
export type SandboxEmulator = RunningEmulator & {
  sandboxCredentials: Credentials;
  oauthClient?: { clientId: string; clientSecret: string };
};

/**
 * How to start the emulator of each installed connector that ships one, by connector key. A
 * connector missing here still runs in sandbox mode, against its real provider.
 */
export const sandboxEmulatorStarters: Readonly<Record<string, () => Promise<SandboxEmulator>>> = {
  bamboohr: () => startBamboohrEmulator(),
  googledrive: () => startGoogledriveEmulator(),
  iterable: () => startIterableEmulator(),
  talentlms: () => startTalentlmsEmulator(),
};
