import {
  LICENSE_DOCUMENT_MAX_BYTES,
  LICENSE_DOCUMENT_MAX_MEGABYTES,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGABYTES,
  ProfilesErrorCode,
} from '@callsheet/contracts';
import { KernelException } from '@callsheet/kernel';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { readMultipart } from '../http/multipart-read.js';

function notMultipart(): KernelException {
  return KernelException.validation('file', 'Send the photo as multipart/form-data with a "file" field.');
}

/** A photo upload's bytes (multipart field "file"), read up to the photo size limit. */
export async function receivePhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw notMultipart();
  }
  return readMultipart(
    async () => {
      const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      if (!file) {
        throw notMultipart();
      }
      return file.toBuffer();
    },
    { megabytes: PHOTO_MAX_MEGABYTES, tooLargeCode: ProfilesErrorCode.FileTooLarge },
  );
}

/** A licence document as received: its bytes and the name the member's file had. */
export interface ReceivedFile {
  bytes: Buffer;
  fileName: string;
}

function oneFileOnly(): KernelException {
  return KernelException.validation('file', 'Send one file, in the multipart field "file", and nothing else.');
}

/**
 * A licence document upload: exactly one part, a file in the field "file", read up to the document size
 * limit. Every part is read, so a second file, a field or a file under another name is refused (400
 * validationFailed naming "file") rather than ignored.
 */
export async function receiveLicenseDocument(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw oneFileOnly();
  }
  return readMultipart(
    async () => {
      let received: ReceivedFile | undefined;
      try {
        for await (const part of request.parts({
          limits: { fileSize: LICENSE_DOCUMENT_MAX_BYTES, files: 1, fields: 0 },
        })) {
          if (part.type !== 'file' || part.fieldname !== 'file' || received) {
            throw oneFileOnly();
          }
          received = { bytes: await part.toBuffer(), fileName: part.filename };
        }
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        // The parser's own refusals of a second file or of a field.
        throw code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' ? oneFileOnly() : error;
      }
      if (!received) {
        throw oneFileOnly();
      }
      return received;
    },
    { megabytes: LICENSE_DOCUMENT_MAX_MEGABYTES, tooLargeCode: ProfilesErrorCode.FileTooLarge },
  );
}
