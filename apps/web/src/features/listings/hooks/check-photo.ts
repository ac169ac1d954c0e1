import { checkPhotoFile, judgePhoto, PHOTO_MESSAGES, photoMessage } from '@innkeep/contract/listings-uploads';

/**
 * The contract's byte-level photo check, then a real decode: a file whose header claims a JPEG/PNG of the
 * right size but which the browser cannot draw is refused too, judged on the decoded pixels.
 */
export async function checkPhoto(file: File): Promise<string | null> {
  const problem = await checkPhotoFile(file);
  if (problem) return problem;
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return PHOTO_MESSAGES.type(file.name);
  }
  const { width, height } = bitmap;
  bitmap.close();
  const decoded = judgePhoto({ width, height }, file.size);
  return decoded ? photoMessage(decoded, file.name) : null;
}
