import { formatValidationError } from '@openunified/action-pipeline';
import type { z } from 'zod';
import { recordCheckFor, UNSURE } from './record-check.js';

export interface SalvagedRecord {
  /** The record as the unified model accepts it; undefined when nothing could save it. */
  record: Record<string, unknown> | undefined;
  /** What the model rejected, one line per problem, naming the fields left null. */
  problems: string[];
}

/** Enough rounds for every top-level field of a real record; each round nulls at least one more. */
const MAXIMUM_ROUNDS = 50;

/**
 * Maps what can be mapped of a provider record the unified model rejects: each top-level field
 * the model finds fault with is left null, and the record parsed again. A record still rejected
 * (its id is unusable, or the field may not be null) cannot be saved.
 */
export function salvageRecord(schema: z.ZodType, item: unknown, where: string): SalvagedRecord {
  // Nearly every record maps as it is: the model's compiled check says so with zod's own answer.
  const checked = recordCheckFor(schema)?.(item) ?? UNSURE;
  if (checked !== UNSURE) return { record: checked, problems: [] };
  const parsed = schema.safeParse(item);
  if (parsed.success) return { record: parsed.data as Record<string, unknown>, problems: [] };
  return salvageRejected(schema, item, where, parsed.error);
}

function salvageRejected(schema: z.ZodType, item: unknown, where: string, firstError: z.ZodError): SalvagedRecord {
  let candidate = item;
  let error = firstError;
  const problems: string[] = [];
  // Round 0 was the caller's parse.
  for (let round = 1; round < MAXIMUM_ROUNDS; round++) {
    const fields = [...new Set(error.issues.map((issue) => issue.path[0]).filter((field) => typeof field === 'string'))];
    const record = isPlainObject(candidate) ? candidate : undefined;
    const fixable = record ? fields.filter((field) => record[field] !== null) : [];
    if (!record || fixable.length === 0) return leftOut(firstError, where);
    for (const issue of error.issues) {
      if (fixable.includes(issue.path[0] as string)) problems.push(`${formatValidationError({ issues: [issue] } as z.ZodError, where)} (left null)`);
    }
    candidate = { ...record, ...Object.fromEntries(fixable.map((field) => [field, null])) };
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return { record: parsed.data as Record<string, unknown>, problems };
    error = parsed.error;
  }
  return leftOut(firstError, where);
}

// Fields already nulled are not worth reporting for a record that is dropped: its first rejection says why.
function leftOut(firstError: z.ZodError, where: string): SalvagedRecord {
  return { record: undefined, problems: [`${formatValidationError(firstError, where)} (record left out)`] };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
