import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { representativeDeleted } from '../../domain/representative-events.js';
import { requireOwnedRepresentative } from '../../representative.access.js';
import { RepresentativeRepository } from '../../representative.repository.js';
import { DeleteRepresentativeProfileCommand } from './delete-representative-profile.command.js';

@CommandHandler(DeleteRepresentativeProfileCommand)
export class DeleteRepresentativeProfileHandler implements ICommandHandler<DeleteRepresentativeProfileCommand, void> {
  constructor(private readonly representatives: RepresentativeRepository) {}

  async execute({ accountId, id }: DeleteRepresentativeProfileCommand): Promise<void> {
    const current = requireOwnedRepresentative(await this.representatives.findById(id), accountId, id);
    await this.representatives.delete(current, representativeDeleted(current));
  }
}
