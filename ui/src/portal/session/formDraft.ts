/**
 * What a patient had typed when the server ended their session (a 401 as they sent a form): kept
 * in the tab's sessionStorage under the patient's id, and put back when the same patient logs in
 * again and the form opens (ui/src/forms/drafts.ts). A logout drops them; another patient never
 * gets them.
 */
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/unwrap';
import { browserStorage } from '../../app/storage';
import { formDrafts, keepableValues } from '../../forms/drafts';

export const PATIENT_DRAFT_PREFIX = 'portal.paciente.rascunho.';

const drafts = formDrafts(PATIENT_DRAFT_PREFIX);
const storage = () => browserStorage('session');

/** Whether the patient has a draft of `formKey` waiting (a screen may reopen the form for it). */
export const hasPatientDraft = (formKey: string, owner: number | undefined) =>
  owner !== undefined && drafts.has(storage(), formKey, owner);

/** On 'Sair': nothing typed in this tab outlives the patient's own logout. */
export const dropPatientDrafts = () => drafts.drop(storage());

/**
 * Puts back `owner`'s draft of `formKey` when the form opens, and returns `keepOnExpiry`: called
 * with a send's failure, it keeps what was typed when that failure is the server ending the
 * session (401).
 */
export function usePatientFormDraft<Values extends FieldValues>(
  formKey: string,
  owner: number | undefined,
  form: UseFormReturn<Values, unknown, unknown>,
) {
  const restored = useRef(false);
  useEffect(() => {
    if (owner === undefined || restored.current) return;
    restored.current = true;
    const draft = drafts.take(storage(), formKey, owner) as Partial<Values> | null;
    if (draft) form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
  }, [formKey, owner, form]);

  return (failure: unknown) => {
    if (owner === undefined || !(failure instanceof ApiError) || failure.status !== 401) return;
    drafts.save(storage(), formKey, owner, keepableValues(form.getValues()));
  };
}
