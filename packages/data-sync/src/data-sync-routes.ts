import { authenticatedErrorStatuses, errorResponses, type FeatureRoutesOptions, type RouteAccess } from '@openunified/feature-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  configWireSchema,
  createConfigBodySchema,
  createScheduleBodySchema,
  listSchedulesQuerySchema,
  pageQuerySchema,
  recordWireSchema,
  runWireSchema,
  scheduleWireSchema,
  updateConfigBodySchema,
  updateScheduleBodySchema,
} from './data-sync-schemas.js';
import { DataSyncTokens } from './data-sync-tokens.js';

const tags = ['Data sync'];
// `general`: Read Only keys may GET, only full-access keys change anything (docs/concepts/authentication.md).
const access: RouteAccess = { routeScope: 'general' };
const scheduleParams = z.object({ id: z.string().describe('The schedule id') });
const configParams = z.object({ id: z.string().describe('The sync config id') });
const errors = errorResponses(...authenticatedErrorStatuses);
const oneErrors = errorResponses(...authenticatedErrorStatuses, 404);
const writeErrors = errorResponses(...authenticatedErrorStatuses, 404, 409, 422);
const getScheduleErrors = errorResponses(400, 401, 403, 404, 408, 409, 422, 429, 500, 501, 502);
const listOf = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item), next: z.string().nullable() });

export const dataSyncRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const service = container.get(DataSyncTokens.Service);

  app.get(
    '/v2/data_sync/schedules/:id',
    {
      config: { access },
      schema: {
        operationId: 'get_schedule',
        summary: 'Get a data-sync schedule',
        tags,
        params: scheduleParams,
        response: { 200: scheduleWireSchema, ...getScheduleErrors },
      },
    },
    (request) => service.getSchedule(request.auth.project.id, request.params.id),
  );

  app.get(
    '/v2/data_sync/schedules',
    {
      config: { access },
      schema: {
        operationId: 'list_schedules',
        summary: 'List data-sync schedules',
        tags,
        querystring: listSchedulesQuerySchema,
        response: { 200: listOf(scheduleWireSchema), ...errors },
      },
    },
    (request) => service.listSchedules(request.auth.project.id, request.query),
  );

  app.post(
    '/v2/data_sync/schedules',
    {
      config: { access },
      schema: {
        operationId: 'create_schedule',
        summary: 'Create a hand-authored (manual) schedule',
        description: 'A schedule already syncing the same action with the same sync_params for the account is a 409.',
        tags,
        body: createScheduleBodySchema,
        response: { 201: scheduleWireSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createSchedule(request.auth.project.id, request.body)),
  );

  app.patch(
    '/v2/data_sync/schedules/:id',
    {
      config: { access },
      schema: {
        operationId: 'update_schedule',
        summary: 'Update a schedule',
        description:
          'On auto_link schedules the sync config owns cadence, start_at, full_sync_after, sync_params and sync_config_id: patching them is a 409. A manual schedule may move to another config of its connector (sync_config_id).',
        tags,
        params: scheduleParams,
        body: updateScheduleBodySchema,
        response: { 200: scheduleWireSchema, ...writeErrors },
      },
    },
    (request) => service.updateSchedule(request.auth.project.id, request.params.id, request.body),
  );

  app.delete(
    '/v2/data_sync/schedules/:id',
    {
      config: { access },
      schema: { operationId: 'delete_schedule', summary: 'Delete a schedule', tags, params: scheduleParams, response: { 204: z.null(), ...oneErrors } },
    },
    async (request, reply) => {
      await service.deleteSchedule(request.auth.project.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v2/data_sync/schedules/:id/runs',
    {
      config: { access },
      schema: {
        operationId: 'run_schedule',
        summary: 'Run a schedule now',
        description:
          'Answers the queued run at once. 409 (the message says how to clear it) while the schedule is disabled (its own enabled is false), paused (paused_reason) or a run of it is in progress.',
        tags,
        params: scheduleParams,
        response: { 202: runWireSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(202).send(await service.runNow(request.auth.project.id, request.params.id, request.id)),
  );

  app.get(
    '/v2/data_sync/schedules/:id/runs',
    {
      config: { access },
      schema: {
        operationId: 'list_schedule_runs',
        summary: 'List the runs of a schedule, newest first',
        tags,
        params: scheduleParams,
        querystring: pageQuerySchema,
        response: { 200: listOf(runWireSchema), ...oneErrors },
      },
    },
    (request) => service.listRuns(request.auth.project.id, request.params.id, request.query),
  );

  app.get(
    '/v2/data_sync/schedules/:id/records',
    {
      config: { access },
      schema: {
        operationId: 'list_schedule_records',
        summary: 'List the synced records of a schedule changed since a cursor',
        description: 'Oldest change first; deleted records appear with deleted true. next pages through what is there now; cursor resumes later.',
        tags,
        params: scheduleParams,
        querystring: pageQuerySchema,
        response: {
          200: listOf(recordWireSchema).extend({
            cursor: z.string().nullable().describe('Where this answer ends: send it as next later to read only the changes made since'),
          }),
          ...oneErrors,
        },
      },
    },
    (request) => service.listRecords(request.auth.project.id, request.params.id, request.query),
  );

  app.post(
    '/v2/data_sync/configs',
    {
      config: { access },
      schema: {
        operationId: 'create_sync_config',
        summary: 'Create a sync config',
        tags,
        body: createConfigBodySchema,
        response: { 201: configWireSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createConfig(request.auth.project.id, request.body)),
  );

  app.get(
    '/v2/data_sync/configs',
    {
      config: { access },
      schema: {
        operationId: 'list_sync_configs',
        summary: 'List the sync configs of the project',
        tags,
        response: { 200: z.object({ data: z.array(configWireSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await service.listConfigs(request.auth.project.id) }),
  );

  app.get(
    '/v2/data_sync/configs/:id',
    {
      config: { access },
      schema: { operationId: 'get_sync_config', summary: 'Get a sync config', tags, params: configParams, response: { 200: configWireSchema, ...oneErrors } },
    },
    (request) => service.getConfig(request.auth.project.id, request.params.id),
  );

  app.patch(
    '/v2/data_sync/configs/:id',
    {
      config: { access },
      schema: {
        operationId: 'update_sync_config',
        summary: 'Update a sync config',
        description: 'New cadence, start_at or full_sync_after move every auto_link schedule of the config.',
        tags,
        params: configParams,
        body: updateConfigBodySchema,
        response: { 200: configWireSchema, ...writeErrors },
      },
    },
    (request) => service.updateConfig(request.auth.project.id, request.params.id, request.body),
  );

  app.delete(
    '/v2/data_sync/configs/:id',
    {
      config: { access },
      schema: {
        operationId: 'delete_sync_config',
        summary: 'Delete a sync config',
        description:
          'Deletes the config and, in the same transaction, the auto_link schedules it fanned out with their runs (their synced records stay with the account). Manual schedules of the config stay, paused as sync_config_disabled, until moved to another config (PATCH sync_config_id) or deleted.',
        tags,
        params: configParams,
        response: { 204: z.null(), ...oneErrors },
      },
    },
    async (request, reply) => {
      await service.deleteConfig(request.auth.project.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
