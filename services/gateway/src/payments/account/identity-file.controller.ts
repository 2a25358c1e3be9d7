import { create } from '@bufbuild/protobuf';
import { PaymentsErrorCode, UploadIdentityFileRequestSchema } from '@callsheet/contracts';
import { DomainError, FILE_STORAGE, KernelException, RpcClient, type FileStorage } from '@callsheet/kernel';
import { Controller, Inject, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type {} from '@fastify/multipart';
import { readMultipart } from '../../http/multipart-read.js';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiErrorResponses } from '../../http/api-error.response.js';
import { PaymentsAccountCalls } from '@callsheet/contracts';
import { IDEMPOTENCY_HEADER } from './payments-account.openapi.js';
import { idempotencyKeyOf } from './payments-account.rest.js';

/**
 * The identity document size limit: payments checks it again with the type rules
 * (services/payments/src/account/domain/identity-file.ts, Stripe's "less than 10 MB"). The gateway
 * stops reading at the limit so an oversized upload never fills memory or file storage.
 */
export const IDENTITY_FILE_MAX_MEGABYTES = 10;
export const IDENTITY_FILE_MAX_BYTES = IDENTITY_FILE_MAX_MEGABYTES * 1_000_000;

interface ReceivedFile {
  bytes: Buffer;
  fileName: string;
  purpose: string;
}

/** Identity documents for the connected account (spec section 7: POST /api/stripe/file). */
@ApiTags('account')
@ApiBearerAuth('access')
@Controller('api/stripe/file')
export class IdentityFileController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Post()
  @ApiOperation({
    summary: `Upload an identity document (multipart: "file" and "purpose" identity_document): PDF, JPEG, JPG or PNG by name and content, at most ${IDENTITY_FILE_MAX_MEGABYTES} MB; answers Stripe’s file id`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        purpose: { type: 'string', enum: ['identity_document'] },
        file: { type: 'string', format: 'binary' },
      },
      required: ['purpose', 'file'],
    },
  })
  @ApiResponse({
    status: 201,
    schema: {
      type: 'object',
      properties: {
        id: { type: 'string', example: 'file_1Nv...' },
        purpose: { type: 'string' },
        type: { type: 'string', enum: ['pdf', 'jpeg', 'png'] },
        size: { type: 'integer', description: 'Bytes' },
        file_name: { type: 'string' },
      },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiErrorResponses(400, 401, 403, 404, 413, 415, 503, 504)
  async upload(@CurrentCaller() caller: Caller, @Req() request: FastifyRequest) {
    const accountId = accountOf(caller);
    const received = await receiveIdentityFile(request);
    // Staged in file storage like photos: Kafka messages stay small. Payments checks, sends and removes it.
    const uploadKey = `uploads/${randomUUID()}`;
    await this.storage.put(uploadKey, received.bytes, 'application/octet-stream');
    const file = await this.rpc.send(
      PaymentsAccountCalls.uploadFile,
      create(UploadIdentityFileRequestSchema, {
        accountId,
        purpose: received.purpose,
        fileName: received.fileName,
        uploadKey,
        commandId: idempotencyKeyOf(request),
      }),
    );
    return { id: file.id, purpose: file.purpose, type: file.type, size: Number(file.size), file_name: file.fileName };
  }
}

function notMultipart(): KernelException {
  return KernelException.validation(
    'file',
    'Send the document as multipart/form-data with "file" and "purpose" fields.',
  );
}

/** The file and the purpose field, in either order; the file read up to the limit. */
async function receiveIdentityFile(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw notMultipart();
  }
  let file: { bytes: Buffer; fileName: string } | undefined;
  let purpose = '';
  try {
    await readMultipart(async () => {
      const parts = request.parts({ limits: { fileSize: IDENTITY_FILE_MAX_BYTES, files: 1, fields: 4 } });
      for await (const part of parts) {
        if (part.type === 'file') {
          file = { bytes: await part.toBuffer(), fileName: part.filename };
        } else if (part.fieldname === 'purpose' && typeof part.value === 'string') {
          purpose = part.value.trim();
        }
      }
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError(PaymentsErrorCode.FileTooLarge, `Max file size is ${IDENTITY_FILE_MAX_MEGABYTES} MB`, [
        String(IDENTITY_FILE_MAX_MEGABYTES),
      ]);
    }
    throw error;
  }
  if (!file) {
    throw notMultipart();
  }
  return { ...file, purpose };
}
