/**
 * What a person had typed when the server ended their session (a 401 mid-form): kept in the tab's
 * sessionStorage, per form, until the same person logs in again and the form opens; then put
 * back. Passwords and files are never kept. Each app keeps its drafts under its own prefix
 * (`formDrafts('portal.gerencial.rascunho.')`); a draft is handed back only to its owner.
 */

interface StoredDraft {
  /** The id of the person who typed it (the admin's usc_id, the patient's id). */
  owner: number;
  values: Record<string, unknown>;
}

export interface FormDrafts {
  prefix: string;
  save(storage: Storage | null, form: string, owner: number, values: Record<string, unknown>): void;
  /** The draft of `form` typed by `owner`, removed from storage as it is handed back. */
  take(storage: Storage | null, form: string, owner: number): Record<string, unknown> | null;
  /** Whether `owner` has a draft of `form`, leaving it in place. */
  has(storage: Storage | null, form: string, owner: number): boolean;
  /** Drops every draft, or those typed by anyone but `keepOwner`. */
  drop(storage: Storage | null, keepOwner?: number): void;
}

const parse = (text: string | null | undefined): Partial<StoredDraft> | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as Partial<StoredDraft> | null;
  } catch {
    return null;
  }
};

const valuesOf = (draft: Partial<StoredDraft> | null, owner: number) =>
  draft && draft.owner === owner && draft.values && typeof draft.values === 'object'
    ? draft.values
    : null;

export function formDrafts(prefix: string): FormDrafts {
  const keyOf = (form: string) => `${prefix}${form}`;
  const draftKeys = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null && key.startsWith(prefix),
    );
  return {
    prefix,
    save(storage, form, owner, values) {
      try {
        storage?.setItem(keyOf(form), JSON.stringify({ owner, values } satisfies StoredDraft));
      } catch {
        // Storage refused or full: the values cannot be kept.
      }
    },
    take(storage, form, owner) {
      try {
        const text = storage?.getItem(keyOf(form));
        if (!text) return null;
        storage?.removeItem(keyOf(form));
        return valuesOf(parse(text), owner);
      } catch {
        return null;
      }
    },
    has(storage, form, owner) {
      try {
        return valuesOf(parse(storage?.getItem(keyOf(form))), owner) !== null;
      } catch {
        return false;
      }
    },
    drop(storage, keepOwner) {
      try {
        if (!storage) return;
        for (const key of draftKeys(storage)) {
          const owner = parse(storage.getItem(key))?.owner;
          if (keepOwner === undefined || owner !== keepOwner) storage.removeItem(key);
        }
      } catch {
        // Nothing to drop where storage cannot be read.
      }
    },
  };
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
