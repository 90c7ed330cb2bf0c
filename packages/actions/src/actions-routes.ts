import { downloadHeaders, isDownloadedFile } from '@openunified/connector-sdk';
import {
  abortedWhenClientLeaves,
  authenticatedErrorStatuses,
  errorResponses,
  type FeatureRoutesOptions,
  type RouteAccess,
  registerDeepObjectQuery,
  requestLogRecorderOf,
} from '@openunified/feature-kit';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionCatalogueToken } from './action-catalogue.js';
import { ActionRpcToken } from './action-rpc.js';
import { listActionsQuerySchema, listActionsResponseSchema, rpcRequestSchema, rpcResponseSchema } from './action-schemas.js';

const tags = ['Actions'];

export const actionsRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const catalogue = container.get(ActionCatalogueToken);
  const rpc = container.get(ActionRpcToken);
  const recorder = requestLogRecorderOf(container);
  registerDeepObjectQuery(app);

  app.get(
    '/actions',
    {
      config: { access: { routeScope: 'actions' } },
      schema: {
        operationId: 'list_actions_meta',
        summary: 'List connectors and their actions',
        description:
          'catalogue entries (docs/concepts/actions.md), one per connector (or per account with filter[account_ids]). Without include, action_details and the authentication guides are left out.',
        tags,
        querystring: listActionsQuerySchema,
        response: { 200: listActionsResponseSchema, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    (request) => catalogue.list(request.auth.project.id, request.query),
  );

  // Its own plugin, so that only RPC requests are written to the request logs.
  await app.register(async (rpcRoutes) => {
    recorder.register(rpcRoutes);
    // The vendor's clients name the account in the body's headers; the x-account-id header works too.
    const access: RouteAccess = { routeScope: 'actions', account: 'required', accountInBodyHeaders: true };
    rpcRoutes.withTypeProvider<ZodTypeProvider>().post(
      '/actions/rpc',
      {
        config: { access },
        schema: {
          operationId: 'rpc_action',
          summary: 'Run an action on the linked account',
          description: 'Needs the Actions or Full Access scope. The account is named by the x-account-id header or by headers["x-account-id"] in the body.',
          tags,
          headers: z.looseObject({
            'x-account-id': z.string().optional().describe('The linked account to act on; or headers["x-account-id"] in the body (the two must agree)'),
          }),
          body: rpcRequestSchema,
          response: { 200: rpcResponseSchema, ...errorResponses(...authenticatedErrorStatuses, 404, 408, 412, 422, 502) },
        },
      },
      async (request, reply) => {
        recorder.note(request, { actionId: request.body.action });
        const answer = await rpc.run({ account: request.account, requestId: request.id, signal: abortedWhenClientLeaves(reply) }, request.body);
        // A download action's answer is the file itself, streamed as the unified download route does.
        if (isDownloadedFile(answer.data)) return (reply as FastifyReply).headers(downloadHeaders(answer.data)).send(answer.data.stream);
        return answer;
      },
    );
  });
};
