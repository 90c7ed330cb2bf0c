import type { ActionResult, AnyActionDefinition, ConnectorEmulator, ConnectorManifest, Credentials } from '@openunified/connector-contract';
import { type ApiError, isApiError } from '@openunified/errors';
import type { SyncParams } from '@openunified/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { metadataProblems, repeatedRecords, resultProblems } from './connector-checks.js';
import { runAction } from './run-action.js';
import { catalogueFor } from './unified-models.js';

/** An action's test input, or a function of the `data` of the actions that ran before it. */
export type ActionTestInput = SyncParams | ((previous: Record<string, unknown>) => SyncParams);

export interface DescribeConnectorOptions {
  /** Starts the emulator the actions run against; the manifest's `emulator` by default. */
  startEmulator?: () => Promise<ConnectorEmulator>;
  /**
   * One input per action id. Actions run in the order of these keys (so a `get` can use what a
   * `list` returned), then any action left without an input, which fails.
   */
  inputs: Record<string, ActionTestInput>;
  /** A list action still returning `next` after this many pages fails. Default 100. */
  maxPages?: number;
}

/** Provider faults every read action must turn into a 502 naming the provider (docs/concepts/errors.md). */
const providerFaults: { type: 'connection_reset' | 'truncated_body' | 'html_page'; description: string }[] = [
  { type: 'connection_reset', description: 'resets the connection' },
  { type: 'truncated_body', description: 'cuts its JSON body short' },
  { type: 'html_page', description: 'answers 200 with an HTML page' },
];

/** Actions whose answer is JSON read from the provider: a broken answer can only be an error. */
const readKinds = new Set(['list', 'get']);

function withCursor(input: SyncParams, cursor: string): SyncParams {
  return { ...input, query: { ...input.query, cursor } };
}

/**
 * Registers the contract tests every connector must pass: valid metadata, then every action
 * run against the connector's emulator, its input checked by its own schema, its output by the
 * unified model, and list actions paged to the end without repeating a record.
 */
