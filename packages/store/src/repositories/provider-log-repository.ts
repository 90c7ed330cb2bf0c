import type { Kysely, Selectable } from 'kysely';
import type { BackgroundLogWriter } from '../background-log-writer.js';
import { fromJsonText, toJsonText, toStoredTimestamp, toWholeMilliseconds } from '../column-codecs.js';
import type { Database, ProviderLogsTable } from '../database-schema.js';
import { createOrderedId } from '../identifiers.js';
import { assertPositiveInteger } from '../page-bounds.js';
import type { KeysetPage, LogPosition, ProviderLogFilter, ProviderLogRecord, ProviderLogRepository } from '../records.js';
import { decodeRequestLogCursor, newestFirstPage } from '../request-log-cursor.js';
import { insertLogRows } from './batch-insert.js';
import { deleteLogsUpTo, firstRowBeyond } from './log-pruning.js';

export class SqlProviderLogRepository implements ProviderLogRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Where inserts run off the event loop, if anywhere (open-database.ts). */
    private readonly logWriter?: BackgroundLogWriter,
  ) {}

  async createMany(inputs: Omit<ProviderLogRecord, 'id'>[]): Promise<ProviderLogRecord[]> {
    if (inputs.length === 0) return [];
    const rows = inputs.map(toProviderLogRow);
    await insertLogRows(this.db, 'provider_logs', rows, this.logWriter);
    // From the inputs, not the rows: reading back the header columns' JSON would parse what was just serialised.
    return inputs.map((input, index) => {
      const row = rows[index]!;
      return { ...input, id: row.id, durationMs: row.duration_ms, startedAt: row.started_at, bodyOmission: row.body_omission };
    });
  }

  /** One multi-row insert: how the server's write-behind log queue files a batch (a record a row built for nobody was garbage). */
  async appendMany(inputs: Omit<ProviderLogRecord, 'id'>[]): Promise<void> {
    if (inputs.length === 0) return;
    await insertLogRows(this.db, 'provider_logs', inputs.map(toProviderLogRow), this.logWriter);
  }

  async get(projectId: string, requestId: string, id: string): Promise<ProviderLogRecord | undefined> {
    const row = await this.db
      .selectFrom('provider_logs')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('request_id', '=', requestId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toProviderLogRecord(row);
  }

  /** In the order the requests were made. */
  async listByRequest(projectId: string, requestId: string): Promise<ProviderLogRecord[]> {
    const rows = await this.db
      .selectFrom('provider_logs')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('request_id', '=', requestId)
      .orderBy('started_at')
      .orderBy('id')
      .execute();
    return rows.map(toProviderLogRecord);
  }

  /**
   * Newest first, ordered by (startedAt, id) like request logs, on the (project_id, started_at, id)
   * index. Provider and action are the request's: they narrow through its request logs.
   */
  async list(projectId: string, filter: ProviderLogFilter, page: { pageSize: number; after?: string }): Promise<KeysetPage<ProviderLogRecord>> {
    assertPositiveInteger(page.pageSize, 'pageSize');
    let query = this.db.selectFrom('provider_logs').selectAll().where('project_id', '=', projectId);
    if (filter.requestIds?.length) query = query.where('request_id', 'in', filter.requestIds);
    if (filter.accountIds?.length) query = query.where('account_id', 'in', filter.accountIds);
    if (filter.methods?.length) query = query.where('method', 'in', filter.methods);
    if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
    if (filter.success === true) query = query.where('status', '<', 400);
    // No answer at all (a network failure, a time-out) is a failed call too.
    if (filter.success === false) query = query.where((expression) => expression.or([expression('status', '>=', 400), expression('status', 'is', null)]));
    if (filter.providers?.length || filter.actionIds?.length) {
      const { providers, actionIds } = filter;
      query = query.where('request_id', 'in', (subquery) => {
        let requests = subquery.selectFrom('request_logs').select('request_id').where('project_id', '=', projectId);
        if (providers?.length) requests = requests.where('provider', 'in', providers);
        if (actionIds?.length) requests = requests.where('action_id', 'in', actionIds);
        return requests;
      });
    }
    if (filter.startedAfter !== undefined) query = query.where('started_at', '>', toStoredTimestamp(filter.startedAfter, 'startedAfter'));
    if (filter.startedBefore !== undefined) query = query.where('started_at', '<', toStoredTimestamp(filter.startedBefore, 'startedBefore'));
    if (page.after !== undefined) {
      const position = decodeRequestLogCursor(page.after);
      query = query.where((expression) =>
        expression.or([
          expression('started_at', '<', position.startedAt),
          expression.and([expression('started_at', '=', position.startedAt), expression('id', '<', position.id)]),
        ]),
      );
    }
    const rows = await query
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize + 1)
      .execute();
    return newestFirstPage(rows.map(toProviderLogRecord), page.pageSize);
  }

  firstRowBeyond(keepNewest: number): Promise<LogPosition | undefined> {
    return firstRowBeyond(this.db, 'provider_logs', keepNewest, this.logWriter);
  }

  deleteUpTo(position: LogPosition, limit: number): Promise<number> {
    return deleteLogsUpTo(this.db, 'provider_logs', position, limit, this.logWriter);
  }
}

function toProviderLogRow(input: Omit<ProviderLogRecord, 'id'>): Selectable<ProviderLogsTable> {
  return {
    // Ordered for the same reason as request logs' ids: appends to the primary key's index.
    id: createOrderedId('prl'),
    project_id: input.projectId,
    request_id: input.requestId,
    account_id: input.accountId,
    method: input.method,
    url: input.url,
    request_headers: toJsonText(input.requestHeaders),
    request_body: input.requestBody,
    status: input.status,
    response_headers: toJsonText(input.responseHeaders),
    response_body: input.responseBody,
    duration_ms: toWholeMilliseconds(input.durationMs),
    error: input.error,
    started_at: toStoredTimestamp(input.startedAt, 'startedAt'),
    body_omission: input.bodyOmission ?? null,
  };
}

function toProviderLogRecord(row: Selectable<ProviderLogsTable>): ProviderLogRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    requestId: row.request_id,
    accountId: row.account_id,
    method: row.method,
    url: row.url,
    requestHeaders: fromJsonText<Record<string, string>>(row.request_headers),
    requestBody: row.request_body,
    status: row.status,
    responseHeaders: fromJsonText<Record<string, string>>(row.response_headers),
    responseBody: row.response_body,
    durationMs: row.duration_ms,
    error: row.error,
    startedAt: row.started_at,
    bodyOmission: row.body_omission,
  };
}
