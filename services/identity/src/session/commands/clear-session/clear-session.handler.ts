import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RevokedSessions } from '../../revoked-sessions.js';
import { SessionRepository } from '../../session.repository.js';
import { ClearSessionCommand } from './clear-session.command.js';

@CommandHandler(ClearSessionCommand)
export class ClearSessionHandler implements ICommandHandler<ClearSessionCommand> {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly revoked: RevokedSessions,
  ) {}

  async execute({ userId, sessionId }: ClearSessionCommand): Promise<void> {
    // Scoped to the caller: a session id of someone else's changes nothing.
    await this.sessions.revokeFamily(sessionId, userId);
    if (await this.sessions.isFamilyOf(sessionId, userId)) {
      // Its access tokens stop working too, not only its refresh tokens.
      await this.revoked.add([sessionId]);
    }
  }
}
