/*
 * The checks a photo passes before it is sent, the same as the profiles service makes on its bytes
 * (photo-content.ts): at most 10 MB (PHOTO_MAX_MEGABYTES), and a JPEG, PNG or WebP image by its first
 * bytes, not by its name. The server checks again; these only spare the member a useless upload.
 */

export const PHOTO_MAX_MEGABYTES = 10;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;
/** What the file picker offers. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Why a file is refused before it is sent (a photo, a licence document), with the message's arguments. */
export type FileRefusal =
  | { code: 'fileTooLarge'; args: { max: number } }
  | { code: 'unsupportedFileType'; args: { types: string } }
  | { code: 'emptyFile'; args: Record<string, never> };

export type PhotoRefusal = FileRefusal;

/**
 * The refusal of a file by its size and first bytes, in the order the services check: too large, then
 * empty, then a type `detect` does not recognise (named `types` in the message).
 */
export function fileRefusal(
  size: number,
  head: Uint8Array,
  rule: { maxMegabytes: number; detect: (head: Uint8Array) => string | undefined; types: string },
): FileRefusal | undefined {
  if (size > rule.maxMegabytes * 1024 * 1024) {
    return { code: 'fileTooLarge', args: { max: rule.maxMegabytes } };
  }
  if (size === 0) {
    return { code: 'emptyFile', args: {} };
  }
  if (!rule.detect(head)) {
    return { code: 'unsupportedFileType', args: { types: rule.types } };
  }
  return undefined;
}

/** The type of an image from its first 12 bytes, or undefined. */
export function detectPhotoType(bytes: Uint8Array): PhotoType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) {
    return 'image/png';
  }
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

/** Why a file cannot be a profile photo (size first, as the server), or undefined when it can. */
export function photoRefusal(size: number, head: Uint8Array): PhotoRefusal | undefined {
  return fileRefusal(size, head, {
    maxMegabytes: PHOTO_MAX_MEGABYTES,
    detect: detectPhotoType,
    types: 'JPEG, PNG, WebP',
  });
}

/** Reads a file's first bytes and checks it. */
export async function checkPhotoFile(file: Blob): Promise<PhotoRefusal | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return photoRefusal(file.size, head);
}
