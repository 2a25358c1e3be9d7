import { FILE_STORAGE, LOGGER, uuid7, type FileStorage, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfilesErrorCode, ProfilesException } from '../../../profiles.errors.js';
import { checkLicenseDocument, licenseDocumentFileName } from '../../domain/license-document.js';
import { representativeLicenseDocumentChanged } from '../../domain/representative-events.js';
import { LicenseDocumentRepository, type LicenseDocument } from '../../license-document.repository.js';
import { representativeNotFound, requireOwnedRepresentative } from '../../representative.access.js';
import { RepresentativeRepository } from '../../representative.repository.js';
import { UploadLicenseDocumentCommand } from './upload-license-document.command.js';

/** The keys the gateway stages uploads under (stageUpload in services/gateway/src/http/multipart-read.ts). */
const UPLOAD_KEY = /^uploads\/[0-9a-f-]{36}$/;

@CommandHandler(UploadLicenseDocumentCommand)
export class UploadLicenseDocumentHandler implements ICommandHandler<UploadLicenseDocumentCommand, LicenseDocument> {
  constructor(
    private readonly representatives: RepresentativeRepository,
    private readonly documents: LicenseDocumentRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ accountId, representativeId, uploadKey, fileName }: UploadLicenseDocumentCommand) {
    if (!UPLOAD_KEY.test(uploadKey)) {
      throw new ProfilesException(ProfilesErrorCode.InvalidValue, 'Not an upload of the gateway.', ['uploadKey']);
    }
    try {
      const profile = requireOwnedRepresentative(
        await this.representatives.findById(representativeId),
        accountId,
        representativeId,
      );
      const bytes = await this.storage.get(uploadKey);
      if (!bytes) {
        throw new ProfilesException(ProfilesErrorCode.Required, 'The uploaded file is gone; upload it again.', [
          'file',
        ]);
      }
      const contentType = checkLicenseDocument(bytes);
      const id = uuid7();
      const document = {
        id,
        representativeId,
        storageKey: `representative-documents/${representativeId}/${id}`,
        contentType,
        sizeBytes: bytes.length,
        fileName: licenseDocumentFileName(fileName, contentType),
      };
      // The file first: a row never names a file that is not there. Removed again if the row is not written.
      await this.storage.put(document.storageKey, bytes, contentType);
      const written = await this.documents
        .replace({ representativeId, accountId }, document, representativeLicenseDocumentChanged(profile))
        .catch(async (error: unknown) => {
          await this.storage.delete(document.storageKey);
          throw error;
        });
      if (!written) {
        await this.storage.delete(document.storageKey);
        throw representativeNotFound(representativeId);
      }
      if (written.replaced) {
        await this.removeFile(written.replaced);
      }
      return written.document;
    } finally {
      await this.storage.delete(uploadKey);
    }
  }

  /** After the commit: the replaced document's file. A failure leaves an unnamed file behind, not an error. */
  private async removeFile(replaced: LicenseDocument): Promise<void> {
    try {
      await this.storage.delete(replaced.storageKey);
    } catch (error) {
      this.logger.warn(
        { err: error, storageKey: replaced.storageKey },
        'the replaced licence document file could not be removed',
      );
    }
  }
}
