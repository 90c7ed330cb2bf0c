import type { z } from 'zod';

/** `query.page_size: Too big: expected number to be <=100; body.name: ...`: names every bad member. */
export function formatValidationError(error: z.ZodError, root?: string): string {
  return error.issues
    .map((issue) => {
      const path = [root, ...issue.path.map(String)].filter(Boolean).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
