import type { SyncParams } from '@openunified/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ActionResult, AnyActionDefinition } from '../action.js';
import type { ConnectorEmulator, ConnectorManifest } from '../manifest.js';
import { metadataProblems, repeatedRecords, resultProblems } from './connector-checks.js';
import { catalogueFor } from './unified-models.js';
import { runAction } from './run-action.js';


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

    const run = (action: AnyActionDefinition, input: SyncParams): Promise<ActionResult> => {
      if (!emulator) throw new Error('the emulator did not start');
      return runAction(connector, action.id, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });
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
  });
}
