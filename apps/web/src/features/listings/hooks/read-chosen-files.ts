import { isDuplicateUpload } from '@innkeep/contract/listings-uploads';

export interface NamedSized {
  name: string;
  size: number;
}

export interface ChosenFiles {
  /** The files as chosen: their name and size are what a later pick is compared with. */
  accepted: File[];
  /** What to upload for each accepted file, in the same order: the check's replacement (a downscaled photo) or the file. */
  prepared: File[];
  /** One message per refused file, in the contract's wording, in the order the files were chosen. */
  messages: string[];
}

/**
 * Runs the contract's per-file check on every chosen file and refuses same-name-and-size duplicates of
 * what the form already holds (or of an earlier file in the same pick). The duplicate message is given once,
 * naming the files it left out, as every other refusal names its file.
 */
export async function sortChosenFiles(
  files: readonly File[],
  existing: readonly NamedSized[],
  /** A refusal message, null to take the file as it is, or the file to upload instead. */
  check: (file: File) => Promise<string | File | null>,
  duplicateMessage: string,
): Promise<ChosenFiles> {
  const accepted: File[] = [];
  const prepared: File[] = [];
  const messages: string[] = [];
  const duplicates: string[] = [];
  for (const file of files) {
    if (isDuplicateUpload(existing, file) || isDuplicateUpload(accepted, file)) {
      if (!duplicates.includes(file.name)) duplicates.push(file.name);
      continue;
    }
    const verdict = await check(file);
    if (typeof verdict === 'string') messages.push(verdict);
    else {
      accepted.push(file);
      prepared.push(verdict ?? file);
    }
  }
  if (duplicates.length > 0) messages.push(`${duplicateMessage} Not added again: ${duplicates.join(', ')}.`);
  return { accepted, prepared, messages };
}
