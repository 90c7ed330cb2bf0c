import { z } from '@openunified/connector-sdk';

/**
 * A `filter[...]` value that `read` turns into what the action sends Okta, or refuses (undefined)
 * with `message`. The issue is marked `continue` so the list input's null-or-query union reports
 * this message, not a bare "Invalid input".
 */
export function filterValueSchema<Output>(read: (value: string) => Output | undefined, message: string) {
  return z
    .string()
    .min(1)
    .transform((value, context) => {
      const output = read(value.trim());
      if (output !== undefined) return output;
      context.addIssue({ code: 'custom', message, continue: true });
      return z.NEVER;
    });
}
