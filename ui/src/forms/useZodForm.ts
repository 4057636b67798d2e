import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form with a zod schema as its resolver: values typed from the schema, messages from
 * the schema (the spec's). Validation runs on submit, then again as the user fixes each field.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
  });
}

/** Every message of a form's errors, in field order, each once (nested and array fields too). */
export function collectMessages(errors: FieldErrors): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) found.push(message);
    for (const [key, child] of Object.entries(node)) {
      // An error's own `type` is a string (skipped by visit); a field named `type` is an object.
      if (key !== 'ref' && key !== 'message' && key !== 'types') visit(child);
    }
  };
  visit(errors);
  return [...new Set(found)];
}
