import { createHash, hash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth, so two SyncParams that differ only in key order
 * serialize alike. Array order is kept: it is meaningful (e.g. a list of ids).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  // Loops and string concatenation, not entries/filter/sort/map: this runs for every synced
  // record (its content hash), and the intermediate arrays cost more than the serialization.
  if (Array.isArray(value)) {
    let json = '[';
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) json += ',';
      const item: unknown = value[index];
      json += item === undefined ? 'null' : canonicalJson(item);
    }
    return `${json}]`;
  }
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object).sort(compareKeys);
  let json = '{';
  let first = true;
  for (const key of keys) {
    const member = object[key];
    if (member === undefined) continue;
    json += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(member)}`;
    first = false;
  }
  return `${json}}`;
}

function compareKeys(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * `params_hash` of a schedule (docs/concepts/data-sync.md#params_hash): hex SHA-256 of the
 * canonical JSON of its SyncParams. Null and absent members are the same call, so both drop out.
 */
export function paramsHash(syncParams: Record<string, unknown>): string {
  const meaningful = Object.fromEntries(Object.entries(syncParams).filter(([, member]) => member !== null && member !== undefined));
  return createHash('sha256').update(canonicalJson(meaningful)).digest('hex');
}

/**
 * A record's content hash (docs/concepts/data-sync.md#change-detection): hex SHA-256 of its JSON
 * text as stored, so a record is serialized once, for both. Equal hashes mean nothing changed;
 * different ones are settled by `sameContent`, since a provider may send the same content with
 * its keys in another order.
 */
export function contentHash(json: string): string {
  return hash('sha256', json, 'hex');
}

/** Whether two JSON texts hold the same content, whatever the order of their objects' keys. */
export function sameContent(leftJson: string, rightJson: string): boolean {
  return leftJson === rightJson || canonicalJson(JSON.parse(leftJson)) === canonicalJson(JSON.parse(rightJson));
}
