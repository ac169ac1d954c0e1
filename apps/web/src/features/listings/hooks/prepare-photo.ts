import {
  imageFormatOf,
  judgeChosenPhoto,
  judgePhoto,
  PHOTO_MESSAGES,
  PHOTO_RULES,
  shrunkSize,
  sniffImage,
} from '@innkeep/contract/listings-uploads';

/** JPEG qualities tried in turn, then the same at a smaller size, until the photo fits the stored 2 MB. */
const QUALITIES = [0.85, 0.75, 0.65];
const SCALES = [1, 0.8, 0.6];

function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

const asJpegName = (name: string) => `${name.replace(/\.(jpe?g|png)$/i, '')}.jpg`;

/**
 * A chosen photo made ready to upload (decision 0038): refused with the rule's message when it breaks one;
 * taken as it is when it already fits 2 MB; otherwise a phone photo up to 25 MB and 40 MP is downscaled here,
 * in the browser, to a JPEG within 2 MB (its longest edge 2560 px at most, never under 1024x683), the right way
 * up (the camera's orientation applied) and without its EXIF data (no GPS position leaves the phone).
 */
export async function preparePhoto(file: File): Promise<string | File | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!imageFormatOf(head)) return PHOTO_MESSAGES.type(file.name);
  if (file.size > PHOTO_RULES.maxChosenBytes) return PHOTO_MESSAGES.chosenSize(file.name);
  const headerProblem = judgeChosenPhoto(sniffImage(new Uint8Array(await file.arrayBuffer())), file.size);
  if (headerProblem) return PHOTO_MESSAGES[headerProblem](file.name);
  if (typeof createImageBitmap !== 'function')
    return file.size > PHOTO_RULES.maxBytes ? PHOTO_MESSAGES.size(file.name) : null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return PHOTO_MESSAGES.type(file.name);
  }
  try {
    const decoded = judgeChosenPhoto({ width: bitmap.width, height: bitmap.height }, file.size);
    if (decoded) return PHOTO_MESSAGES[decoded](file.name);
    if (file.size <= PHOTO_RULES.maxBytes) return null;
    for (const scale of SCALES) {
      const size = shrunkSize(bitmap.width, bitmap.height, scale);
      for (const quality of QUALITIES) {
        const blob = await encode(bitmap, size.width, size.height, quality);
        if (blob && !judgePhoto(size, blob.size)) {
          return new File([blob], asJpegName(file.name), {
            type: 'image/jpeg',
            lastModified: file.lastModified,
          });
        }
      }
    }
    // Noise no JPEG squeezes under 2 MB at the minimum size: the stored rule's message.
    return PHOTO_MESSAGES.size(file.name);
  } finally {
    bitmap.close();
  }
}
