import { IdentityErrorCode, IdentityException } from './user.errors.js';

/**
 * Limits on the public routes that send mail (sign-up, forgot-password, resend-verification). Per
 * client address they stop one client flooding us; per target email they stop anyone flooding one
 * inbox. Every request counts, whether or not the email has an account, so that a 429 never tells
 * whether it has one.
 */
export const REQUESTS_PER_ADDRESS = 20;
export const ADDRESS_WINDOW_SECONDS = 10 * 60;
export const MAILS_PER_EMAIL = 5;
export const EMAIL_WINDOW_SECONDS = 60 * 60;

export interface PublicMailLimits {
  perAddress: number;
  perEmail: number;
}

export const DEFAULT_PUBLIC_MAIL_LIMITS: PublicMailLimits = {
  perAddress: REQUESTS_PER_ADDRESS,
  perEmail: MAILS_PER_EMAIL,
};

/** A fixed-window counter after counting this request: how many so far, and when the window ends. */
export interface WindowCount {
  count: number;
  resetsInSeconds: number;
}

/** Seconds to wait before trying again, or 0 when this request is within both limits. */
export function publicMailWait(
  byAddress: WindowCount,
  byEmail: WindowCount,
  limits: PublicMailLimits = DEFAULT_PUBLIC_MAIL_LIMITS,
): number {
  const waits = [
    byAddress.count > limits.perAddress ? byAddress.resetsInSeconds : 0,
    byEmail.count > limits.perEmail ? byEmail.resetsInSeconds : 0,
  ];
  const wait = Math.max(...waits);
  return wait > 0 ? Math.max(1, Math.ceil(wait)) : 0;
}

/** Refuses a request over a limit with 429 tooManyAttempts; args[0] is the number of seconds to wait. */
export function assertWithinPublicMailLimits(
  byAddress: WindowCount,
  byEmail: WindowCount,
  limits: PublicMailLimits = DEFAULT_PUBLIC_MAIL_LIMITS,
): void {
  const wait = publicMailWait(byAddress, byEmail, limits);
  if (wait > 0) {
    throw new IdentityException(IdentityErrorCode.TooManyAttempts, `Too many requests; try again in ${wait} seconds.`, [
      String(wait),
    ]);
  }
}
