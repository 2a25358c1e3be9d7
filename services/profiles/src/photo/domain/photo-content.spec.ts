import { ProfilesErrorCode } from '@callsheet/contracts';
import { checkPhoto, detectPhotoType, PHOTO_MAX_BYTES } from './photo-content.js';

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

function errorOf(action: () => unknown): { code: string; args: readonly string[]; message: string } {
  try {
    action();
  } catch (error) {
    return error as { code: string; args: readonly string[]; message: string };
  }
  throw new Error('expected an error');
}

describe('photo content', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(detectPhotoType(jpeg)).toBe('image/jpeg');
    expect(detectPhotoType(png)).toBe('image/png');
    expect(detectPhotoType(webp)).toBe('image/webp');
  });

  it('refuses a GIF, a PDF and text whatever they are called', () => {
    for (const bytes of [Buffer.from('GIF89a...'), Buffer.from('%PDF-1.7'), Buffer.from('hello')]) {
      expect(errorOf(() => checkPhoto(bytes)).code).toBe(ProfilesErrorCode.UnsupportedFileType);
    }
  });

  it('refuses a file over the limit with "Max file size is 10 MB"', () => {
    const error = errorOf(() => checkPhoto(Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES)])));
    expect(error).toMatchObject({ code: ProfilesErrorCode.FileTooLarge, message: 'Max file size is 10 MB' });
    expect(error.args).toEqual(['10']);
  });

  it('accepts a file of exactly the limit', () => {
    expect(checkPhoto(Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES - jpeg.length)]))).toBe('image/jpeg');
  });

  it('refuses an empty file', () => {
    expect(errorOf(() => checkPhoto(Buffer.alloc(0))).code).toBe(ProfilesErrorCode.Required);
  });
});
