import { Command } from '@nestjs/cqrs';

/** The member changes their timezone, interface language or display name (PATCH /api/auth/me). */
export class UpdatePreferencesCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly timezone: string,
    readonly language: string,
    /** Absent keeps the display name. */
    readonly displayName?: string,
  ) {
    super();
  }
}
