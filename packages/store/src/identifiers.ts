import { randomFillSync } from 'node:crypto';

/** The prefixes of the store's ids; the prefix tells a reader which table an id belongs to. */
export type IdPrefix = 'org' | 'prj' | 'key' | 'acc' | 'cpr' | 'att' | 'rql' | 'prl' | 'evt' | 'whk' | 'whd' | 'wha' | 'dsc' | 'dss' | 'dsr';

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
