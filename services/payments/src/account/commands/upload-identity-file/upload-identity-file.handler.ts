import { FILE_STORAGE, type FileStorage } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { required } from '../../domain/account-field-rules.js';
import { checkIdentityFile } from '../../domain/identity-file.js';
import { type UploadedIdentityFile, UploadIdentityFileCommand } from './upload-identity-file.command.js';

/** Staged uploads live under this prefix; any other key is not an upload and is refused. */
const UPLOAD_KEY_PATTERN = /^uploads\/[0-9a-f-]{36}$/;

@CommandHandler(UploadIdentityFileCommand)
export class UploadIdentityFileHandler implements ICommandHandler<UploadIdentityFileCommand, UploadedIdentityFile> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async execute({
    accountId,
    purpose,
    fileName,
    uploadKey,
    commandId,
  }: UploadIdentityFileCommand): Promise<UploadedIdentityFile> {
    if (!UPLOAD_KEY_PATTERN.test(uploadKey)) {
      throw required('file');
    }
    try {
      const row = await this.accounts.require(accountId);
      const content = await this.storage.get(uploadKey);
      const file = checkIdentityFile({ purpose, fileName, content });
      const created = await callStripe(() =>
        this.stripe.files.create(
          {
            purpose: file.purpose,
            file: { data: content as Buffer, name: file.fileName, type: file.mimeType },
          },
          { stripeAccount: row.stripeAccountId, idempotencyKey: idempotencyKey(commandId, 'identity-file.create') },
        ),
      );
      return { ...file, id: created.id };
    } finally {
      await this.storage.delete(uploadKey);
    }
  }
}
