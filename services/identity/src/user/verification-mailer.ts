import { Injectable } from '@nestjs/common';
import { Mailer } from '../mail/mailer.js';
import { verificationMail } from '../mail/verification.mail.js';
import { newToken, TOKEN_LIFETIME_MS } from './one-time-token.js';
import { UserRepository } from './user.repository.js';

type Transaction = Parameters<Parameters<UserRepository['transaction']>[0]>[0];

/** Issues email-verification tokens and mails their link (console route /verify-email). */
@Injectable()
export class VerificationMailer {
  constructor(
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
  ) {}

  async issue(tx: Transaction, userId: string): Promise<string> {
    const { secret, hash } = newToken();
    await this.users.addToken(tx, userId, 'verify_email', hash, new Date(Date.now() + TOKEN_LIFETIME_MS.verify_email));
    return secret;
  }

  /** A new token in a transaction of its own (a member asking for the mail again). */
  reissue(userId: string): Promise<string> {
    return this.users.transaction((tx) => this.issue(tx, userId));
  }

  send(email: string, firstName: string, language: string, token: string): Promise<void> {
    const link = this.mailer.link('/verify-email', { token });
    return this.mailer.send(verificationMail(email, firstName, language, link));
  }
}
