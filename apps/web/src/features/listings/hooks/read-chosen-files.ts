import { isDuplicateUpload } from '@innkeep/contract/listings-uploads';

export interface NamedSized {
  name: string;
  size: number;
}

export interface ChosenFiles {
  accepted: File[];
  /** One message per refused file, in the spec's wording, in the order the files were chosen. */
  messages: string[];
}

/**
 * Runs the contract's per-file check on every chosen file and refuses same-name-and-size duplicates of
 * what the form already holds (or of an earlier file in the same pick). The duplicate message is given once.
 */
export async function sortChosenFiles(
  files: readonly File[],
  existing: readonly NamedSized[],
  check: (file: File) => Promise<string | null>,
  duplicateMessage: string,
): Promise<ChosenFiles> {
  const accepted: File[] = [];
  const messages: string[] = [];
  let duplicate = false;
  for (const file of files) {
    if (isDuplicateUpload(existing, file) || isDuplicateUpload(accepted, file)) {
      duplicate = true;
      continue;
    }
    const problem = await check(file);
    if (problem) messages.push(problem);
    else accepted.push(file);
  }
  if (duplicate) messages.push(duplicateMessage);
  return { accepted, messages };
}
