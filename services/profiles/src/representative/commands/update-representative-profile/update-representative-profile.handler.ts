import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { representativeUpdate } from '../../domain/representative-events.js';
import { LicenseDocumentRepository } from '../../license-document.repository.js';
import { requireOwnedRepresentative } from '../../representative.access.js';
import { RepresentativeRepository, type RepresentativeRecord } from '../../representative.repository.js';
import { UpdateRepresentativeProfileCommand } from './update-representative-profile.command.js';

@CommandHandler(UpdateRepresentativeProfileCommand)
export class UpdateRepresentativeProfileHandler implements ICommandHandler<
  UpdateRepresentativeProfileCommand,
  RepresentativeRecord
> {
  constructor(
    private readonly representatives: RepresentativeRepository,
    private readonly documents: LicenseDocumentRepository,
  ) {}

  async execute({
    accountId,
    id,
    input,
    fieldMask,
  }: UpdateRepresentativeProfileCommand): Promise<RepresentativeRecord> {
    const current = requireOwnedRepresentative(await this.representatives.findById(id), accountId, id);
    const { data, events } = representativeUpdate(current, input, fieldMask);
    const updated = requireOwnedRepresentative(await this.representatives.update(current, data, events), accountId, id);
    const [marked] = await this.documents.marked([updated]);
    return marked;
  }
}
