import { emailChangeMail } from './email-change.mail.js';
import { emailChangedMail } from './email-changed.mail.js';
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

  it('asks the new address of a change of email to confirm it, in the member language', () => {
    const mail = emailChangeMail('new@example.com', 'Ada', 'es-ES', 'https://x/verify-email?token=t');
    expect(mail).toMatchObject({ to: 'new@example.com', subject: 'Confirma tu nueva dirección de correo' });
    expect(mail.text).toContain('https://x/verify-email?token=t');
    expect(emailChangeMail('new@example.com', 'Ada', 'fr-CA', 'https://x').subject).toBe(
      'Confirmez votre nouvelle adresse courriel',
    );
  });

  it('tells the old address which address the account signs in with now, in each language', () => {
    for (const [language, subject] of [
      ['en-CA', 'Your Callsheet email address was changed'],
      ['fr-QC', 'Votre adresse courriel Callsheet a été changée'],
      ['es-ES', 'Se ha cambiado tu dirección de correo de Callsheet'],
    ]) {
      const mail = emailChangedMail('old@example.com', 'Ada', language, 'new@example.com', 'https://x/login');
      expect(mail).toMatchObject({ to: 'old@example.com', subject });
      expect(mail.text).toContain('new@example.com');
      expect(mail.text).toContain('https://x/login');
    }
  });
});
