import type { Mail } from './mailer.js';

/** The invitation mail. The invitee's language is unknown until they sign in, so it is in English. */
export function inviteMail(to: string, accountName: string, role: string, link: string): Mail {
  return {
    to,
    subject: `You are invited to join ${accountName} on Callsheet`,
    text: `Hello,\n\nYou are invited to join ${accountName} on Callsheet as ${role === 'admin' ? 'an admin' : 'a user'}.\nSign in or sign up, then open:\n${link}\n\nThe invitation expires in 7 days.`,
  };
}
