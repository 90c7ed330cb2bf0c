import type { z } from 'zod';

/**
 * A fast check that a connector's record already matches its unified model, built once per
 * model from the model's zod schema. It answers with exactly what `schema.safeParse(item).data`
 * would be, or {@link UNSURE} for anything it does not recognise as plainly valid, and the caller
 * then asks zod itself, which names what the model rejects (docs/concepts/unified-resources.md,
 * "Records are checked"). Nearly every record of a list is plainly valid, and zod's generic
 * record parse (each custom field's key and value run through their schemas, one at a time) was
 * the largest part of checking a page of them.
 */
export const UNSURE: unique symbol = Symbol('unsure');

export type RecordCheck = (item: unknown) => Record<string, unknown> | typeof UNSURE;

// The parse context `safeParse` hands its schema: synchronous, no error map (a successful parse never reads one).
const synchronousContext: z.core.ParseContextInternal = { async: false };

/*
 * The schemas are read through zod's core types (`zod/v4/core`, the surface zod documents for
 * libraries that walk schemas), so a zod release that changes them fails the typecheck here.
 */
type SchemaInternals = z.core.$ZodTypes['_zod'];

const internalsOf = (schema: z.core.$ZodType): SchemaInternals => (schema as z.core.$ZodTypes)._zod;

const hasChecks = (internals: SchemaInternals) => (internals.def.checks?.length ?? 0) > 0;

/** A string schema with nothing but the type to check: no format, length, pattern or coercion. */
function isPlainString(internals: SchemaInternals): boolean {
  const { def } = internals;
  // A string format (a date-time, an email) is a string schema whose def names its format.
  return def.type === 'string' && !hasChecks(internals) && !('format' in def && def.format !== undefined) && !def.coerce;
}

/**
 * `z.iso.datetime()`, the models' timestamps: zod's whole check of a string is one test of the
 * format's pattern, which the check makes itself (zod's run of it, with the payload and issue list
 * it allocates, took about twice the time of the test alone for a page's `created_at`s).
 */
function dateTimePattern(internals: SchemaInternals): RegExp | undefined {
  const { def } = internals;
  if (def.type !== 'string' || hasChecks(internals) || def.coerce || !('format' in def)) return undefined;
  const format = def as z.core.$ZodStringFormatDef;
  if (format.format !== 'datetime' || format.check !== 'string_format' || format.when !== undefined) return undefined;
  return format.pattern instanceof RegExp ? format.pattern : undefined;
}

/** `z.record(z.string(), z.unknown())`: an open bag of provider fields, as the unified custom fields are. */
function isOpenStringRecord(internals: SchemaInternals): boolean {
  const { def } = internals;
  if (def.type !== 'record' || hasChecks(internals)) return false;
  const keys = internalsOf(def.keyType);
  const values = internalsOf(def.valueType);
  return isPlainString(keys) && keys.values === undefined && (values.def.type === 'unknown' || values.def.type === 'any') && !hasChecks(values);
}

/**
 * Whether zod's record parse would take this value as a plain object whose keys are all strings.
 * Anything zod could treat differently (another prototype, symbol keys, an own `__proto__` it
 * skips, an own `constructor` its plain-object test reads) is left to zod.
 */
function isPlainStringKeyedObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  if (Object.hasOwn(value, '__proto__') || Object.hasOwn(value, 'constructor')) return false;
  return Object.getOwnPropertySymbols(value).length === 0;
}

/** The copy zod's record parse makes of such an object, or UNSURE. */
function copyOpenRecord(value: unknown): unknown {
  return isPlainStringKeyedObject(value) ? { ...value } : UNSURE;
}

/** The same verdict without the copy, for a field the answer leaves out. */
function checkOpenRecord(value: unknown): unknown {
  return isPlainStringKeyedObject(value) ? value : UNSURE;
}

/** What zod's own parse of a field makes of a value (its output, transforms included), or UNSURE. */
function zodFieldParse(internals: SchemaInternals): (value: unknown) => unknown {
  return (value) => {
    const result = internals.run({ value, issues: [] }, synchronousContext);
    if (result instanceof Promise || result.issues.length > 0) return UNSURE;
    return result.value;
  };
}

