import { randomFillSync } from 'node:crypto';

/** The prefixes of the store's ids; the prefix tells a reader which table an id belongs to. */
export type IdPrefix = 'org' | 'prj' | 'key' | 'acc' | 'cpr' | 'att' | 'rql' | 'prl' | 'evt' | 'whk' | 'whd' | 'wha' | 'dsc' | 'dss' | 'dsr' | 'cll' | 'mgs';

const ID_BYTES = 16;
// Ids are made for every request and provider log row: drawing the random bits for 256 ids at
// once costs one call into the CSPRNG instead of one per row, with the same 128 bits per id.
const POOL_IDS = 256;
const pool = Buffer.alloc(ID_BYTES * POOL_IDS);
let poolOffset = pool.length;

/** A prefixed id with 128 random bits, e.g. `acc_5P2vKkq0aQx3oT1bZ9rYwA`. */
export function createId(prefix: IdPrefix): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const id = pool.toString('base64url', poolOffset, poolOffset + ID_BYTES);
  poolOffset += ID_BYTES;
  return `${prefix}_${id}`;
}

let lastMilliseconds = 0;
let sequence = 0;

/**
 * A prefixed id that sorts in the order this process made it: milliseconds and a sequence in
 * fixed-width hex (ASCII order is numeric order), then 96 random bits. Outbox events are read in
 * (created_at, id) order and a batch shares one created_at: a random id would shuffle the
 * `created`, `updated` and `deleted` of one record written in the same millisecond.
 */
export function createOrderedId(prefix: IdPrefix): string {
  const now = Date.now();
  if (now > lastMilliseconds) {
    lastMilliseconds = now;
    sequence = 0;
  } else {
    sequence += 1;
  }
  const time = lastMilliseconds.toString(16).padStart(12, '0');
  const counter = sequence.toString(16).padStart(8, '0');
  return `${prefix}_${time}${counter}${createId(prefix).slice(prefix.length + 1, prefix.length + 17)}`;
}
