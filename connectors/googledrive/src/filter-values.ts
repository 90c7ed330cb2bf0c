import { z } from '@openunified/connector-sdk';

/**
 * A boolean filter: `filter[hidden]=false` arrives from a query string as the text "false",
 * from RPC and data sync as a JSON boolean.
 */
export const booleanFilterSchema = z.union([z.boolean(), z.stringbool()]);
