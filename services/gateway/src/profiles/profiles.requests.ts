import { PHOTO_MAX_BYTES, PHOTO_MAX_MEGABYTES, ProfilesErrorCode } from '@callsheet/contracts';
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
