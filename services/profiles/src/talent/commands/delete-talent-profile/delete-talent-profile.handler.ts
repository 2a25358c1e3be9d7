import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FILE_STORAGE, type FileStorage } from '@callsheet/kernel';
import { talentDeleted } from '../../domain/talent-events.js';
import { requireOwnedTalent } from '../../talent.access.js';
import { TalentRepository } from '../../talent.repository.js';
import { DeleteTalentProfileCommand } from './delete-talent-profile.command.js';

@CommandHandler(DeleteTalentProfileCommand)
export class DeleteTalentProfileHandler implements ICommandHandler<DeleteTalentProfileCommand, void> {
  constructor(
    private readonly talents: TalentRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async execute({ accountId, id }: DeleteTalentProfileCommand): Promise<void> {
    const current = requireOwnedTalent(await this.talents.findById(id, false), accountId, id);
    const files = await this.talents.delete(current, talentDeleted(current));
    // The rows are gone; files left behind by a crash here are unreachable, never served.
    await Promise.all((files ?? []).map((key) => this.storage.delete(key)));
  }
}
