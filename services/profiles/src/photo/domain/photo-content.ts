import { PHOTO_MAX_BYTES, PHOTO_MAX_MEGABYTES } from '@callsheet/contracts';
import { ProfilesErrorCode, ProfilesException } from '../../profiles.errors.js';

export { PHOTO_MAX_BYTES, PHOTO_MAX_MEGABYTES };
/** Most photos one talent profile keeps. */
export const PHOTOS_PER_PROFILE = 20;

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * The type of an image from its first bytes, never from its name or declared content type, which
 * the client chooses: JPEG (FF D8 FF), PNG (89 'PNG' CR LF 1A LF), WebP ('RIFF' size 'WEBP').
 */
export function detectPhotoType(bytes: Buffer): PhotoType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

/** Size first (cheap), then type: a photo within limits of an accepted type, or the error to show. */
export function checkPhoto(bytes: Buffer): PhotoType {
  if (bytes.length > PHOTO_MAX_BYTES) {
    throw new ProfilesException(ProfilesErrorCode.FileTooLarge, `Max file size is ${PHOTO_MAX_MEGABYTES} MB`, [
      String(PHOTO_MAX_MEGABYTES),
    ]);
  }
  if (bytes.length === 0) {
    throw new ProfilesException(ProfilesErrorCode.Required, 'The file is empty.', ['file']);
  }
  const type = detectPhotoType(bytes);
  if (!type) {
    throw new ProfilesException(ProfilesErrorCode.UnsupportedFileType, 'Photos must be JPEG, PNG or WebP images.', [
      'jpeg, png, webp',
    ]);
  }
  return type;
}
