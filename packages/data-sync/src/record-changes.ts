import type { AnyActionDefinition, ConnectorDefinition } from '@openunified/connector-sdk';
import { BadGatewayError } from '@openunified/errors';
import type { StoredRecordState, SyncedRecordWrite } from '@openunified/store';
import { contentHash } from './params-hash.js';

/**
 * `{category}_{resource}` of the outbox events a sync emits: a unified action's resource (e.g.
 * `documents_drives` for `documents.drives.list`), else the connector key and the action's noun
 * (`googledrive_files` for `googledrive_list_files`). docs/concepts/data-sync.md#events
 */
export function eventResource(connector: ConnectorDefinition, action: AnyActionDefinition): string {
  if (action.unified) {
    const [category, resource] = action.unified.split('.');
    return `${category}_${resource}`;
  }
  const noun = action.id.startsWith(`${connector.key}_`) ? action.id.slice(connector.key.length + 1).replace(/^list_/, '') : action.id;
  return `${connector.key}_${noun}`;
}

export interface PageChanges {
  created: SyncedRecordWrite[];
  updated: SyncedRecordWrite[];
  unchangedIds: string[];
}

/** The page's records keyed by unified id: a record listed twice in one page counts once, the last copy winning. */
export function identifyRecords(actionId: string, data: unknown): Map<string, SyncedRecordWrite> {
  if (!Array.isArray(data)) throw new BadGatewayError({ message: `action ${actionId} returned no list of records` });
  const records = new Map<string, SyncedRecordWrite>();
  for (const item of data) {
    const record = (item ?? {}) as Record<string, unknown>;
    const id = record.id ?? record.remote_id;
    if (typeof id !== 'string' && typeof id !== 'number') {
      throw new BadGatewayError({ message: `action ${actionId} returned a record without an id; data sync keys records by it` });
    }
    const remoteId = record.remote_id;
    records.set(String(id), {
      recordId: String(id),
      remoteId: typeof remoteId === 'string' || typeof remoteId === 'number' ? String(remoteId) : null,
      contentHash: contentHash(record),
      data: record,
    });
  }
  return records;
}

/** Sorts a page into new, changed and unchanged records against what the store holds. */
export function classify(records: Map<string, SyncedRecordWrite>, stored: Map<string, StoredRecordState>): PageChanges {
  const changes: PageChanges = { created: [], updated: [], unchangedIds: [] };
  for (const record of records.values()) {
    const state = stored.get(record.recordId);
    // A deleted record that comes back is created again, as far as a consumer can tell.
    if (!state || state.deleted) changes.created.push(record);
    else if (state.contentHash !== record.contentHash) changes.updated.push(record);
    else changes.unchangedIds.push(record.recordId);
  }
  return changes;
}
