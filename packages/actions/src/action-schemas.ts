import { connectorMetadataSchema } from '@openunified/connector-sdk';
import { listQueryParameter, pageSizeQueryParameter } from '@openunified/feature-kit';
import { syncParamsSchema } from '@openunified/schemas';
import { z } from 'zod';

export const includeValues = ['action_details', 'authentication_guides'] as const;
export const groupByValues = ['connector'] as const;

/** One request may scope the catalogue to at most this many accounts. */
export const MAX_FILTER_ACCOUNTS = 100;

export const listActionsQuerySchema = z.object({
  page_size: pageSizeQueryParameter(),
  next: z.string().min(1).optional().describe('The `next` cursor of the previous page'),
  group_by: z
    .enum(groupByValues, { message: `must be one of ${groupByValues.join(', ')}` })
    .optional()
    .describe('One entry per connector (per linked account with filter[account_ids]); the only grouping'),
  filter: z
    .strictObject({
      connectors: listQueryParameter(z.string().min(1)).describe('Connector keys, e.g. googledrive'),
      account_ids: listQueryParameter(z.string().min(1))
        .pipe(z.array(z.string()).max(MAX_FILTER_ACCOUNTS, `at most ${MAX_FILTER_ACCOUNTS} account ids`).optional())
        .describe('Linked accounts of the project: one entry per account, with its account_id'),
      action_key: z.string().min(1).optional().describe('An action id (bamboohr_list_employees) or the part after the connector key (list_employees)'),
    })
    .optional()
    .describe('deepObject: filter[connectors]=googledrive,talentlms'),
  include: listQueryParameter(z.enum(includeValues, { message: `must be one of ${includeValues.join(', ')}` })),
  search: z.string().trim().optional().describe('Case-insensitive text in provider names, action labels and action descriptions'),
  exclude: listQueryParameter(z.enum(['actions'], { message: 'must be actions' })),
});
export type ListActionsQuery = z.output<typeof listActionsQuerySchema>;

export const listActionsResponseSchema = z.object({
  next: z.string().nullable(),
  data: z.array(connectorMetadataSchema.meta({ id: 'ActionsMetadata' })),
});
export type ListActionsResponse = z.output<typeof listActionsResponseSchema>;

export const rpcRequestSchema = syncParamsSchema
  .extend({
    action: z.string().min(1).max(200).describe('The action id, e.g. googledrive_list_files'),
    // Numbers and booleans are sent as their text, as an HTTP header would carry them.
    headers: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()], { message: 'must be a string, number or boolean' }))
      .nullable()
      .optional()
      .describe('Headers for the action; "x-account-id" here names the linked account when the x-account-id header does not'),
  })
  .describe('query.next takes the next cursor of a previous answer. Body fields other than these are ignored.');
export type RpcRequest = z.output<typeof rpcRequestSchema>;

export const rpcResponseSchema = z.object({
  data: z.unknown(),
  next: z.string().optional().describe('Cursor for the next page, when the action returned one; send it back as query.next'),
});
export type RpcResponse = z.output<typeof rpcResponseSchema>;
