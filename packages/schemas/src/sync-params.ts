import { z } from 'zod';

// null is a value too: docs/unified/hris.md bodies clear a field by sending it as null.
const parameterValue = z.union([z.null(), z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())]);
const parameterMap = z.record(z.string(), parameterValue);

/** docs/concepts/actions.md#syncparams: how an action is called, whichever door (unified, RPC, data sync, MCP) it came through. */
export const syncParamsSchema = z.object({
  path: parameterMap.nullable().optional(),
  query: parameterMap.nullable().optional(),
  body: parameterMap.nullable().optional(),
  headers: z.record(z.string(), z.string()).nullable().optional(),
});
export type SyncParams = z.infer<typeof syncParamsSchema>;
