import type { AnyActionDefinition, ConnectorDefinition } from '@openunified/connector-sdk';
import { BadGatewayError } from '@openunified/errors';
import type { StoredRecordState, SyncedRecordWrite } from '@openunified/store';
import { contentHash, sameContent } from './params-hash.js';

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
    // Serialized once: the text is both what the hash covers and what the store keeps.
    const json = JSON.stringify(record);
    records.set(String(id), {
      recordId: String(id),
      remoteId: typeof remoteId === 'string' || typeof remoteId === 'number' ? String(remoteId) : null,
      contentHash: contentHash(json),
      json,
    });
  }
  return records;
}

/**
 * Sorts a batch into new, changed and unchanged records against what the store holds. A record
 * whose hash differs is changed only if its content differs: `storedJson` is asked for the stored
 * text of those (one query for the batch, none when every hash matches), so the same content
 * sent with its keys in another order is no change.
 */
export async function classify(
  records: Iterable<SyncedRecordWrite>,
  stored: Map<string, StoredRecordState>,
  storedJson: (recordIds: string[]) => Promise<Map<string, string>>,
): Promise<PageChanges> {
  const changes: PageChanges = { created: [], updated: [], unchangedIds: [] };
  const differing: SyncedRecordWrite[] = [];
  for (const record of records) {
    const state = stored.get(record.recordId);
    // A deleted record that comes back is created again, as far as a consumer can tell.
    if (!state || state.deleted) changes.created.push(record);
    else if (state.contentHash !== record.contentHash) differing.push(record);
    else changes.unchangedIds.push(record.recordId);
  }
  if (differing.length > 0) {
    const texts = await storedJson(differing.map((record) => record.recordId));
    for (const record of differing) {
      const text = texts.get(record.recordId);
      if (text !== undefined && sameContent(text, record.json)) changes.unchangedIds.push(record.recordId);
      else changes.updated.push(record);
    }
  }
  return changes;
}
