import type { Logger } from '@callsheet/kernel';
import type { Mail, Mailer } from '../../mail/mailer.js';
import type { PublicMailCounter } from '../public-mail-counter.js';
import { PublicMailRequests } from '../public-mail-requests.js';
import { IdentityErrorCode, IdentityException } from '../user.errors.js';
import type { UserRepository } from '../user.repository.js';
import type { VerificationMailer } from '../verification-mailer.js';
import { RequestPasswordResetHandler } from './request-password-reset/request-password-reset.handler.js';
import { ResendVerificationHandler } from './resend-verification/resend-verification.handler.js';
import { SignUpHandler } from './sign-up/sign-up.handler.js';

// The public commands that send mail, against in-memory stand-ins: what they answer, what they
// write and which mails go out.

const member = {
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  language: 'fr-QC',
  emailVerifiedAt: null as Date | null,
};

function fakes(existing: (typeof member)[] = [member]) {
  const log: string[] = [];
  const mails: Mail[] = [];
  const admitted: [string, string][] = [];
  let refuse = false;
  const users = {
    findByEmail: (email: string) => Promise.resolve(existing.find((user) => user.email === email) ?? null),
    transaction: async (work: (tx: string) => Promise<unknown>) => {
      log.push('db:begin');
      const result = await work('tx');
      log.push('db:commit');
      return result;
    },
    create: (_tx: string, user: { email: string }) =>
      Promise.resolve(!existing.some((known) => known.email === user.email)),
    endTokens: (tx: string, _userId: string, purpose: string) => {
      log.push(`${tx}:end ${purpose}`);
      return Promise.resolve();
    },
    addToken: (tx: string, _userId: string, purpose: string) => {
      log.push(`${tx}:add ${purpose}`);
      return Promise.resolve();
    },
  } as unknown as UserRepository;
  const mailer = {
    send: (mail: Mail) => {
      mails.push(mail);
      return Promise.resolve();
    },
    link: (path: string) => `http://console.test${path}`,
  } as unknown as Mailer;
  const verification = {
    issue: () => Promise.resolve('verification-token'),
    reissue: () => Promise.resolve('verification-token'),
    send: (email: string) => {
      mails.push({ to: email, subject: 'verification', text: '' });
      return Promise.resolve();
    },
  } as unknown as VerificationMailer;
  const limits = {
    admit: (clientIp: string, email: string) => {
      admitted.push([clientIp, email]);
      return refuse
        ? Promise.reject(new IdentityException(IdentityErrorCode.TooManyAttempts, 'Too many requests', ['60']))
        : Promise.resolve();
    },
  } as unknown as PublicMailCounter;
  const logger = { error: () => undefined } as unknown as Logger;
  const requests = new PublicMailRequests(users, limits, logger);
  return {
    log,
    mails,
    admitted,
    refuseAll: () => (refuse = true),
    users,
    mailer,
    verification,
    limits,
    logger,
    requests,
  };
}

const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  password: 'secret1',
  passwordConfirmation: 'secret1',
  language: '',
};

describe('SignUpHandler', () => {
  function signUp(f: ReturnType<typeof fakes>, email: string) {
    return new SignUpHandler(f.users, f.verification, f.limits, f.mailer, f.logger).execute({
      input: { ...form, email },
      clientIp: '203.0.113.7',
    } as never);
  }

  it('answers an email that has an account exactly like a new one, and mails its owner instead', async () => {
    const f = fakes();
    const taken = await signUp(f, 'Ada@Example.com');
    const fresh = await signUp(f, 'grace@example.com');
    expect(Object.keys(taken)).toEqual(Object.keys(fresh));
    expect(taken.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(f.mails.map(({ to, subject }) => [to, subject])).toEqual([
      ['ada@example.com', "Quelqu'un a tenté de s'inscrire avec votre adresse courriel"],
      ['grace@example.com', 'verification'],
    ]);
    expect(f.mails[0]?.text).toContain('http://console.test/login');
  });

  it('counts the request per client address and email before anything else', async () => {
    const f = fakes();
    f.refuseAll();
    await expect(signUp(f, 'grace@example.com')).rejects.toMatchObject({ code: IdentityErrorCode.TooManyAttempts });
    expect(f.admitted).toEqual([['203.0.113.7', 'grace@example.com']]);
    expect(f.log).toEqual([]);
    expect(f.mails).toEqual([]);
  });
});

describe('RequestPasswordResetHandler', () => {
  function forgot(f: ReturnType<typeof fakes>, email: string) {
    return new RequestPasswordResetHandler(f.requests, f.users, f.mailer).execute({
      email,
      clientIp: '203.0.113.7',
    } as never);
  }

  it('ends the links of earlier mails in the transaction that adds the new one', async () => {
    const f = fakes();
    await forgot(f, 'ada@example.com');
    expect(f.log).toEqual(['db:begin', 'tx:end reset_password', 'tx:add reset_password', 'db:commit']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(f.mails.map(({ to }) => to)).toEqual(['ada@example.com']);
  });

  it('counts unknown emails alike, and sends them nothing', async () => {
    const f = fakes();
    await forgot(f, 'nobody@example.com');
    expect(f.admitted).toEqual([['203.0.113.7', 'nobody@example.com']]);
    expect(f.log).toEqual([]);
    expect(f.mails).toEqual([]);
  });

  it('refuses over the limits, known email or not', async () => {
    for (const email of ['ada@example.com', 'nobody@example.com']) {
      const f = fakes();
      f.refuseAll();
      await expect(forgot(f, email)).rejects.toMatchObject({ code: IdentityErrorCode.TooManyAttempts, args: ['60'] });
      expect(f.mails).toEqual([]);
    }
  });
});

describe('ResendVerificationHandler', () => {
  it('counts every request, and refuses over the limits before sending', async () => {
    const f = fakes();
    f.refuseAll();
    await expect(
      new ResendVerificationHandler(f.requests, f.verification).execute({
        email: 'ada@example.com',
        clientIp: '203.0.113.7',
      } as never),
    ).rejects.toMatchObject({ code: IdentityErrorCode.TooManyAttempts });
    expect(f.admitted).toEqual([['203.0.113.7', 'ada@example.com']]);
    expect(f.mails).toEqual([]);
  });
});
