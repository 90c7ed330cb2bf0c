import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What a validator hands Fastify to say "valid, keep the part as it is": no `value` to assign. */
const VALID_AS_IS = Object.freeze({});

interface StringHeaderNames {
  required: string[];
  optional: string[];
}

function isPlainString(schema: unknown): boolean {
  return schema instanceof z.ZodString && (schema._zod.def.checks?.length ?? 0) === 0;
}

/**
 * The headers an object schema names when each is a plain `z.string()`, required or optional,
 * and other headers are let through (stripped or kept): its output is then exactly the input's
 * values for those names. Undefined for any other schema, which zod keeps validating as before.
 */
function stringHeaderNames(schema: unknown): StringHeaderNames | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const catchall = schema._zod.def.catchall;
  if (catchall !== undefined && !(catchall instanceof z.ZodUnknown) && !(catchall instanceof z.ZodAny)) return undefined;
  const names: StringHeaderNames = { required: [], optional: [] };
  for (const [name, field] of Object.entries(schema.shape as Record<string, unknown>)) {
    if (isPlainString(field)) names.required.push(name);
    else if (field instanceof z.ZodOptional && isPlainString(field.unwrap())) names.optional.push(name);
    else return undefined;
  }
  return names;
}

// Hundreds of routes share a handful of header schemas; each is looked at once (null: not plain strings).
const stringHeaderNamesBySchema = new WeakMap<object, StringHeaderNames | null>();

function stringHeaderNamesOf(schema: unknown): StringHeaderNames | undefined {
  if (typeof schema !== 'object' || schema === null) return stringHeaderNames(schema);
  let names = stringHeaderNamesBySchema.get(schema);
  if (names === undefined) {
    names = stringHeaderNames(schema) ?? null;
    stringHeaderNamesBySchema.set(schema, names);
  }
  return names ?? undefined;
}

function hasStringHeaders(data: unknown, { required, optional }: StringHeaderNames): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const headers = data as Record<string, unknown>;
  for (const name of required) if (typeof headers[name] !== 'string') return false;
  for (const name of optional) {
    const value = headers[name];
    if (value !== undefined && typeof value !== 'string') return false;
  }
  return true;
}

/**
 * fastify-type-provider-zod's validators, except for headers named only as plain strings. Fastify
 * keeps a validator's output for the headers beside the raw ones, and from then on every read of
 * `request.headers` merges the two into a new object; zod's output of such a schema is only a
 * copy of what came in. Those headers are checked where they are instead, and zod (its output
 * and messages) runs only when the check fails.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'headers') return validate;
  const names = stringHeaderNamesOf(route.schema);
  if (names === undefined) return validate;
  return (data: unknown) => (hasStringHeaders(data, names) ? VALID_AS_IS : validate(data));
};
