import { sql } from 'kysely';
import { CACHE_CHANGES_CHANNEL } from '../cache-change-notification.js';
import type { StoreMigration } from './store-migration.js';

/**
 * On PostgreSQL every write to a table the read cache holds (docs/deployment.md "Caches") sends a
 * NOTIFY in the writing transaction, so it is delivered when (and only if) the write commits, and
 * whoever wrote it: a server, a worker or the admin CLI. Every store LISTENs and evicts the row's
 * entries at once instead of serving them until they expire. SQLite has no such thing: there the
 * time to live remains the bound.
 *
 * The payload carries the row's identity only (schema, table, id, project, key hash, provider),
 * never its contents: credentials stay out of the notification queue. The channel is shared by
 * every schema of the database; listeners keep the notifications of their own schema.
 */
export const cacheChangeNotifications: StoreMigration = {
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    // Unqualified names land in the first schema of search_path, the store's own.
    await sql`
      create function notify_cached_row_change() returns trigger language plpgsql as $function$
      declare
        changed jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
      begin
        perform pg_notify(${sql.lit(CACHE_CHANGES_CHANNEL)}, jsonb_build_object(
          'schema', tg_table_schema,
          'table', tg_table_name,
          'id', changed->>'id',
          'project_id', changed->>'project_id',
          'key_hash', changed->>'key_hash',
          'provider', changed->>'provider'
        )::text);
        return null;
      end
      $function$
    `.execute(db);
    for (const table of ['projects', 'accounts', 'connector_profiles'] as const) {
      await sql`
        create trigger ${sql.id(`${table}_notify_cached_row_change`)}
        after insert or update or delete on ${sql.table(table)}
        for each row execute function notify_cached_row_change()
      `.execute(db);
    }
    // A key's last use is written at most once a minute per key and process (the authenticator's
    // touch); it changes nothing a cached read decides on, so it does not notify.
    await sql`
      create trigger api_keys_notify_cached_row_change
      after insert or delete on api_keys
      for each row execute function notify_cached_row_change()
    `.execute(db);
    await sql`
      create trigger api_keys_notify_cached_row_update
      after update on api_keys
      for each row when ((to_jsonb(old) - 'last_used_at') is distinct from (to_jsonb(new) - 'last_used_at'))
      execute function notify_cached_row_change()
    `.execute(db);
  },
};
