/**
 * SPEC 4.3 composite ids: one opaque string that carries a provider's resource id and, when the
 * provider has several kinds of resource behind one id space, the resource type. Clients may
 * send either a composite id or the provider's plain id; `toRemoteId` accepts both.
 */

export const COMPOSITE_ID_PREFIX = 'c28xIQ';

export interface DecodedCompositeId {
  remoteId: string;
  resourceType?: string;
}

const base64UrlPattern = /^[A-Za-z0-9_-]+$/;

// `,` separates the parts and `%` escapes, so both are percent-encoded inside values.
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

/** The parts of a composite id, or undefined when `id` is not one (a plain provider id). */
export function decodeCompositeId(id: string): DecodedCompositeId | undefined {
  if (!id.startsWith(COMPOSITE_ID_PREFIX)) return undefined;
  const encoded = id.slice(COMPOSITE_ID_PREFIX.length);
  if (!base64UrlPattern.test(encoded)) return undefined;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  // Buffer decoding skips what it cannot read; only a canonical encoding counts as composite.
  if (Buffer.from(payload, 'utf8').toString('base64url') !== encoded) return undefined;

  const parts = payload.split(',');
  const [idPart, typePart, ...extra] = parts;
  if (!idPart?.startsWith('id:') || extra.length > 0) return undefined;
  const decoded: DecodedCompositeId = { remoteId: unescapeValue(idPart.slice('id:'.length)) };
  if (typePart !== undefined) {
    if (!typePart.startsWith('type:')) return undefined;
    decoded.resourceType = unescapeValue(typePart.slice('type:'.length));
  }
  return decoded;
}

/** The provider id behind a client-supplied id, composite or plain. */
export function toRemoteId(idOrRemoteId: string): string {
  return decodeCompositeId(idOrRemoteId)?.remoteId ?? idOrRemoteId;
}
