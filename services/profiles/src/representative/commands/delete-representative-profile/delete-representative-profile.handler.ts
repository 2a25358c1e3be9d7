import { FILE_STORAGE, type FileStorage } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { representativeDeleted } from '../../domain/representative-events.js';
import { requireOwnedRepresentative } from '../../representative.access.js';
import { RepresentativeRepository } from '../../representative.repository.js';
import { DeleteRepresentativeProfileCommand } from './delete-representative-profile.command.js';

@CommandHandler(DeleteRepresentativeProfileCommand)
export class DeleteRepresentativeProfileHandler implements ICommandHandler<DeleteRepresentativeProfileCommand, void> {
  constructor(
    private readonly representatives: RepresentativeRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async execute({ accountId, id }: DeleteRepresentativeProfileCommand): Promise<void> {
    const current = requireOwnedRepresentative(await this.representatives.findById(id), accountId, id);
    const deleted = await this.representatives.delete(current, representativeDeleted(current));
    // The licence document's file, once its row has gone with the profile.
    if (deleted?.licenseDocumentKey) {
      await this.storage.delete(deleted.licenseDocumentKey);
    }
  }
}
