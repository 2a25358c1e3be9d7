import type { JsonObject } from '@bufbuild/protobuf';
import { PaymentsErrorCode } from '@callsheet/contracts';
import { KernelException } from '@callsheet/kernel';
import { Body, createParamDecorator, Injectable, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {} from '@fastify/multipart';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { readMultipart } from '../../http/multipart-read.js';

/*
 * What the connected-account routes accept. Stripe's objects stay in Stripe's names (snake_case, as the
 * console's forms and Stripe.js have them) and pass through as JSON objects; payments and Stripe check
 * their fields. The payout body is not a message: a class-validator DTO.
 */

/** A request body in Stripe's names: a JSON object without our account, else a 400. */
@Injectable()
export class StripeObjectPipe implements PipeTransform<unknown, JsonObject> {
  transform(body: unknown): JsonObject {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw KernelException.validation('body', 'The request body must be a JSON object.');
    }
    if ('accountId' in body || 'account_id' in body) {
      throw KernelException.validation('account_id', 'account_id is not part of the request body.');
    }
    return body as JsonObject;
  }
}

/** `@StripeBody() fields: JsonObject`: a body in Stripe's names (StripeObjectPipe). */
export const StripeBody = (): ParameterDecorator => Body(new StripeObjectPipe());

/** The Idempotency-Key header, if any: the same key repeats the same Stripe writes once. */
export const IdempotencyKey = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const key = context.switchToHttp().getRequest<FastifyRequest>().headers['idempotency-key'];
  const value = Array.isArray(key) ? key[0] : key;
  if (value !== undefined && (value.length > 200 || !/^[\w.:-]+$/.test(value))) {
    throw KernelException.validation('Idempotency-Key', 'Idempotency-Key must be up to 200 letters, digits, _ . : -');
  }
  return value ?? '';
});

/** POST /api/account/onboarding-link: the Account Link type, or none for the default (payments decides). */
export class AccountLinkRequest {
  @ApiPropertyOptional({
    enum: ['account_onboarding', 'account_update'],
    description:
      'Stripe’s Account Link type; by default account_onboarding, which asks only for what is still due. account_update is refused for Express accounts (Stripe offers it only without a Stripe-hosted dashboard).',
  })
  @IsOptional()
  @IsString({ message: 'type must be account_onboarding or account_update.' })
  type?: string;
}

/** An instant payout (or its quote): a whole number of minor units, in the account's currency by default. */
export class PayoutRequest {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Minor units leaving the balance; the fee comes out of it' })
  @IsInt({ message: 'amount must be a whole number of minor units (cents), 1 or more.' })
  @Min(1, { message: 'amount must be a whole number of minor units (cents), 1 or more.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'amount must be a whole number of minor units (cents), 1 or more.' })
  amount!: number;

  @ApiPropertyOptional({ example: 'usd' })
  @IsOptional()
  @Matches(/^[a-zA-Z]{3}$/, { message: 'currency must be a three-letter ISO code (usd).' })
  currency?: string;
}

/**
 * The identity document size limit: payments checks it again with the type rules
 * (services/payments/src/account/domain/identity-file.ts, Stripe's "less than 10 MB"). The gateway
 * stops reading at the limit so an oversized upload never fills memory or file storage.
 */
export const IDENTITY_FILE_MAX_MEGABYTES = 10;
export const IDENTITY_FILE_MAX_BYTES = IDENTITY_FILE_MAX_MEGABYTES * 1_000_000;

export interface ReceivedFile {
  bytes: Buffer;
  fileName: string;
  purpose: string;
}

function notMultipart(): KernelException {
  return KernelException.validation(
    'file',
    'Send the document as multipart/form-data with "file" and "purpose" fields.',
  );
}

/** The file and the purpose field, in either order; the file read up to the limit. */
export async function receiveIdentityFile(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw notMultipart();
  }
  let file: { bytes: Buffer; fileName: string } | undefined;
  let purpose = '';
  await readMultipart(
    async () => {
      const parts = request.parts({ limits: { fileSize: IDENTITY_FILE_MAX_BYTES, files: 1, fields: 4 } });
      for await (const part of parts) {
        if (part.type === 'file') {
          file = { bytes: await part.toBuffer(), fileName: part.filename };
        } else if (part.fieldname === 'purpose' && typeof part.value === 'string') {
          purpose = part.value.trim();
        }
      }
    },
    { megabytes: IDENTITY_FILE_MAX_MEGABYTES, tooLargeCode: PaymentsErrorCode.FileTooLarge },
  );
  if (!file) {
    throw notMultipart();
  }
  return { ...file, purpose };
}
