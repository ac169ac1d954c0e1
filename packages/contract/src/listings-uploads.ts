/**
 * Listing photo and attachment rules (docs/requirements/wire.md#R-W3), judged by the file's bytes, never its name.
 * Pure functions over bytes, so the browser checks a file before upload and the server checks it again
 * with the same rules (the server also decodes photos with sharp: a corrupt file is refused there).
 */

export const PHOTO_RULES = {
  /** What is stored (docs/requirements/wire.md#R-W7): the browser downscales a larger photo to fit before upload (decision 0038). */
  maxBytes: 2 * 1024 * 1024,
  /** What the photo picker takes: a phone camera's photo (decision 0038). */
  maxChosenBytes: 25 * 1024 * 1024,
  /** The longest edge of a downscaled photo: sharper than any page shows it, and fits 2 MB as a JPEG. */
  maxEdge: 2560,
  minWidth: 1024,
  minHeight: 683,
  /** 40 MP: a small file can claim a huge picture (16000x16000 of one colour), which decodes to gigabytes. */
  maxPixels: 40_000_000,
} as const;
export const ATTACHMENT_RULES = { maxBytes: 10 * 1024 * 1024 } as const;

export const PHOTO_MESSAGES = {
  type: (file: string) => `${file}: Only JPG and PNG formats are allowed.`,
  size: (file: string) => `${file}: File exceeds 2 MB.`,
  chosenSize: (file: string) => `${file}: File exceeds 25 MB.`,
  dimensions: (file: string) => `${file}: Minimum size is 1024x683px.`,
  pixels: (file: string) => `${file}: Maximum size is 40 megapixels (for example 8000x5000px).`,
  duplicate: 'New upload contains files that already exist.',
  hint: 'Minimum size requirement for photos: 1024 x 683 pixels',
} as const;

export const ATTACHMENT_MESSAGES = {
  type: (file: string) => `${file}: Only PDF files are allowed.`,
  size: (file: string) => `${file}: File exceeds 10 MB.`,
  duplicate: 'Some uploaded files already exist.',
} as const;

/** Accept lists for file pickers; the content is what counts. */
export const PHOTO_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] } as const;
export const ATTACHMENT_ACCEPT = { 'application/pdf': ['.pdf'] } as const;

export type PhotoProblem = 'type' | 'size' | 'dimensions' | 'pixels';

export interface SniffedImage {
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

const be16 = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const be32 = (b: Uint8Array, i: number) => be16(b, i) * 65536 + be16(b, i + 2);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function imageFormatOf(bytes: Uint8Array): 'jpeg' | 'png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (PNG_SIGNATURE.every((v, i) => bytes[i] === v)) return 'png';
  return null;
}

/** Format and pixel size read from the PNG header or the JPEG frame header; null when neither is valid. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const format = imageFormatOf(bytes);
  if (format === 'png') {
    const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
    if (ihdr !== 'IHDR') return null;
    return { format, width: be32(bytes, 16), height: be32(bytes, 20) };
  }
  if (format !== 'jpeg') return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { format, width: be16(bytes, i + 7), height: be16(bytes, i + 5) };
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or end before any frame header
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    }
    i += 2 + be16(bytes, i + 2);
  }
  return null;
}

/**
 * The photo rules in their order (type, size, dimensions, pixels) over what was read of a file: its
 * pixel size (null when it is no JPEG or PNG) and its byte size. The one judgement of the browser, which
 * reads the header or decodes the file, and of the server, which reads sharp's metadata.
 */
export function judgePhoto(
  image: { width: number; height: number } | null,
  size: number,
): PhotoProblem | null {
  if (!image) return 'type';
  if (size > PHOTO_RULES.maxBytes) return 'size';
  if (image.width < PHOTO_RULES.minWidth || image.height < PHOTO_RULES.minHeight) return 'dimensions';
  if (image.width * image.height > PHOTO_RULES.maxPixels) return 'pixels';
  return null;
}

/**
 * The photo picker's judgement: the stored rules, but up to 25 MB (the browser then downscales). Size and
 * pixels of what is stored are judged again on the downscaled file, and by the server.
 */
