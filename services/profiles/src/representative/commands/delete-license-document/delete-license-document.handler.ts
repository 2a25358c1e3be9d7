import { FILE_STORAGE, type FileStorage } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { representativeLicenseDocumentChanged } from '../../domain/representative-events.js';
import { licenseDocumentNotFound } from '../../domain/license-document.js';
import { LicenseDocumentRepository, type LicenseDocument } from '../../license-document.repository.js';
import { requireOwnedRepresentative } from '../../representative.access.js';
import { RepresentativeRepository } from '../../representative.repository.js';
import { DeleteLicenseDocumentCommand } from './delete-license-document.command.js';

@CommandHandler(DeleteLicenseDocumentCommand)
export class DeleteLicenseDocumentHandler implements ICommandHandler<DeleteLicenseDocumentCommand, LicenseDocument> {
  constructor(
    private readonly representatives: RepresentativeRepository,
    private readonly documents: LicenseDocumentRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async execute({ accountId, representativeId }: DeleteLicenseDocumentCommand): Promise<LicenseDocument> {
    const profile = requireOwnedRepresentative(
      await this.representatives.findById(representativeId),
      accountId,
      representativeId,
    );
    const removed = await this.documents.remove(
      { representativeId, accountId },
      representativeLicenseDocumentChanged(profile),
    );
    if (!removed) {
      throw licenseDocumentNotFound(representativeId);
    }
    // After the commit, as photos' files are.
    await this.storage.delete(removed.storageKey);
    return removed;
  }
}
