import { Command } from '@nestjs/cqrs';

export class DeletePhotoCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly talentId: string,
    readonly photoId: string,
  ) {
    super();
  }
}
