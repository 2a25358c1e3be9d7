import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';
import { invalidValue, isBlank, required, requiredText } from './account-field-rules.js';

/*
 * Identity document uploads (POST /api/stripe/file, spec section 7) and dispute file names (spec
 * section 5), checked before anything is sent to Stripe.
 *
 * | rule      | value                                   | why                                             |
 * | --------- | --------------------------------------- | ----------------------------------------------- |
 * | purpose   | identity_document                       | the only purpose this endpoint uploads for      |
 * | size      | 1 byte up to 10 MB (10,000,000 bytes)   | Stripe: a verification document must be "less   |
 * |           |                                         | than 10 MB"; the Files API takes 16 MB for the  |
 * |           |                                         | purpose, but Stripe then refuses the document   |
 * |           |                                         | as too large. MB read as 10^6 bytes, the        |
 * |           |                                         | stricter reading                                |
 * | name      | ends in .pdf, .jpeg, .jpg or .png, any  | spec section 5's list; Stripe's PDF, JPEG, PNG  |
 * |           | case                                    |                                                 |
 * | content   | starts with %PDF- (PDF), FF D8 FF       | a renamed file (an .exe called .png) is refused |
 * |           | (JPEG) or 89 50 4E 47 0D 0A 1A 0A (PNG) |                                                 |
 * | agreement | the name's type is the content's type   | a PNG named .pdf would reach Stripe as a PDF    |
 *
 * Any failed type rule answers invalidFileType ("Only PDF, JPEG, JPG, PNG allowed"), the size rule
 * fileTooLarge with the limit in MB. Sources: Stripe's File upload guide (purposes, formats, 16 MB) and
 * the Account and Person APIs' verification.document ("JPG, PNG, or PDF format, and less than 10 MB").
 */
export const IDENTITY_DOCUMENT_PURPOSE = 'identity_document';
export const IDENTITY_DOCUMENT_MAX_MB = 10;
export const IDENTITY_DOCUMENT_MAX_BYTES = IDENTITY_DOCUMENT_MAX_MB * 1_000_000;
export const FILE_NAME_MAX_LENGTH = 255;

export const FILE_TYPES = ['pdf', 'jpeg', 'png'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export interface FileTypeRule {
  type: FileType;
  extensions: readonly string[];
  mimeType: string;
  /** The bytes every file of the type starts with. */
  signature: readonly number[];
}

export const FILE_TYPE_RULES: readonly FileTypeRule[] = [
  { type: 'pdf', extensions: ['pdf'], mimeType: 'application/pdf', signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'jpeg', extensions: ['jpeg', 'jpg'], mimeType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
  {
    type: 'png',
    extensions: ['png'],
    mimeType: 'image/png',
    signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
];

export interface IdentityFileInput {
  purpose: unknown;
  fileName: unknown;
  /** The uploaded bytes (a Node Buffer is one). */
  content: Uint8Array | null | undefined;
}

export interface IdentityFile {
  purpose: typeof IDENTITY_DOCUMENT_PURPOSE;
  fileName: string;
  type: FileType;
  mimeType: string;
  size: number;
}

function invalidFileType(): PaymentsException {
  return new PaymentsException(PaymentsErrorCode.InvalidFileType, 'Only PDF, JPEG, JPG, PNG allowed', ['file']);
}

/** The type a file name's extension claims, any case; undefined when none of ours. */
export function fileTypeOfName(fileName: string): FileType | undefined {
  const extension = /\.([A-Za-z]+)$/.exec(fileName)?.[1].toLowerCase();
  return FILE_TYPE_RULES.find((rule) => extension !== undefined && rule.extensions.includes(extension))?.type;
}

/** The type the content's first bytes show; undefined when none of ours. */
export function fileTypeOfContent(content: Uint8Array): FileType | undefined {
  return FILE_TYPE_RULES.find(
    (rule) => content.length >= rule.signature.length && rule.signature.every((byte, index) => content[index] === byte),
  )?.type;
}

/** An identity document ready to upload to Stripe, or the first rule it breaks. */
export function checkIdentityFile(input: IdentityFileInput): IdentityFile {
  if (isBlank(input.purpose)) {
    throw required('purpose');
  }
  if (input.purpose !== IDENTITY_DOCUMENT_PURPOSE) {
    throw invalidValue('purpose', `The purpose must be ${IDENTITY_DOCUMENT_PURPOSE}`);
  }
  const content = input.content;
  if (!content || content.length === 0 || isBlank(input.fileName)) {
    throw required('file');
  }
  if (content.length > IDENTITY_DOCUMENT_MAX_BYTES) {
    throw new PaymentsException(PaymentsErrorCode.FileTooLarge, `Max file size is ${IDENTITY_DOCUMENT_MAX_MB} MB`, [
      String(IDENTITY_DOCUMENT_MAX_MB),
    ]);
  }
  const fileName = requiredText('file.name', input.fileName, FILE_NAME_MAX_LENGTH);
  const named = fileTypeOfName(fileName);
  const actual = fileTypeOfContent(content);
  if (named === undefined || actual === undefined || named !== actual) {
    throw invalidFileType();
  }
  const rule = FILE_TYPE_RULES.find((candidate) => candidate.type === actual) as FileTypeRule;
  return { purpose: IDENTITY_DOCUMENT_PURPOSE, fileName, type: actual, mimeType: rule.mimeType, size: content.length };
}

/**
 * A dispute evidence file name must end in jpeg, jpg, pdf or png, any case (spec section 5). We read
 * "end in" as the extension after a dot: a name like "scanpdf" tells nothing about the file's type.
 */
export function assertDisputeFileName(name: unknown): FileType {
  if (isBlank(name)) {
    throw required('file');
  }
  const type = typeof name === 'string' ? fileTypeOfName(name.trim()) : undefined;
  if (type === undefined) {
    throw invalidFileType();
  }
  return type;
}
