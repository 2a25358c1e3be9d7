import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validatePreferences } from '../../preferences.js';
import { IdentityErrorCode, IdentityException } from '../../user.errors.js';
import { UserRepository } from '../../user.repository.js';
import { UpdatePreferencesCommand } from './update-preferences.command.js';

@CommandHandler(UpdatePreferencesCommand)
export class UpdatePreferencesHandler implements ICommandHandler<UpdatePreferencesCommand> {
  constructor(private readonly users: UserRepository) {}

  async execute({ userId, timezone, language, displayName }: UpdatePreferencesCommand): Promise<void> {
    const preferences = validatePreferences(timezone, language, displayName);
    if (!(await this.users.updatePreferences(userId, preferences))) {
      throw new IdentityException(IdentityErrorCode.UserNotFound, 'This user no longer exists.');
    }
  }
}
