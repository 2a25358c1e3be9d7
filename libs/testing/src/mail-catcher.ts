import { waitFor } from './wait-for.js';

const mailApi = `http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? '1080'}/api/email`;

export interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** Waits for the newest mail to `address` in MailDev, as a person would wait for their inbox. */
export async function waitForMail(address: string, { after = 0 }: { after?: number } = {}): Promise<CaughtMail> {
  return waitFor(`a mail to ${address}`, async () => {
    const mails = (await (await fetch(mailApi)).json()) as CaughtMail[];
    const theirs = mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
    return theirs.length > after ? theirs[theirs.length - 1] : undefined;
  });
}

/** The first link in a mail's text. */
export function linkIn(mail: CaughtMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) {
    throw new Error(`no link in the mail "${mail.subject}"`);
  }
  return new URL(match[0]);
}
