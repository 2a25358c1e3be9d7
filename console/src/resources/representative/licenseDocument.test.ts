import { describe, expect, it } from 'vitest';
import {
  checkLicenseDocumentFile,
  detectLicenseDocumentType,
  documentExpectedIn,
  documentKind,
  LICENSE_DOCUMENT_MAX_BYTES,
  licenseDocumentRefusal,
} from './licenseDocument';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3');
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBP');
const TEXT = new TextEncoder().encode('Licence TA-4410');

describe('licence documents checked before they are sent', () => {
  it('recognizes JPEG, PNG and PDF by their first bytes', () => {
    expect(detectLicenseDocumentType(JPEG)).toBe('image/jpeg');
    expect(detectLicenseDocumentType(PNG)).toBe('image/png');
    expect(detectLicenseDocumentType(PDF)).toBe('application/pdf');
  });

  it('refuses a WebP (a photo type), text and a PDF header cut short, whatever the file is called', () => {
    const refusal = { code: 'unsupportedFileType', args: { types: 'JPEG, PNG, PDF' } };
    expect(licenseDocumentRefusal(WEBP.length, WEBP)).toEqual(refusal);
    expect(licenseDocumentRefusal(TEXT.length, TEXT)).toEqual(refusal);
    expect(licenseDocumentRefusal(4, PDF.subarray(0, 4))).toEqual(refusal);
  });

  it('refuses a file over 10 MB before looking at its type, as the server does', () => {
    expect(licenseDocumentRefusal(LICENSE_DOCUMENT_MAX_BYTES + 1, PDF)).toEqual({
      code: 'fileTooLarge',
      args: { max: 10 },
    });
    expect(licenseDocumentRefusal(LICENSE_DOCUMENT_MAX_BYTES, PDF)).toBeUndefined();
  });

  it('refuses an empty file', () => {
    expect(licenseDocumentRefusal(0, new Uint8Array())).toEqual({ code: 'emptyFile', args: {} });
  });

  it('reads the head of a Blob', async () => {
    expect(await checkLicenseDocumentFile(new Blob([PDF, new Uint8Array(100)]))).toBeUndefined();
    expect(await checkLicenseDocumentFile(new Blob([TEXT]))).toMatchObject({ code: 'unsupportedFileType' });
  });

  it('tells a PDF from an image', () => {
    expect(documentKind('application/pdf')).toBe('pdf');
    expect(documentKind('image/png')).toBe('image');
  });
});

describe('where the licence document is expected', () => {
  const inState = (state: string, representationTypes = ['talentAgent']) => ({
    representationTypes,
    businessAddressDiffers: true,
    businessAddress: { country: 'US', state },
  });

  it('is where the licence rule applies to a talent agent: California and New York', () => {
    expect(documentExpectedIn(inState('CA'))?.id).toBe('US-CA');
    expect(documentExpectedIn(inState('ny'))?.id).toBe('US-NY');
  });

  it('is nowhere else, nor for a manager only', () => {
    expect(documentExpectedIn(inState('TX'))).toBeUndefined();
    expect(documentExpectedIn(inState('CA', ['talentManager']))).toBeUndefined();
    expect(documentExpectedIn({ representationTypes: ['talentAgent'] })).toBeUndefined();
  });
});
