import { Command } from '@nestjs/cqrs';

/** The owning account deletes a photo; when it was the primary photo, the most recent remaining one takes its place. */
export class DeletePhotoCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly talentId: string,
    readonly photoId: string,
  ) {
    super();
  }
}
