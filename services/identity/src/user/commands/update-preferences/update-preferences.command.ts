import { Command } from '@nestjs/cqrs';

/** The member changes their timezone or interface language (PATCH /api/auth/me). */
export class UpdatePreferencesCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly timezone: string,
    readonly language: string,
  ) {
    super();
  }
}
