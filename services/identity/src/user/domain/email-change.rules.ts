import { normalizeEmail, requireValidEmail } from '../sign-up-rules.js';
import { IdentityErrorCode, IdentityException } from '../user.errors.js';

/**
 * The address a member asks to sign in with instead of theirs: a valid one as at sign-up (mixed-script
 * look-alikes and control characters refused), stored in the same normal form, and not the one they
 * have. Answers it as it will be stored.
 */
export function validateNewEmail(currentEmail: string, requested: string): string {
  const email = normalizeEmail(requested);
  requireValidEmail(email);
  if (email === normalizeEmail(currentEmail)) {
    throw new IdentityException(IdentityErrorCode.EmailUnchanged, 'This is already your email address.', ['email']);
  }
  return email;
}

/**
 * An address belongs to one member: another member's is refused when the change is asked for, and again
 * when its link is used (someone may have signed up with it in between). The refusal tells the member
 * that the address has an account; the mail limits bound how many addresses one can try.
 */
export function assertEmailFree(holder: { id: string } | null, userId: string): void {
  if (holder && holder.id !== userId) {
    throw new IdentityException(IdentityErrorCode.EmailTaken, 'Another account already uses this email address.', [
      'email',
    ]);
  }
}
