import { Command } from '@nestjs/cqrs';

/** The owning account deletes a talent profile and its photos. */
export class DeleteTalentProfileCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
