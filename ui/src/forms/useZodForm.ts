import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { toast, TOAST_DURATION, type ToastDuration } from '../primitives/toast';

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
      if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types') visit(child);
    }
  };
  visit(errors);
  return [...new Set(found)];
}

export interface SubmitWithToastOptions {
  /** Rewords an inline message for the toast (e.g. the register modal's toast texts). */
  toToast?: (message: string) => string;
  duration?: ToastDuration;
  /** Runs after the toast of an invalid submit, e.g. to mark related fields. */
  onInvalid?: (errors: FieldErrors) => void;
}

/**
 * The form-level submit the spec asks for: when the form is invalid, all its messages are joined
 * into one error toast (each field still shows its own); when valid, `onValid` runs.
 */
export function submitWithToast<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  onValid: SubmitHandler<Output>,
  {
    toToast = (message) => message,
    duration = TOAST_DURATION.default,
    onInvalid,
  }: SubmitWithToastOptions = {},
) {
  return form.handleSubmit(onValid, (errors) => {
    const messages = [...new Set(collectMessages(errors).map(toToast))];
    if (messages.length > 0) toast.error(messages.join('\n'), { duration });
    onInvalid?.(errors);
  });
}
