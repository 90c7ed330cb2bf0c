import { randomBytes } from 'node:crypto';

/** The prefixes of the store's ids; the prefix tells a reader which table an id belongs to. */
export type IdPrefix = 'org' | 'prj' | 'key' | 'acc' | 'cpr' | 'att' | 'rql' | 'prl' | 'evt' | 'whk' | 'whd' | 'wha' | 'dsc' | 'dss' | 'dsr';

/** A prefixed id with 128 random bits, e.g. `acc_5P2vKkq0aQx3oT1bZ9rYwA`. */
export function createId(prefix: IdPrefix): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}
