import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getUser, keepingDraft } from './session.ts';

/**
 * Unsaved form drafts in the browser's IndexedDB (decision 0038): a long form survives an expired session, a
 * reload or a closed tab, photos included (IndexedDB keeps File objects; localStorage keeps only text and
 * about 5 MB). Keyed by the signed-in user, so another account on the same browser never sees them.
 */
const DB_NAME = 'innkeep-drafts';
const STORE = 'drafts';

interface StoredDraft<T> {
  values: T;
  savedAt: number;
}

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    // No IndexedDB (a locked-down browser): forms work as before, without drafts.
    request.onerror = () => resolve(null);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise((resolve) => {
    const request = act(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

export const loadDraft = <T>(key: string) => run<StoredDraft<T> | undefined>('readonly', (s) => s.get(key));
export const saveDraft = <T>(key: string, values: T) =>
  run('readwrite', (s) => s.put({ values, savedAt: Date.now() } satisfies StoredDraft<T>, key));
export const clearDraft = (key: string) => run('readwrite', (s) => s.delete(key));

/** The draft's key for this form and the signed-in user; null when signed out (nothing to keep it for). */
export function draftKey(form: string): string | null {
  const user = getUser();
  return user ? `${user.id}:${form}` : null;
}

const SAVE_AFTER_MS = 400;

/**
 * Keeps a react-hook-form form's values as a draft while the user edits it, and puts them back when the form
 * opens again (after signing in again, a reload…). `restored` says when a draft came back, so the page can
 * say so; `flush` writes now (before a save that may meet an expired session); `discard` forgets it (after a
 * successful save, or when the user throws the changes away).
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, name: string) {
  const [key] = useState(() => draftKey(name));
  const [restored, setRestored] = useState<Date | null>(null);
  const ready = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // While open, an expired session's sign-in page may say that what was typed was kept.
  useEffect(() => (key ? keepingDraft() : undefined), [key]);

  useEffect(() => {
    if (!key) return;
    let live = true;
    void loadDraft<T>(key).then((draft) => {
      if (!live) return;
      if (draft) {
        // Restored values count as changes (the form is dirty), so leaving still asks and Save sends them.
        form.reset(draft.values, { keepDefaultValues: true });
        setRestored(new Date(draft.savedAt));
      }
      ready.current = true;
    });
    return () => {
      live = false;
    };
  }, [key, form]);

  useEffect(() => {
    if (!key) return;
    const subscription = form.watch(() => {
      // Not before the stored draft was read: the form's first values must not overwrite it.
      if (!ready.current || !form.formState.isDirty) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveDraft(key, form.getValues()), SAVE_AFTER_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [key, form]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (key && form.formState.isDirty) await saveDraft(key, form.getValues());
  }, [key, form]);

  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    setRestored(null);
    if (key) await clearDraft(key);
  }, [key]);

  return { restored, flush, discard };
}
