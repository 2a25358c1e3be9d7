import { ProfilesErrorCode } from '@callsheet/contracts';
import {
  checkLicenseDocument,
  detectLicenseDocumentType,
  LICENSE_DOCUMENT_MAX_BYTES,
  LICENSE_DOCUMENT_NAME_MAX_LENGTH,
  licenseDocumentFileName,
} from './license-document.js';

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1');
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

function errorOf(action: () => unknown): { code: string; args: readonly string[]; message: string } {
  try {
    action();
  } catch (error) {
    return error as { code: string; args: readonly string[]; message: string };
  }
  throw new Error('expected an error');
}

describe('licence document content', () => {
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(detectLicenseDocumentType(jpeg)).toBe('image/jpeg');
    expect(detectLicenseDocumentType(png)).toBe('image/png');
    expect(detectLicenseDocumentType(pdf)).toBe('application/pdf');
  });

  it.each([
    ['a WebP (a photo type, not a document type)', webp],
    ['a GIF', Buffer.from('GIF89a...')],
    ['text', Buffer.from('Licence number TA-4521')],
    ['a PDF header that is not at the start', Buffer.concat([Buffer.from(' '), pdf])],
    ['a PDF header cut short', Buffer.from('%PDF')],
    ['a lower-case header', Buffer.from('%pdf-1.7')],
  ])('refuses %s as unsupportedFileType naming the accepted types', (_case, bytes) => {
    const error = errorOf(() => checkLicenseDocument(bytes));
    expect(error).toMatchObject({ code: ProfilesErrorCode.UnsupportedFileType, args: ['jpeg, png, pdf'] });
  });

  it('refuses a file over the limit with "Max file size is 10 MB", even a PDF', () => {
    const error = errorOf(() => checkLicenseDocument(Buffer.concat([pdf, Buffer.alloc(LICENSE_DOCUMENT_MAX_BYTES)])));
    expect(error).toMatchObject({ code: ProfilesErrorCode.FileTooLarge, message: 'Max file size is 10 MB' });
    expect(error.args).toEqual(['10']);
  });

  it('accepts a file of exactly the limit', () => {
    expect(checkLicenseDocument(Buffer.concat([pdf, Buffer.alloc(LICENSE_DOCUMENT_MAX_BYTES - pdf.length)]))).toBe(
      'application/pdf',
    );
  });

  it('refuses an empty file as a required file', () => {
    expect(errorOf(() => checkLicenseDocument(Buffer.alloc(0)))).toMatchObject({
      code: ProfilesErrorCode.Required,
      args: ['file'],
    });
  });
});

describe('licence document file name', () => {
  it.each([
    ['keeps a plain name with its own extension', 'CA licence 2026.pdf', 'application/pdf', 'CA licence 2026.pdf'],
    ['keeps .jpeg for a JPEG', 'scan.JPEG', 'image/jpeg', 'scan.jpeg'],
    ['names by content: a PDF called .png', 'scan.png', 'application/pdf', 'scan.pdf'],
    ['adds the extension a name lacks', 'licence', 'image/png', 'licence.png'],
    ['keeps dots inside the name', 'talent.agency.v2.pdf', 'application/pdf', 'talent.agency.v2.pdf'],
    [
      'keeps the last segment of a Windows path',
      'C:\\Users\\grace\\Desktop\\licence.pdf',
      'application/pdf',
      'licence.pdf',
    ],
    ['keeps the last segment of a relative path', '../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    [
      'drops reserved and control characters',
      'a"b<c>d|e?f*g:h;i\u0000j\r\nk.pdf',
      'application/pdf',
      'abcdefghijk.pdf',
    ],
    ['drops a right-to-left override', 'licence\u202Efdp.exe', 'application/pdf', 'licencefdp.pdf'],
    ['collapses spaces', '  my    licence  .pdf', 'application/pdf', 'my licence.pdf'],
    ['does not make a hidden file', '.pdf', 'application/pdf', 'pdf.pdf'],
    ['falls back to "license" for nothing', '', 'image/jpeg', 'license.jpg'],
    [
      'keeps letters of any script',
      'licencia de agente – García.pdf',
      'application/pdf',
      'licencia de agente – García.pdf',
    ],
  ] as const)('%s', (_case, original, type, expected) => {
    expect(licenseDocumentFileName(original, type)).toBe(expected);
  });

  it(`shortens a long name to ${LICENSE_DOCUMENT_NAME_MAX_LENGTH} characters, keeping the extension`, () => {
    const name = licenseDocumentFileName(`${'é'.repeat(300)}.pdf`, 'application/pdf');
    expect([...name]).toHaveLength(LICENSE_DOCUMENT_NAME_MAX_LENGTH);
    expect(name.endsWith('é.pdf')).toBe(true);
  });
});
