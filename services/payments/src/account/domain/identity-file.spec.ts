import { describeRefusal } from '@callsheet/testing';
import { PaymentsErrorCode } from '../../payments.errors.js';
import {
  assertDisputeFileName,
  checkIdentityFile,
  fileTypeOfContent,
  fileTypeOfName,
  IDENTITY_DOCUMENT_MAX_BYTES,
  type IdentityFileInput,
} from './identity-file.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00');
const TEXT = Buffer.from('just some text');

/** A PDF of exactly `size` bytes. */
function pdfOfSize(size: number): Uint8Array {
  const content = new Uint8Array(size);
  content.set(PDF.subarray(0, 5));
  return content;
}

function upload(overrides: Partial<IdentityFileInput> = {}): IdentityFileInput {
  return { purpose: 'identity_document', fileName: 'passport.pdf', content: PDF, ...overrides };
}

const INVALID_FILE_TYPE = {
  code: PaymentsErrorCode.InvalidFileType,
  args: ['file'],
  message: 'Only PDF, JPEG, JPG, PNG allowed',
};

describe('identity document upload', () => {
  it.each<[string, Uint8Array, string, string]>([
    ['passport.pdf', PDF, 'pdf', 'application/pdf'],
    ['ID.PDF', PDF, 'pdf', 'application/pdf'],
    ['front.jpg', JPEG, 'jpeg', 'image/jpeg'],
    ['front.JPEG', JPEG, 'jpeg', 'image/jpeg'],
    ['back.Png', PNG, 'png', 'image/png'],
    ['C:\\fakepath\\licence.jpeg', JPEG, 'jpeg', 'image/jpeg'],
  ])('accepts %s', (fileName, content, type, mimeType) => {
    expect(checkIdentityFile(upload({ fileName, content }))).toEqual({
      purpose: 'identity_document',
      fileName,
      type,
      mimeType,
      size: content.length,
    });
  });

  it('accepts a file of exactly 10 MB', () => {
    expect(checkIdentityFile(upload({ content: pdfOfSize(IDENTITY_DOCUMENT_MAX_BYTES) })).size).toBe(10_000_000);
  });

  // One refusal per row: the table reads better unwrapped.
  // prettier-ignore
  it.each<[string, Partial<IdentityFileInput>, { code: string; args: string[]; message: string }]>([
    ['no purpose', { purpose: undefined }, { code: PaymentsErrorCode.Required, args: ['purpose'], message: 'This is a required field.' }],
    ['another purpose', { purpose: 'dispute_evidence' }, { code: PaymentsErrorCode.InvalidValue, args: ['purpose'], message: 'The purpose must be identity_document' }],
    ['no content', { content: undefined }, { code: PaymentsErrorCode.Required, args: ['file'], message: 'This is a required field.' }],
    ['an empty file', { content: new Uint8Array(0) }, { code: PaymentsErrorCode.Required, args: ['file'], message: 'This is a required field.' }],
    ['no file name', { fileName: ' ' }, { code: PaymentsErrorCode.Required, args: ['file'], message: 'This is a required field.' }],
    ['a file over 10 MB', { content: pdfOfSize(IDENTITY_DOCUMENT_MAX_BYTES + 1) }, { code: PaymentsErrorCode.FileTooLarge, args: ['10'], message: 'Max file size is 10 MB' }],
    ['a file name over 255 characters', { fileName: `${'x'.repeat(252)}.pdf` }, { code: PaymentsErrorCode.MaxLength, args: ['255', 'file.name'], message: 'Max 255 characters' }],
    ['a GIF', { fileName: 'photo.gif', content: GIF }, INVALID_FILE_TYPE],
    ['a PNG named .pdf', { fileName: 'passport.pdf', content: PNG }, INVALID_FILE_TYPE],
    ['a PDF named .jpg', { fileName: 'passport.jpg', content: PDF }, INVALID_FILE_TYPE],
    ['text named .png', { fileName: 'passport.png', content: TEXT }, INVALID_FILE_TYPE],
    ['a PDF without extension', { fileName: 'passport', content: PDF }, INVALID_FILE_TYPE],
    ['a PDF named .pdf.exe', { fileName: 'passport.pdf.exe', content: PDF }, INVALID_FILE_TYPE],
    ['a JPEG cut after two bytes', { fileName: 'front.jpg', content: Uint8Array.from([0xff, 0xd8]) }, INVALID_FILE_TYPE],
  ])('refuses %s', (_name, overrides, refusal) => {
    expect(describeRefusal(() => checkIdentityFile(upload(overrides)))).toEqual(refusal);
  });

  it.each([
    ['a.pdf', 'pdf'],
    ['a.JpG', 'jpeg'],
    ['a.jpeg', 'jpeg'],
    ['a.png', 'png'],
    ['a.gif', undefined],
    ['pdf', undefined],
  ])('reads the type of the name %s as %s', (name, type) => {
    expect(fileTypeOfName(name)).toBe(type);
  });

  it.each<[string, Uint8Array, string | undefined]>([
    ['PDF', PDF, 'pdf'],
    ['JPEG', JPEG, 'jpeg'],
    ['PNG', PNG, 'png'],
    ['GIF', GIF, undefined],
    ['a PNG signature cut short', PNG.subarray(0, 4), undefined],
  ])('reads the type of %s content', (_name, content, type) => {
    expect(fileTypeOfContent(content)).toBe(type);
  });
});

describe('dispute file name', () => {
  it.each([
    ['evidence.jpeg', 'jpeg'],
    ['EVIDENCE.JPG', 'jpeg'],
    ['receipt.Pdf', 'pdf'],
    [' screenshot.png ', 'png'],
  ])('accepts %s', (name, type) => {
    expect(assertDisputeFileName(name)).toBe(type);
  });

  it.each([['evidence.gif'], ['evidence'], ['scanpdf'], ['evidence.pdf.txt'], [42]])('refuses %p', (name) => {
    expect(describeRefusal(() => assertDisputeFileName(name))).toEqual(INVALID_FILE_TYPE);
  });

  it('requires a name', () => {
    expect(describeRefusal(() => assertDisputeFileName(''))).toEqual({
      code: PaymentsErrorCode.Required,
      args: ['file'],
      message: 'This is a required field.',
    });
  });
});
