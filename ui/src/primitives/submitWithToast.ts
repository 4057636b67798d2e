import type { FieldErrors, FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { collectMessages } from '../forms/useZodForm';
import { toast, TOAST_DURATION, type ToastDuration } from './toast';

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
