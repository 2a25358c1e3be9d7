import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionRepository } from '../../session.repository.js';
import { ClearSessionCommand } from './clear-session.command.js';

@CommandHandler(ClearSessionCommand)
export class ClearSessionHandler implements ICommandHandler<ClearSessionCommand> {
  constructor(private readonly sessions: SessionRepository) {}

  async execute({ userId, sessionId }: ClearSessionCommand): Promise<void> {
    // Scoped to the caller: a session id of someone else's changes nothing.
    await this.sessions.revokeFamily(sessionId, userId);
  }
}
