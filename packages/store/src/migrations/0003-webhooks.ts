import { sql } from 'kysely';
import type { StoreMigration } from './store-migration.js';

/** Webhook endpoints, their deliveries (fed from the events outbox) and the log of every attempt. */
export const webhooksSchema: StoreMigration = {
  async up(db) {
    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('url', 'text', (column) => column.notNull())
      .addColumn('description', 'text')
      .addColumn('event_types', 'text', (column) => column.notNull())
      .addColumn('signing_secret', 'text', (column) => column.notNull())
      .addColumn('previous_signing_secret', 'text')
      .addColumn('previous_secret_expires_at', 'text')
      .addColumn('enabled', 'integer', (column) => column.notNull())
      .addColumn('disabled_reason', 'text')
      .addColumn('disabled_at', 'text')
      .addColumn('failing_since', 'text')
      .addColumn('consecutive_failures', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('webhook_endpoints_project_id').on('webhook_endpoints').columns(['project_id', 'created_at']).execute();

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('endpoint_id', 'text', (column) => column.notNull().references('webhook_endpoints.id').onDelete('cascade'))
      .addColumn('event_id', 'text', (column) => column.notNull())
      .addColumn('event_type', 'text', (column) => column.notNull())
      .addColumn('event_created_at', 'text', (column) => column.notNull())
      .addColumn('event_payload', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      .addColumn('next_attempt_at', 'text')
      .addColumn('give_up_at', 'text', (column) => column.notNull())
      .addColumn('lease_expires_at', 'text')
      .addColumn('claim_token', 'text')
      .addColumn('delivered_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    // The workers only ever look for pending deliveries that are due.
    await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').column('next_attempt_at').where(sql<boolean>`status = 'pending'`).execute();
    await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();

    await db.schema
      .createTable('webhook_attempts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('delivery_id', 'text', (column) => column.notNull().references('webhook_deliveries.id').onDelete('cascade'))
      .addColumn('attempt', 'integer', (column) => column.notNull())
      .addColumn('started_at', 'text', (column) => column.notNull())
      .addColumn('duration_ms', 'integer', (column) => column.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('succeeded', 'integer', (column) => column.notNull())
      .addColumn('error', 'text')
      .addColumn('response_excerpt', 'text')
      .execute();
    await db.schema.createIndex('webhook_attempts_delivery_id').on('webhook_attempts').columns(['delivery_id', 'started_at']).execute();
  },
};
