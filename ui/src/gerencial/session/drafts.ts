/**
 * What an admin had typed when the server ended the session (a 401 mid-form): kept in the tab's
 * sessionStorage, per form, until the same admin logs in again and the form opens; then put back.
 * Passwords are never kept. A logout, or another admin logging in on this tab, drops them.
 */
export const DRAFT_PREFIX = 'portal.gerencial.rascunho.';

interface StoredDraft {
  /** usc_id of the admin who typed it. */
  owner: number;
  values: Record<string, unknown>;
}

const keyOf = (form: string) => `${DRAFT_PREFIX}${form}`;

const draftKeys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null && key.startsWith(DRAFT_PREFIX),
  );

export function saveDraft(
  storage: Storage | null,
  form: string,
  owner: number,
  values: Record<string, unknown>,
): void {
  try {
    storage?.setItem(keyOf(form), JSON.stringify({ owner, values } satisfies StoredDraft));
  } catch {
    // Storage refused or full: the values cannot be kept.
  }
}

/** The draft of `form` typed by `owner`, removed from storage as it is handed back. */
export function takeDraft(
  storage: Storage | null,
  form: string,
  owner: number,
): Record<string, unknown> | null {
  try {
    const text = storage?.getItem(keyOf(form));
    if (!text) return null;
    storage?.removeItem(keyOf(form));
    const draft = JSON.parse(text) as Partial<StoredDraft> | null;
    if (!draft || draft.owner !== owner || !draft.values || typeof draft.values !== 'object')
      return null;
    return draft.values;
  } catch {
    return null;
  }
}

/** Drops every draft, or those typed by anyone but `keepOwner`. */
export function dropDrafts(storage: Storage | null, keepOwner?: number): void {
  try {
    if (!storage) return;
    for (const key of draftKeys(storage)) {
      const owner = (JSON.parse(storage.getItem(key) ?? 'null') as StoredDraft | null)?.owner;
      if (keepOwner === undefined || owner !== keepOwner) storage.removeItem(key);
    }
  } catch {
    // Nothing to drop where storage cannot be read.
  }
}

/** Field names whose values are never written to storage. */
export const isSecretField = (name: string) => /senha|password/i.test(name);

/** The values worth keeping: no passwords, no files (they cannot be stored). */
export function keepableValues(values: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isSecretField(name)) continue;
    if (typeof Blob !== 'undefined' && value instanceof Blob) continue;
    kept[name] = value;
  }
  return kept;
}
