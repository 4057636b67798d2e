import type { z } from 'zod';

/** The messages a schema gives for some values, keyed by field path ('' for the form). */
export function messagesOf(schema: z.ZodType, values: unknown): Record<string, string[]> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (byPath[key] ??= []).push(issue.message);
  }
  return byPath;
}
