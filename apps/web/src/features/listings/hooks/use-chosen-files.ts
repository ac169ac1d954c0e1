import type { FileRejection } from '@mantine/dropzone';
import { useRef, useState } from 'react';
import { type NamedSized, sortChosenFiles } from './read-chosen-files.ts';

interface ChosenFilesOptions<T extends NamedSized> {
  /** The form field's list and its setter (the field's `value` and `onChange`). */
  value: T[];
  onChange: (next: T[]) => void;
  /** The contract's per-file check: a refusal message, null to take the file, or the file to upload instead. */
  check: (file: File) => Promise<string | File | null>;
  duplicateMessage: string;
  max: number;
  tooManyMessage: string;
  /** The new list items for the accepted files (as chosen) and what to upload for each. */
  toItems: (accepted: File[], prepared: File[]) => T[];
}

/**
 * A form list of files (the Media and Attachment tabs): checks what is dropped or picked, adds what fits
 * under the limit and keeps the refusals to show. `latest` is the list as of the last change: a check is
 * async, and a pick made while another is checked must not drop the first one's files.
 */
export function useChosenFiles<T extends NamedSized>(options: ChosenFilesOptions<T>) {
  const { value, onChange, check, duplicateMessage, max, tooManyMessage, toItems } = options;
  const latest = useRef(value);
  latest.current = value;
  const [messages, setMessages] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);

  const add = async (files: File[]) => {
    setChecking(true);
    try {
      const {
        accepted,
        prepared,
        messages: refused,
      } = await sortChosenFiles(files, latest.current, check, duplicateMessage);
      const room = max - latest.current.length;
      const kept = accepted.slice(0, Math.max(room, 0));
      if (kept.length < accepted.length) refused.push(tooManyMessage);
      setMessages(refused);
      if (kept.length > 0) onChange([...latest.current, ...toItems(kept, prepared)]);
    } finally {
      setChecking(false);
    }
  };

  // The picker's own filter is only a convenience: every file gets the rule's check and message (docs/requirements/wire.md#R-W7).
  const onDropAny = (accepted: File[], rejected: FileRejection[]) =>
    void add([...accepted, ...rejected.map((r) => r.file)]);

  return { latest, messages, dismissMessages: () => setMessages([]), checking, onDropAny };
}