export function judgeChosenPhoto(
  image: { width: number; height: number } | null,
  size: number,
): 'type' | 'chosenSize' | 'dimensions' | 'pixels' | null {
  if (!image) return 'type';
  if (size > PHOTO_RULES.maxChosenBytes) return 'chosenSize';
  const problem = judgePhoto(image, 0);
  return problem === 'size' ? null : problem;
}

/**
 * The pixel size to downscale a photo to: the longest edge at most `maxEdge` (smaller by `scale` when a pass
 * was still too heavy), never below the minimum of 1024x683 on its own side, the proportions kept.
 */
export function shrunkSize(width: number, height: number, scale = 1): { width: number; height: number } {
  const fit = Math.min(1, (PHOTO_RULES.maxEdge * scale) / Math.max(width, height));
  const floor = Math.max(PHOTO_RULES.minWidth / width, PHOTO_RULES.minHeight / height);
  const factor = Math.min(1, Math.max(fit, floor));
  // Up, not to the nearest: a side at its minimum must not round to one pixel under it.
  return { width: Math.ceil(width * factor), height: Math.ceil(height * factor) };
}

/** The first broken photo rule judged from the file's header; null when the photo is fine. */
export function photoProblem(bytes: Uint8Array, size = bytes.length): PhotoProblem | null {
  return judgePhoto(sniffImage(bytes), size);
}

/** Pages show photos about this wide (a 480 px slot on a 2x screen); every listing photo is at least 1024 px. */
export const PHOTO_MAIN_WIDTH = 960;

/** The variant a page loads first: the smallest at least PHOTO_MAIN_WIDTH wide, else the largest. */
export function mainVariant<V extends { width: number }>(variants: readonly V[]): V | undefined {
  const byWidth = [...variants].sort((a, b) => a.width - b.width);
  return byWidth.find((v) => v.width >= PHOTO_MAIN_WIDTH) ?? byWidth.at(-1);
}

export function photoMessage(problem: PhotoProblem, fileName: string): string {
  return PHOTO_MESSAGES[problem](fileName);
}

/** `%PDF-` within the first KiB, as PDF readers accept it. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + 5 <= head.length; i++) {
    if (
      head[i] === 0x25 &&
      head[i + 1] === 0x50 &&
      head[i + 2] === 0x44 &&
      head[i + 3] === 0x46 &&
      head[i + 4] === 0x2d
    ) {
      return true;
    }
  }
  return false;
}

export function attachmentProblem(bytes: Uint8Array, size = bytes.length): 'type' | 'size' | null {
  if (!isPdf(bytes)) return 'type';
  if (size > ATTACHMENT_RULES.maxBytes) return 'size';
  return null;
}

interface NamedFile {
  name: string;
  size: number;
}
/** Same name and same size: the duplicate rule for photos and attachments (docs/requirements/wire.md#R-W7). */
export const isSameUpload = (a: NamedFile, b: NamedFile) => a.name === b.name && a.size === b.size;
export const isDuplicateUpload = (existing: readonly NamedFile[], file: NamedFile) =>
  existing.some((e) => isSameUpload(e, file));

/** Size shown in KB: bytes divided by 1000, rounded (docs/requirements/wire.md#R-W3). */
export const sizeKb = (bytes: number) => Math.round(bytes / 1000);

/** Browser check of a chosen photo; returns the rule's message or null. Reads at most 2 MB. */
export async function checkPhotoFile(file: Blob & { name: string }): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!imageFormatOf(head)) return PHOTO_MESSAGES.type(file.name);
  if (file.size > PHOTO_RULES.maxBytes) return PHOTO_MESSAGES.size(file.name);
  const problem = photoProblem(new Uint8Array(await file.arrayBuffer()), file.size);
  return problem ? photoMessage(problem, file.name) : null;
}

/** Browser check of a chosen attachment; returns a message or null. */
export async function checkAttachmentFile(file: Blob & { name: string }): Promise<string | null> {
  const problem = attachmentProblem(new Uint8Array(await file.slice(0, 1024).arrayBuffer()), file.size);
  return problem ? ATTACHMENT_MESSAGES[problem](file.name) : null;
}
