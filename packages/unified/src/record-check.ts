import type { z } from 'zod';

/**
 * A fast check that a connector's record already matches its unified model, built once per
 * model from the model's zod schema. It answers with exactly what `schema.safeParse(item).data`
 * would be, or {@link UNSURE} for anything it does not recognise as plainly valid, and the caller
 * then asks zod itself (docs/concepts/unified-resources.md: records the model rejects are
 * salvaged, with a warning). Nearly every record of a list is plainly valid, and zod's generic
 * record parse (each custom field's key and value run through their schemas, one at a time) was
 * the largest part of checking a page of them.
 */
export const UNSURE: unique symbol = Symbol('unsure');

/** What zod's parse of one field would produce for `value`, or UNSURE. */
type FieldCheck = (value: unknown) => unknown;

interface FieldRule {
  key: string;
  check: FieldCheck;
  /** zod leaves an absent key out of the output, without an issue. */
  mayBeAbsent: boolean;
}

export type RecordCheck = (item: unknown) => Record<string, unknown> | typeof UNSURE;

// The parse context `safeParse` hands its schema: synchronous, no error map (a successful parse never reads one).
const synchronousContext = () => ({ async: false as const });

interface ZodInternals {
  def: {
    type: string;
    checks?: unknown[];
    coerce?: boolean;
    format?: string;
    catchall?: unknown;
    innerType?: z.ZodType;
    keyType?: z.ZodType;
    valueType?: z.ZodType;
    shape?: Record<string, z.ZodType>;
  };
  optin?: 'optional' | 'defaulted';
  optout?: 'optional';
  values?: unknown;
  run(payload: { value: unknown; issues: unknown[] }, context: { async: false }): unknown;
}

const internalsOf = (schema: z.ZodType) => (schema as unknown as { _zod: ZodInternals })._zod;

const hasChecks = (internals: ZodInternals) => (internals.def.checks?.length ?? 0) > 0;

/** A string schema with nothing but the type to check: no format, length, pattern or coercion. */
function isPlainString(internals: ZodInternals): boolean {
  return internals.def.type === 'string' && !hasChecks(internals) && internals.def.format === undefined && !internals.def.coerce;
}

/** `z.record(z.string(), z.unknown())`: an open bag of provider fields, as the unified custom fields are. */
function isOpenStringRecord(internals: ZodInternals): boolean {
  if (internals.def.type !== 'record' || hasChecks(internals)) return false;
  const keys = internals.def.keyType ? internalsOf(internals.def.keyType) : undefined;
  const values = internals.def.valueType ? internalsOf(internals.def.valueType) : undefined;
  return (
    keys !== undefined &&
    isPlainString(keys) &&
    keys.values === undefined &&
    values !== undefined &&
    (values.def.type === 'unknown' || values.def.type === 'any') &&
    !hasChecks(values)
  );
}

/**
 * The copy zod's record parse makes of a plain object whose keys are all strings. Anything zod
 * could treat differently (another prototype, symbol keys, an own `__proto__` it skips, an own
 * `constructor` its plain-object test reads) is left to zod.
 */
function copyOpenRecord(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return UNSURE;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return UNSURE;
  if (Object.hasOwn(value, '__proto__') || Object.hasOwn(value, 'constructor')) return UNSURE;
  if (Object.getOwnPropertySymbols(value).length > 0) return UNSURE;
  return { ...value };
}

function fieldCheck(schema: z.ZodType): FieldCheck {
  const internals = internalsOf(schema);
  const { def } = internals;
  if (def.type === 'nullable' && def.innerType && !hasChecks(internals)) {
    const inner = fieldCheck(def.innerType);
    return (value) => (value === null ? null : inner(value));
  }
  if (def.type === 'optional' && def.innerType && !hasChecks(internals)) {
    // An absent key is the object's business; a present undefined is rare enough to leave to zod.
    const inner = fieldCheck(def.innerType);
    return (value) => (value === undefined ? UNSURE : inner(value));
  }
  if (isPlainString(internals)) return (value) => (typeof value === 'string' ? value : UNSURE);
  if (isOpenStringRecord(internals)) return copyOpenRecord;
  // Any other schema (formats such as date-times, enums, nested objects) runs as zod's object parse runs each field.
  return (value) => {
    const result = internals.run({ value, issues: [] }, synchronousContext()) as { value: unknown; issues: unknown[] } | Promise<unknown>;
    if (result instanceof Promise || result.issues.length > 0) return UNSURE;
    return result.value;
  };
}

/**
 * The check of a `z.object` model, or undefined when the model has parts this check does not
 * reproduce (a catchall, object-level refinements, a `__proto__` or symbol key): zod then checks every record.
 */
export function compileRecordCheck(schema: z.ZodType): RecordCheck | undefined {
  const internals = internalsOf(schema);
  const { def } = internals;
  if (def.type !== 'object' || def.shape === undefined || def.catchall !== undefined || hasChecks(internals)) return undefined;
  if (Object.getOwnPropertySymbols(def.shape).length > 0 || Object.hasOwn(def.shape, '__proto__')) return undefined;
  const rules: FieldRule[] = Object.entries(def.shape).map(([key, field]) => {
    const fieldInternals = internalsOf(field);
    return {
      key,
      check: fieldCheck(field),
      mayBeAbsent: fieldInternals.optin === 'optional' && fieldInternals.optout === 'optional',
    };
  });
  return (item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return UNSURE;
    const input = item as Record<string, unknown>;
    // Keys in the model's order, only the model's keys: zod's output object.
    const output: Record<string, unknown> = {};
    for (const rule of rules) {
      if (!(rule.key in input)) {
        if (rule.mayBeAbsent) continue;
        return UNSURE;
      }
      const value = rule.check(input[rule.key]);
      if (value === UNSURE) return UNSURE;
      output[rule.key] = value;
    }
    return output;
  };
}

const compiled = new WeakMap<z.ZodType, RecordCheck | null>();

/** The model's check, compiled on first use; undefined when zod must check every record of it. */
export function recordCheckFor(schema: z.ZodType): RecordCheck | undefined {
  let check = compiled.get(schema);
  if (check === undefined) {
    check = compileRecordCheck(schema) ?? null;
    compiled.set(schema, check);
  }
  return check ?? undefined;
}
