import type { ListingFormValues } from '@innkeep/contract/listings-form';
import type { FileRejection } from '@mantine/dropzone';
import { useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { sortChosenFiles } from './read-chosen-files.ts';

type FileListName = 'images' | 'attachments';
type FileItem<N extends FileListName> = ListingFormValues[N][number];

interface ChosenFilesOptions<N extends FileListName> {
  /** The listing form's list of files the tab edits. */
  name: N;
  /** The contract's per-file check: a refusal message, null to take the file, or the file to upload instead. */
  check: (file: File) => Promise<string | File | null>;
  duplicateMessage: string;
  max: number;
  tooManyMessage: string;
  /** The new list items for the accepted files (as chosen) and what to upload for each. */
  toItems: (accepted: File[], prepared: File[]) => FileItem<N>[];
}

/**
 * A listing form's list of files (the Media and Attachment tabs): checks what is dropped or picked, adds what fits
 * under the limit and keeps the refusals to show. `latest` is the list as of the last change: a check is
 * async, and a pick made while another is checked must not drop the first one's files.
 */
export function useChosenFiles<N extends FileListName>(options: ChosenFilesOptions<N>) {
  const { name, check, duplicateMessage, max, tooManyMessage, toItems } = options;
  const { control } = useFormContext<ListingFormValues>();
  const { field, fieldState } = useController({ control, name });
  const items: FileItem<N>[] = field.value;
  const latest = useRef(items);
  latest.current = items;
  const set = (next: FileItem<N>[]) => field.onChange(next);
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
      if (kept.length > 0) set([...latest.current, ...toItems(kept, prepared)]);
    } finally {
      setChecking(false);
    }
  };

  // The picker's own filter is only a convenience: every file gets the rule's check and message (docs/requirements/wire.md#R-W7).
  const onDropAny = (accepted: File[], rejected: FileRejection[]) =>
    void add([...accepted, ...rejected.map((r) => r.file)]);

  return {
    items,
    latest,
    set,
    remove: (index: number) => set(latest.current.filter((_, i) => i !== index)),
    /** Each item's errors, and what the form's check says of the whole list. */
    itemErrors: Array.isArray(fieldState.error) ? fieldState.error : undefined,
    listError: fieldState.error?.message ?? fieldState.error?.root?.message,
    messages,
    dismissMessages: () => setMessages([]),
    checking,
    onDropAny,
  };
}
