import { type ApiKeyAuthentication, type ConnectorDefinition, type Credentials, createProviderHttpClient } from '@openunified/connector-sdk';
import { isApiError } from '@openunified/errors';

/** Why credentials were not accepted: a code for the connection attempt and a sentence for the page. */
export interface VerificationFailure {
  code: 'invalid_credentials' | 'provider_unavailable' | 'verification_failed';
  description: string;
}

/** A person waits on the page: a short budget and a single retry. */
const VERIFICATION_BUDGET_MS = 15_000;

/**
 * Proves API-key credentials work before an account is created: runs the connector's
 * `verifyActionId` (a cheap authenticated read) against the provider, or its emulator through
 * the origin override. Undefined when they work.
 */
export async function verifyCredentials(
  connector: ConnectorDefinition,
  method: ApiKeyAuthentication,
  credentials: Credentials,
  originOverride: string | undefined,
): Promise<VerificationFailure | undefined> {
  const action = connector.actions.find((candidate) => candidate.id === method.verifyActionId);
  // Never trusted: an account linked with credentials nobody checked fails on its first real call.
  if (!action) {
    return {
      code: 'verification_failed',
      description: `${connector.name} cannot check credentials yet, so it cannot be connected here. Please tell the app's support.`,
    };
  }
  const signal = AbortSignal.timeout(VERIFICATION_BUDGET_MS);
  try {
    const http = createProviderHttpClient({ connector, credentials, originOverride, budgetMs: VERIFICATION_BUDGET_MS, maxRetries: 1, signal });
    await action.run({
      input: action.input.parse({}),
      http,
      credentials,
      account: { id: 'verification', provider: connector.key, metadata: {} },
      signal,
    });
    return undefined;
  } catch (error) {
    return describeFailure(connector, error);
  }
}

function describeFailure(connector: ConnectorDefinition, error: unknown): VerificationFailure {
  if (!isApiError(error)) {
    return { code: 'verification_failed', description: `${connector.name} answered in a way we could not check. Please try again later.` };
  }
  const providerStatus = error.data?.statusCode ?? error.providerErrors?.[0]?.status;
  if (error.statusCode >= 500 || error.statusCode === 408 || error.statusCode === 429 || providerStatus === 0) {
    return { code: 'provider_unavailable', description: `${connector.name} could not be reached to check these credentials. Please try again in a moment.` };
  }
  if (providerStatus === 401 || providerStatus === 403) {
    return { code: 'invalid_credentials', description: `${connector.name} did not accept these credentials. Check them and try again.` };
  }
  if (error.statusCode === 404) {
    return {
      code: 'invalid_credentials',
      description: `${connector.name} found no account at this address. Check the fields that name your account (such as the domain).`,
    };
  }
  // Our own checks (e.g. a malformed domain) and the provider's other refusals explain themselves.
  return { code: 'invalid_credentials', description: error.message };
}
