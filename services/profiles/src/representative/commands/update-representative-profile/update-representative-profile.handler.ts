import { mergeMasked } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  validateRepresentativeProfile,
  type RepresentativeProfileInput,
} from '../../domain/representative-profile.rules.js';
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
    const stored: RepresentativeProfileInput = current.data;
    const data = validateRepresentativeProfile(mergeMasked(stored, input, fieldMask));
    return requireOwnedRepresentative(await this.representatives.update(id, accountId, data), accountId, id);
  }
}
