import type { Kysely, Selectable } from 'kysely';
import type { BackgroundLogWriter } from '../background-log-writer.js';
import { fromNullableJsonText, toStoredTimestamp, toWholeMilliseconds } from '../column-codecs.js';
import type { Database, RequestLogsTable } from '../database-schema.js';
import { createOrderedId } from '../identifiers.js';
import { assertPositiveInteger } from '../page-bounds.js';
import type { KeysetPage, LogPosition, RequestLogFilter, RequestLogRecord, RequestLogRepository } from '../records.js';
import { decodeRequestLogCursor, newestFirstPage } from '../request-log-cursor.js';
import { insertLogRows } from './batch-insert.js';
import { deleteLogsUpTo, firstRowBeyond } from './log-pruning.js';

export class SqlRequestLogRepository implements RequestLogRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Where inserts run off the event loop, if anywhere (open-database.ts). */
    private readonly logWriter?: BackgroundLogWriter,
  ) {}

  async create(input: Omit<RequestLogRecord, 'id'>): Promise<RequestLogRecord> {
    const [record] = await this.createMany([input]);
    return record!;
  }

  async createMany(inputs: Omit<RequestLogRecord, 'id'>[]): Promise<RequestLogRecord[]> {
    if (inputs.length === 0) return [];
    const rows = inputs.map(toRequestLogRow);
    await insertLogRows(this.db, 'request_logs', rows, this.logWriter);
    return rows.map(toRequestLogRecord);
  }

  /** One multi-row insert: how the server's write-behind log queue files a batch (a record a row built for nobody was garbage). */
  async appendMany(inputs: Omit<RequestLogRecord, 'id'>[]): Promise<void> {
    if (inputs.length === 0) return;
    await insertLogRows(this.db, 'request_logs', inputs.map(toRequestLogRow), this.logWriter);
  }

  async get(projectId: string, id: string): Promise<RequestLogRecord | undefined> {
    const row = await this.db.selectFrom('request_logs').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return row && toRequestLogRecord(row);
  }

  /** The newest log of that request id, should a client have reused one. */
  async findByRequestId(projectId: string, requestId: string): Promise<RequestLogRecord | undefined> {
    const row = await this.db
      .selectFrom('request_logs')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('request_id', '=', requestId)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row && toRequestLogRecord(row);
  }

  /**
   * Newest first, ordered by (startedAt, id) so equal start times still page deterministically.
   * `startedAfter` and `startedBefore` are exclusive bounds; empty filter arrays filter nothing.
   */
  async list(projectId: string, filter: RequestLogFilter, page: { pageSize: number; after?: string }): Promise<KeysetPage<RequestLogRecord>> {
    assertPositiveInteger(page.pageSize, 'pageSize');
    let query = this.db.selectFrom('request_logs').selectAll().where('project_id', '=', projectId);
    if (filter.accountIds?.length) query = query.where('account_id', 'in', filter.accountIds);
    if (filter.providers?.length) query = query.where('provider', 'in', filter.providers);
    if (filter.actionIds?.length) query = query.where('action_id', 'in', filter.actionIds);
    if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
    if (filter.requestIds?.length) query = query.where('request_id', 'in', filter.requestIds);
    if (filter.methods?.length) query = query.where('method', 'in', filter.methods);
    if (filter.apiKeyIds?.length) query = query.where('api_key_id', 'in', filter.apiKeyIds);
    if (filter.success !== undefined) query = query.where('status', filter.success ? '<' : '>=', 400);
    if (filter.startedAfter !== undefined) {
      query = query.where('started_at', '>', toStoredTimestamp(filter.startedAfter, 'startedAfter'));
    }
    if (filter.startedBefore !== undefined) {
      query = query.where('started_at', '<', toStoredTimestamp(filter.startedBefore, 'startedBefore'));
    }
    if (page.after !== undefined) {
      const position = decodeRequestLogCursor(page.after);
      query = query.where((expression) =>
        expression.or([
          expression('started_at', '<', position.startedAt),
          expression.and([expression('started_at', '=', position.startedAt), expression('id', '<', position.id)]),
        ]),
      );
    }
    // One row more than the page tells whether another page exists without a count query.
    const rows = await query
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize + 1)
      .execute();
    return newestFirstPage(rows.map(toRequestLogRecord), page.pageSize);
  }

  async listByRequestIds(projectId: string, requestIds: string[]): Promise<RequestLogRecord[]> {
    if (requestIds.length === 0) return [];
    const rows = await this.db.selectFrom('request_logs').selectAll().where('project_id', '=', projectId).where('request_id', 'in', requestIds).execute();
    return rows.map(toRequestLogRecord);
  }

  firstRowBeyond(keepNewest: number): Promise<LogPosition | undefined> {
    return firstRowBeyond(this.db, 'request_logs', keepNewest, this.logWriter);
  }

  deleteUpTo(position: LogPosition, limit: number): Promise<number> {
    return deleteLogsUpTo(this.db, 'request_logs', position, limit, this.logWriter);
  }
}

function toRequestLogRecord(row: Selectable<RequestLogsTable>): RequestLogRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    accountId: row.account_id,
    requestId: row.request_id,
    method: row.method,
    path: row.path,
    route: row.route,
    provider: row.provider,
    actionId: row.action_id,
    status: row.status,
    durationMs: row.duration_ms,
    query: row.query,
    warnings: fromNullableJsonText<string[]>(row.warnings) ?? [],
    startedAt: row.started_at,
    apiKeyId: row.api_key_id,
  };
}

function toRequestLogRow(input: Omit<RequestLogRecord, 'id'>): Selectable<RequestLogsTable> {
  return {
    // Ordered, not random: each insert lands on the last page of the primary key's index instead
    // of a random one, so a batch's commit writes a few pages to the WAL, not one per row
    // (docs/deployment.md "Request logs").
    id: createOrderedId('rql'),
    project_id: input.projectId,
    account_id: input.accountId,
    request_id: input.requestId,
    method: input.method,
    path: input.path,
    route: input.route,
    provider: input.provider,
    action_id: input.actionId,
    status: input.status,
    duration_ms: toWholeMilliseconds(input.durationMs),
    query: input.query,
    warnings: input.warnings.length > 0 ? JSON.stringify(input.warnings) : null,
    started_at: toStoredTimestamp(input.startedAt, 'startedAt'),
    api_key_id: input.apiKeyId ?? null,
  };
}
