import type { Credentials } from '@openunified/connector-sdk';
import { type RunningEmulator, startEmulatorServer } from '@openunified/connector-sdk/emulator';
import { IterableEmulatorProject, iterableError } from './routes.js';
import { defaultTemplateCounts, seedCampaigns, seededMessageTypes, seedSnippets, seedTemplates } from './seed-data.js';

export interface IterableEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Same seed, same templates, campaigns and snippets. Default 1. */
  seed?: number;
  /** Push templates to seed. Default 40. */
  templateCount?: number;
  /** Email templates to seed. Default 20. */
  emailTemplateCount?: number;
  /** SMS templates to seed. Default 12. */
  smsTemplateCount?: number;
  /** In-app templates to seed. Default 10. */
  inAppTemplateCount?: number;
  /** Snippets to seed. Default 8. */
  snippetCount?: number;
}

export type RunningIterableEmulator = RunningEmulator & { sandboxCredentials: Credentials };

/** The one API key the emulator accepts. */
export const ITERABLE_SANDBOX_API_KEY = 'iterable-sandbox-api-key';

const invalidApiKey = () => iterableError(401, 'Invalid API key', 'BadApiKey');

/**
 * An Iterable project on loopback: `/api/templates`, `/api/templates/{email,sms,inapp,push}/{get,upsert,update}`,
 * `/api/campaigns`, `/api/snippets` and `/api/messageTypes`, checking the `Api-Key` (or legacy
 * `Api_Key`) header like Iterable. Writes are kept in memory for the emulator's lifetime.
 */
export async function startIterableEmulator(options: IterableEmulatorOptions = {}): Promise<RunningIterableEmulator> {
  const seed = options.seed ?? 1;
  const templates = seedTemplates(seed, {
    push: options.templateCount ?? defaultTemplateCounts.push,
    email: options.emailTemplateCount ?? defaultTemplateCounts.email,
    sms: options.smsTemplateCount ?? defaultTemplateCounts.sms,
    inApp: options.inAppTemplateCount ?? defaultTemplateCounts.inApp,
  });
  const project = new IterableEmulatorProject(templates, seededMessageTypes, seedCampaigns(seed, templates), seedSnippets(seed, options.snippetCount));
  const emulator = await startEmulatorServer({
    name: 'iterable',
    port: options.port,
    routes: project.routes(),
    authenticate: (request) => {
      const apiKey = request.headers['api-key'] ?? request.headers.api_key;
      return apiKey === ITERABLE_SANDBOX_API_KEY ? undefined : invalidApiKey();
    },
    errorBody: (status, message) => iterableError(status, status === 401 ? 'Invalid API key' : message).body,
  });
  return Object.assign(emulator, { sandboxCredentials: { api_key: ITERABLE_SANDBOX_API_KEY } });
}
