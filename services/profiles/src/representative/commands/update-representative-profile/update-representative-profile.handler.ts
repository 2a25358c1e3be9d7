import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { representativeUpdate } from '../../domain/representative-events.js';
import { requireOwnedRepresentative } from '../../representative.access.js';
import { RepresentativeRepository, type StoredRepresentative } from '../../representative.repository.js';
import { UpdateRepresentativeProfileCommand } from './update-representative-profile.command.js';

@CommandHandler(UpdateRepresentativeProfileCommand)
export class UpdateRepresentativeProfileHandler implements ICommandHandler<
  UpdateRepresentativeProfileCommand,
  StoredRepresentative
> {
  constructor(private readonly representatives: RepresentativeRepository) {}

  async execute({
    accountId,
    id,
    input,
    fieldMask,
  }: UpdateRepresentativeProfileCommand): Promise<StoredRepresentative> {
    const current = requireOwnedRepresentative(await this.representatives.findById(id), accountId, id);
    const { data, events } = representativeUpdate(current, input, fieldMask);
    return requireOwnedRepresentative(await this.representatives.update(current, data, events), accountId, id);
  }
}
