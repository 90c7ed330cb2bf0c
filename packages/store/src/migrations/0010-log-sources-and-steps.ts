import type { StoreMigration } from './store-migration.js';

/**
 * GET /requests/platform-logs says what authenticated each request (its source): the API key's
 * id is kept with the request log (null for logs written before). GET /requests/logs/steps lists
 * a project's provider calls newest first; with only (project_id, request_id) and (started_at, id)
 * to go on, a page scanned every project's logs, so an index ordered like the page lets it read
 * its rows and stop.
 */
export const logSourcesAndSteps: StoreMigration = {
  async up(db) {
    await db.schema.alterTable('request_logs').addColumn('api_key_id', 'text').execute();
    await db.schema.createIndex('provider_logs_project_id_started_at').on('provider_logs').columns(['project_id', 'started_at', 'id']).execute();
  },
};
