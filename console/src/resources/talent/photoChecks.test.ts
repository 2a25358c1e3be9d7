import { describe, expect, it } from 'vitest';
import { checkPhotoFile, detectPhotoType, photoRefusal, PHOTO_MAX_BYTES } from './photoChecks';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBP');
const GIF = new TextEncoder().encode('GIF89a\u0000\u0000\u0000\u0000\u0000\u0000');
const PDF = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3');

describe('photos checked before they are sent', () => {
  it('recognizes JPEG, PNG and WebP by their first bytes', () => {
    expect(detectPhotoType(JPEG)).toBe('image/jpeg');
    expect(detectPhotoType(PNG)).toBe('image/png');
    expect(detectPhotoType(WEBP)).toBe('image/webp');
  });

  it('refuses other types whatever the file is called', () => {
    expect(detectPhotoType(GIF)).toBeUndefined();
    expect(photoRefusal(PDF.length, PDF)).toEqual({ code: 'unsupportedFileType', args: { types: 'JPEG, PNG, WebP' } });
  });

  it('refuses a file over 10 MB before looking at its type, as the server does', () => {
    expect(photoRefusal(PHOTO_MAX_BYTES + 1, JPEG)).toEqual({ code: 'fileTooLarge', args: { max: 10 } });
    expect(photoRefusal(PHOTO_MAX_BYTES, JPEG)).toBeUndefined();
  });

  it('refuses an empty file', () => {
    expect(photoRefusal(0, new Uint8Array())).toEqual({ code: 'emptyFile', args: {} });
  });

  it('reads the head of a Blob', async () => {
    expect(await checkPhotoFile(new Blob([PNG, new Uint8Array(100)]))).toBeUndefined();
    expect(await checkPhotoFile(new Blob([GIF]))).toMatchObject({ code: 'unsupportedFileType' });
  });
});
