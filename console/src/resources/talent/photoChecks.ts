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

export type PhotoRefusal =
  | { code: 'fileTooLarge'; args: { max: number } }
  | { code: 'unsupportedFileType'; args: { types: string } }
  | { code: 'emptyFile'; args: Record<string, never> };

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
  if (size > PHOTO_MAX_BYTES) {
    return { code: 'fileTooLarge', args: { max: PHOTO_MAX_MEGABYTES } };
  }
  if (size === 0) {
    return { code: 'emptyFile', args: {} };
  }
  if (!detectPhotoType(head)) {
    return { code: 'unsupportedFileType', args: { types: 'JPEG, PNG, WebP' } };
  }
  return undefined;
}

/** Reads a file's first bytes and checks it. */
export async function checkPhotoFile(file: Blob): Promise<PhotoRefusal | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return photoRefusal(file.size, head);
}

/** Upload progress as a whole percentage. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) {
    return 0;
  }
  return Math.min(100, Math.round((loaded / total) * 100));
}
