import { passwordResetMail } from './password-reset.mail.js';
import { verificationMail } from './verification.mail.js';

describe('localized mails', () => {
  it('writes to fr-CA members in the fr-QC French, and to en-CA members in English', () => {
    expect(verificationMail('a@example.com', 'Ada', 'fr-CA', 'https://x').subject).toBe(
      verificationMail('a@example.com', 'Ada', 'fr-QC', 'https://x').subject,
    );
    expect(verificationMail('a@example.com', 'Ada', 'fr-CA', 'https://x').subject).toBe(
      'Confirmez votre adresse courriel',
    );
    expect(passwordResetMail('a@example.com', 'Ada', 'en-CA', 'https://x').subject).toBe(
      passwordResetMail('a@example.com', 'Ada', 'en-US', 'https://x').subject,
    );
  });

  it('falls back to English for a language it does not know', () => {
    expect(verificationMail('a@example.com', 'Ada', 'xx-XX', 'https://x').subject).toBe('Confirm your email address');
  });
});
