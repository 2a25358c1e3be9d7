import { Command } from '@nestjs/cqrs';
import type { IdentityFile } from '../../domain/identity-file.js';

export interface UploadedIdentityFile extends IdentityFile {
  /** Stripe's file id (file_...), for individual.verification.document.front/back. */
  id: string;
}

/**
 * POST /api/stripe/file: an identity document the gateway staged in file storage under uploadKey,
 * checked (domain/identity-file.ts) and uploaded to Stripe for the caller's connected account. The
 * staged copy is removed whatever the outcome.
 */
export class UploadIdentityFileCommand extends Command<UploadedIdentityFile> {
  constructor(
    readonly accountId: string,
    readonly purpose: string,
    readonly fileName: string,
    readonly uploadKey: string,
    readonly commandId: string,
  ) {
    super();
  }
}