/**
 * Source that leaves in `target` what zod's parse of `schema` makes of `value`, or returns UNSURE
 * from the check. The common shapes of unified fields are written out; any other schema (formats
 * such as date-times, enums, nested objects) runs as zod's object parse runs each field.
 */
function fieldSource(schema: z.core.$ZodType, value: string, target: string, helpers: unknown[], kept: boolean): string {
  const internals = internalsOf(schema);
  const { def } = internals;
  if (def.type === 'nullable' && !hasChecks(internals)) {
    return `if (${value} === null) ${target} = null; else { ${fieldSource(def.innerType, value, target, helpers, kept)} }`;
  }
  if (def.type === 'optional' && !hasChecks(internals)) {
    // An absent key is the object's business; a present undefined is rare enough to leave to zod.
    return `if (${value} === undefined) return UNSURE; ${fieldSource(def.innerType, value, target, helpers, kept)}`;
  }
  if (isPlainString(internals)) return `if (typeof ${value} !== 'string') return UNSURE; ${target} = ${value};`;
  const pattern = dateTimePattern(internals);
  if (pattern) {
    const test = `helpers[${helpers.length}]`;
    helpers.push(pattern);
    return `if (typeof ${value} !== 'string') return UNSURE; ${test}.lastIndex = 0; if (!${test}.test(${value})) return UNSURE; ${target} = ${value};`;
  }
  const helper = `helpers[${helpers.length}]`;
  helpers.push(isOpenStringRecord(internals) ? (kept ? copyOpenRecord : checkOpenRecord) : zodFieldParse(internals));
  return `${target} = ${helper}(${value}); if (${target} === UNSURE) return UNSURE;`;
}

/**
 * The check of a `z.object` model, or undefined when the model has parts this check does not
 * reproduce (a catchall, object-level refinements, a `__proto__` or symbol key) or the runtime
 * forbids compiling code: zod then checks every record. Compiled like zod's own object parser, so
 * the output is built with the model's keys written out, in the model's order. `leaveOut` names a
 * field that is checked all the same but left out of the answer (the unified custom fields of a
 * list without `fields`: docs/concepts/unified-resources.md).
 */
export function compileRecordCheck(schema: z.ZodType, leaveOut?: string): RecordCheck | undefined {
  const internals = internalsOf(schema);
  const { def } = internals;
  if (def.type !== 'object' || def.catchall !== undefined || hasChecks(internals)) return undefined;
  if (Object.getOwnPropertySymbols(def.shape).length > 0 || Object.hasOwn(def.shape, '__proto__')) return undefined;
  const helpers: unknown[] = [];
  const lines = ["if (typeof input !== 'object' || input === null || Array.isArray(input)) return UNSURE;", 'const output = {};'];
  Object.entries(def.shape).forEach(([key, field], index) => {
    const name = JSON.stringify(key);
    const fieldInternals = internalsOf(field);
    const mayBeAbsent = fieldInternals.optin === 'optional' && fieldInternals.optout === 'optional';
    // zod reads a key with `in`, inherited keys included, and leaves an absent optional key out.
    const kept = key !== leaveOut;
    lines.push(
      `if (${name} in input) { const value${index} = input[${name}]; let field${index}; ${fieldSource(field, `value${index}`, `field${index}`, helpers, kept)} ${kept ? `output[${name}] = field${index};` : ''} }`,
      mayBeAbsent ? '' : 'else return UNSURE;',
    );
  });
  lines.push('return output;');
  try {
    return new Function('UNSURE', 'helpers', `return function recordCheck(input) {\n${lines.join('\n')}\n};`)(UNSURE, helpers) as RecordCheck;
  } catch {
    // Code generation is disallowed (--disallow-code-generation-from-strings).
    return undefined;
  }
}

const compiled = new WeakMap<z.ZodType, Map<string | undefined, RecordCheck | null>>();

/** The model's check, compiled on first use; undefined when zod must check every record of it. */
export function recordCheckFor(schema: z.ZodType, leaveOut?: string): RecordCheck | undefined {
  let variants = compiled.get(schema);
  if (variants === undefined) {
    variants = new Map();
    compiled.set(schema, variants);
  }
  let check = variants.get(leaveOut);
  if (check === undefined) {
    check = compileRecordCheck(schema, leaveOut) ?? null;
    variants.set(leaveOut, check);
  }
  return check ?? undefined;
}
