import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAdminSession } from './AdminSessionProvider';
import { keepableValues, saveDraft, takeDraft } from './drafts';

/**
 * Keeps what was typed in a form across a session that the server ends (a 401): the values are
 * saved the moment the session ends as expired, and put back when the same admin logs in again
 * and this form opens. `onRestore` lets a screen follow restored values (e.g. its edit mode).
 */
export function useFormDraft<Values extends FieldValues>(
  formKey: string,
  form: UseFormReturn<Values, unknown, unknown>,
  { onRestore }: { onRestore?: (values: Partial<Values>) => void } = {},
) {
  const { store, drafts, session } = useAdminSession();
  const owner = session?.user.usc_id;
  const restore = useRef(onRestore);
  restore.current = onRestore;

  useEffect(() => {
    if (owner === undefined) return;
    const draft = takeDraft(drafts, formKey, owner) as Partial<Values> | null;
    if (!draft) return;
    form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
    restore.current?.(draft);
    // Once per form and admin: a restored draft is gone from storage.
  }, [drafts, formKey, owner, form]);

  useEffect(() => {
    if (owner === undefined) return;
    return store.subscribe(() => {
      if (store.snapshot() === null && store.ended() === 'expired') {
        saveDraft(drafts, formKey, owner, keepableValues(form.getValues()));
      }
    });
  }, [store, drafts, formKey, owner, form]);
}
