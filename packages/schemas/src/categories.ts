import { z } from 'zod';

/** docs/concepts/overview.md: provider categories, in their canonical (kebab/lowercase) spelling. */
export const categoryValues = [
  'ats',
  'hris',
  'hris-legacy',
  'crm',
  'iam',
  'marketing',
  'lms',
  'vendorone',
  'documents',
  'ticketing',
  'screening',
  'messaging',
  'accounting',
  'scheduling',
] as const;
export type Category = (typeof categoryValues)[number];

/** The camelCase spellings the wire examples use (docs/concepts/connect-flow.md), mapped to the canonical ones. */
export const categoryAliases: Readonly<Record<string, Category>> = {
  hrisLegacy: 'hris-legacy',
  vendorOne: 'vendorone',
};

/** Accepts every spelling docs/concepts/overview.md names and yields the canonical value. */
export const categorySchema = z.string().transform((value, context) => {
  const canonical = categoryAliases[value] ?? value;
  if ((categoryValues as readonly string[]).includes(canonical)) return canonical as Category;
  context.addIssue({ code: 'custom', message: `unknown category "${value}"; expected one of ${categoryValues.join(', ')}` });
  return z.NEVER;
});