export function describeConnector(manifest: ConnectorManifest, options: DescribeConnectorOptions): void {
  const { connector } = manifest;
  const catalogue = catalogueFor(manifest);
  const startEmulator = options.startEmulator ?? manifest.emulator;
  const maxPages = options.maxPages ?? 100;
  const actionsById = new Map(connector.actions.map((action) => [action.id, action]));
  const orderedIds = [...new Set([...Object.keys(options.inputs), ...actionsById.keys()])];

  describe(`connector ${connector.key} contract`, () => {
    let emulator: ConnectorEmulator | undefined;
    const previous: Record<string, unknown> = {};

    beforeAll(async () => {
      if (!startEmulator) throw new Error(`connector ${connector.key} ships no emulator: pass startEmulator`);
      emulator = await startEmulator();
    });
    afterAll(async () => {
      await emulator?.close();
    });

    it('has valid metadata that serialises to the actions catalogue entry (docs/concepts/actions.md)', () => {
      expect(metadataProblems(connector, catalogue)).toEqual([]);
    });

    for (const method of connector.authentication) {
      if (method.type !== 'api_key') continue;
      it(`checks ${method.key} credentials with ${method.verifyActionId}: the sandbox's pass, altered ones are refused`, async () => {
        if (!emulator) throw new Error('the emulator did not start');
        const sandbox = emulator.sandboxCredentials;
        const check = (credentials: Credentials) => runAction(connector, method.verifyActionId, {}, { originOverride: emulator!.url, credentials });
        if (sandbox.auth_method === undefined || sandbox.auth_method === method.key) await check(sandbox);
        const secrets = method.fields.filter((field) => field.secret).map((field) => field.key);
        expect(secrets, `${method.key} has no secret field to alter`).not.toEqual([]);
        const altered = { ...sandbox, auth_method: method.key, ...Object.fromEntries(secrets.map((key) => [key, `wrong-${sandbox[key] ?? 'value'}`])) };
        const refusal = await check(altered).then(
          () => undefined,
          (error: unknown) => error,
        );
        // The connect flow takes a 4xx other than 408 and 429 as "credentials refused"; anything else would link or retry.
        expect(isApiError(refusal), `${method.verifyActionId} accepted altered credentials`).toBe(true);
        const status = (refusal as ApiError).statusCode;
        expect(status >= 400 && status < 500 && status !== 408 && status !== 429, `refused with ${status}: ${(refusal as ApiError).message}`).toBe(true);
      });
    }

    const run = (action: AnyActionDefinition, input: SyncParams, retryBaseDelayMs?: number): Promise<ActionResult> => {
      if (!emulator) throw new Error('the emulator did not start');
      return runAction(connector, action.id, input, {
        originOverride: emulator.url,
        credentials: emulator.sandboxCredentials,
        ...(retryBaseDelayMs !== undefined && { retryBaseDelayMs }),
      });
    };

    for (const actionId of orderedIds) {
      it(`runs ${actionId} against the emulator`, async () => {
        const action = actionsById.get(actionId);
        const entry = options.inputs[actionId];
        if (!action) throw new Error(`an input is given for "${actionId}", which ${connector.key} does not declare`);
        if (entry === undefined) throw new Error(`no test input for ${actionId}: every action must be run`);

        const input = typeof entry === 'function' ? entry(previous) : entry;
        const validation = action.input.safeParse(input);
        expect(validation.success, validation.success ? '' : z.prettifyError(validation.error)).toBe(true);

        const first = await run(action, input);
        previous[actionId] = first.data;
        expect(resultProblems(action, first, catalogue)).toEqual([]);
        if (action.kind !== 'list') return;

        const records: unknown[] = [...(first.data as unknown[])];
        let next = first.next;
        for (let page = 1; typeof next === 'string'; page += 1) {
          if (page >= maxPages) throw new Error(`${actionId} still returns next after ${maxPages} pages`);
          const result = await run(action, withCursor(input, next));
          expect(resultProblems(action, result, catalogue)).toEqual([]);
          records.push(...(result.data as unknown[]));
          next = result.next;
        }
        expect(repeatedRecords(records)).toEqual([]);
      });
    }

    // After the actions above, so inputs built from what they returned are there.
    for (const fault of providerFaults) {
      it(`fails every read action with 502 naming ${connector.name} when it ${fault.description}`, async () => {
        if (!emulator) throw new Error('the emulator did not start');
        const problems: string[] = [];
        for (const actionId of orderedIds) {
          const action = actionsById.get(actionId);
          const entry = options.inputs[actionId];
          if (!action || entry === undefined || !readKinds.has(action.kind)) continue;
          // Every request of the action, retries and token refreshes included, meets the fault.
          emulator.clearRequests();
          emulator.injectFault({ type: fault.type, times: -1 });
          try {
            const input = typeof entry === 'function' ? entry(previous) : entry;
            const outcome = await run(action, input, 1).then(
              () => undefined,
              (error: unknown) => error,
            );
            // An action that answers without calling the provider (a fixed catalogue) meets no fault.
            const problem = emulator.requests.length === 0 ? undefined : providerFaultProblem(connector.name, outcome);
            if (problem) problems.push(`${actionId}: ${problem}`);
          } finally {
            emulator.clearFaults();
          }
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  });
}

/** What is wrong with how an action failed on a provider fault, or undefined when it failed with a 502 naming the provider. */
function providerFaultProblem(providerName: string, error: unknown): string | undefined {
  if (error === undefined) return 'succeeded';
  if (!isApiError(error)) return `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)} instead of an API error`;
  if (error.statusCode !== 502) return `failed with ${error.statusCode} (${error.message}) instead of 502`;
  if (!error.message.includes(providerName)) return `failed with "${error.message}", which does not name ${providerName}`;
  return undefined;
}
