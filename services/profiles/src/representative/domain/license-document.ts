import { LICENSE_DOCUMENT_MAX_BYTES, LICENSE_DOCUMENT_MAX_MEGABYTES } from '@callsheet/contracts';
import { detectPhotoType } from '../../photo/domain/photo-content.js';
import { ProfilesErrorCode, ProfilesException } from '../../profiles.errors.js';

export { LICENSE_DOCUMENT_MAX_BYTES, LICENSE_DOCUMENT_MAX_MEGABYTES };

export type LicenseDocumentType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** The extension each type's file is named with (the stored name always ends with it). */
const EXTENSIONS: Record<LicenseDocumentType, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
};

/** Longest stored file name, extension included (file systems take 255 bytes; names are shown, not kept as paths). */
export const LICENSE_DOCUMENT_NAME_MAX_LENGTH = 120;

/**
 * The type of a licence document from its first bytes, never from its name or declared content type,
 * which the client chooses: JPEG and PNG as photos are recognised (photo-content.ts; a WebP is a photo
 * but not a document type), a PDF by its header `%PDF-`.
 */
export function detectLicenseDocumentType(bytes: Buffer): LicenseDocumentType | undefined {
  const image = detectPhotoType(bytes);
  if (image === 'image/jpeg' || image === 'image/png') {
    return image;
  }
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return 'application/pdf';
  }
  return undefined;
}

/** Size first (cheap), then type: a document within the limit of an accepted type, or the error to show. */
export function checkLicenseDocument(bytes: Buffer): LicenseDocumentType {
  if (bytes.length > LICENSE_DOCUMENT_MAX_BYTES) {
    throw new ProfilesException(
      ProfilesErrorCode.FileTooLarge,
      `Max file size is ${LICENSE_DOCUMENT_MAX_MEGABYTES} MB`,
      [String(LICENSE_DOCUMENT_MAX_MEGABYTES)],
    );
  }
  if (bytes.length === 0) {
    throw new ProfilesException(ProfilesErrorCode.Required, 'The file is empty.', ['file']);
  }
  const type = detectLicenseDocumentType(bytes);
  if (!type) {
    throw new ProfilesException(
      ProfilesErrorCode.UnsupportedFileType,
      'A licence document must be a JPEG or PNG image or a PDF.',
      ['jpeg, png, pdf'],
    );
  }
  return type;
}

/**
 * The name a document is kept and offered under, from the name the member's file had: its last path
 * segment (browsers on Windows send `C:\…\scan.pdf`), without control or reserved characters, spaces
 * collapsed, at most LICENSE_DOCUMENT_NAME_MAX_LENGTH characters, and ending with the extension of the
 * type its content has (a PDF named `scan.png` is kept as `scan.pdf`). "license" when nothing is left.
 */
export function licenseDocumentFileName(original: string, type: LicenseDocumentType): string {
  const [extension] = EXTENSIONS[type];
  const lastSegment = original.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // Control characters, and what file systems and Content-Disposition headers reserve.
    .replace(/[\p{Cc}\p{Cf}"*:<>?|;]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const named = /^(.*)(\.[A-Za-z0-9]{1,5})$/.exec(cleaned);
  const stem = (named ? named[1] : cleaned).trim();
  const own = named?.[2].toLowerCase() ?? '';
  const kept = EXTENSIONS[type].includes(own) ? own : extension;
  const shortened = [...stem]
    .slice(0, LICENSE_DOCUMENT_NAME_MAX_LENGTH - kept.length)
    .join('')
    .trim();
  return `${shortened || 'license'}${kept}`;
}

/** What a profile without a licence document answers when asked for it: 404 licenseDocumentNotFound. */
export function licenseDocumentNotFound(representativeId: string): ProfilesException {
  return new ProfilesException(
    ProfilesErrorCode.LicenseDocumentNotFound,
    `No licence document on file for representative profile ${representativeId}.`,
    [representativeId],
  );
}
