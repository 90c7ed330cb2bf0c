/**
 * docs/concepts/permissions.md composite ids: one opaque string that carries a provider's resource id and, when the
 * provider has several kinds of resource behind one id space, the resource type. Clients may
 * send either a composite id or the provider's plain id; `toRemoteId` accepts both.
 *
 * Grammar (after the prefix, unpadded base64url of UTF-8 text):
 *
 *   payload = "id:" value [ ",type:" value ]
 *   value   = one or more characters, "%" written "%25" and "," written "%2C"
 *
 * A key ends at its first ":", so ":" needs no escape inside a value; "," is the only separator
 * and "%" the only escape character, so every value round-trips whatever it contains.
 */

export const COMPOSITE_ID_PREFIX = 'c28xIQ';

export interface DecodedCompositeId {
  remoteId: string;
  resourceType?: string;
}

/** What a client-supplied id is: a composite id, a plain provider id, or a composite id that does not decode. */
export type ParsedUnifiedId = ({ kind: 'composite' } & DecodedCompositeId) | { kind: 'plain'; remoteId: string } | { kind: 'malformed'; reason: string };

const base64UrlPattern = /^[A-Za-z0-9_-]+$/;
const escapedValuePattern = /^(?:[^%,]|%25|%2C)+$/i;

function escapeValue(value: string): string {
  return value.replace(/%/g, '%25').replace(/,/g, '%2C');
}

function unescapeValue(value: string): string {
  return value.replace(/%(25|2C)/gi, (sequence) => (sequence === '%25' ? '%' : ','));
}

export function encodeCompositeId(remoteId: string, resourceType?: string): string {
  let payload = `id:${escapeValue(remoteId)}`;
  if (resourceType !== undefined) payload += `,type:${escapeValue(resourceType)}`;
  return COMPOSITE_ID_PREFIX + Buffer.from(payload, 'utf8').toString('base64url');
}

function malformed(reason: string): ParsedUnifiedId {
  return { kind: 'malformed', reason };
}

/** One `key:value` pair of the payload, its value unescaped; a string when it breaks the grammar. */
function readPair(pair: string, expectedKey: string): string | { reason: string } {
  const colon = pair.indexOf(':');
  const key = colon === -1 ? pair : pair.slice(0, colon);
  if (key !== expectedKey) return { reason: `expected the "${expectedKey}" pair, found "${key}"` };
  const value = pair.slice(colon + 1);
  if (!escapedValuePattern.test(value)) return { reason: `the ${expectedKey} is empty or has a "%" that is not %25 or %2C` };
  return unescapeValue(value);
}

/**
 * Reads a client-supplied id: anything that does not start with the prefix is a plain provider
 * id; anything that does must decode by the grammar above, else it is malformed (never a guess).
 */
export function parseUnifiedId(id: string): ParsedUnifiedId {
  if (!id.startsWith(COMPOSITE_ID_PREFIX)) return { kind: 'plain', remoteId: id };
  const encoded = id.slice(COMPOSITE_ID_PREFIX.length);
  if (!base64UrlPattern.test(encoded)) return malformed('it is not unpadded base64url after the c28xIQ prefix');
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  // Buffer decoding skips what it cannot read, and bytes that are not UTF-8 become U+FFFD:
  // only a canonical encoding counts.
  if (Buffer.from(payload, 'utf8').toString('base64url') !== encoded) return malformed('it is not the base64url of UTF-8 text');

  const [idPair, typePair, ...extra] = payload.split(',');
  if (extra.length > 0) return malformed('it has more than the id and type pairs');
  const remoteId = readPair(idPair ?? '', 'id');
  if (typeof remoteId !== 'string') return malformed(remoteId.reason);
  if (typePair === undefined) return { kind: 'composite', remoteId };
  const resourceType = readPair(typePair, 'type');
  if (typeof resourceType !== 'string') return malformed(resourceType.reason);
  return { kind: 'composite', remoteId, resourceType };
}

/** The parts of a composite id, or undefined when `id` is not one (a plain provider id, or malformed). */
export function decodeCompositeId(id: string): DecodedCompositeId | undefined {
  const parsed = parseUnifiedId(id);
  if (parsed.kind !== 'composite') return undefined;
  return parsed.resourceType === undefined ? { remoteId: parsed.remoteId } : { remoteId: parsed.remoteId, resourceType: parsed.resourceType };
}

/** The provider id behind a client-supplied id, composite or plain. */
export function toRemoteId(idOrRemoteId: string): string {
  return decodeCompositeId(idOrRemoteId)?.remoteId ?? idOrRemoteId;
}
