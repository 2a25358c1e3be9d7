import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import { PublicMailCounter } from './public-mail-counter.js';
import { normalizeEmail, requireValidEmail } from './sign-up-rules.js';
import { UserRepository } from './user.repository.js';

type Member = NonNullable<Awaited<ReturnType<UserRepository['findByEmail']>>>;

/**
 * What the public routes that mail a member (forgot-password, resend-verification) do alike, so that
 * neither tells whether an email has an account: the address is checked and the request counted for
 * every email (a 429 tells nothing either) before the member is looked up, and the mail goes out
 * without being awaited, so that the answer comes as fast as for an unknown email.
 */
@Injectable()
export class PublicMailRequests {
  constructor(
    private readonly users: UserRepository,
    private readonly limits: PublicMailCounter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The member the request names, or undefined for an unknown email; refused over the limits. */
  async memberFor(clientIp: string, email: string): Promise<Member | undefined> {
    const normalized = normalizeEmail(email);
    requireValidEmail(normalized);
    await this.limits.admit(clientIp, normalized);
    return (await this.users.findByEmail(normalized)) ?? undefined;
  }

  /** Sends in the background: a failure is logged against the member, and answered to nobody. */
  sendInBackground(mail: string, member: Member, send: () => Promise<void>): void {
    void send().catch((error: unknown) => {
      this.logger.error({ err: error, userId: member.id }, `${mail} not sent`);
    });
  }
}
