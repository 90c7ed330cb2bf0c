import { BadRequestError, type z } from '@openunified/connector-sdk';

/**
 * Lists that walk more than one Okta collection (roles: the built-in ones, then the custom
 * ones; policies: one type after another) need more than Okta's `after` to resume. Their cursor
 * is that state as base64url JSON; the platform wraps it in the opaque unified `next`.
 */
export function encodeCursor(state: object): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

/** The state a cursor carries, or a 400 when it is not one this list issued. */
export function decodeCursor<Schema extends z.ZodType>(schema: Schema, cursor: string): z.output<Schema> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = schema.safeParse(decoded);
  if (!parsed.success) throw new BadRequestError(`cursor "${cursor}" was not issued by this Okta list`);
  return parsed.data;
}
