import { expect } from '@playwright/test';
import { mailUrl } from './stack';

interface CaughtMail {
  subject: string;
  text?: string;
  html?: string;
  to: Array<{ address: string }>;
  /** MailDev 3 names the date `time` (whole seconds). */
  time?: string;
  date?: string;
}

/** The newest mail to an address whose text has a link to `path`, from the mail catcher (MailDev 3). */
export async function linkFromMail(address: string, path: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailUrl()}/api/email`);
        const mails = ((await response.json()) as CaughtMail[])
          .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
          .filter((mail) => new Date(mail.time ?? mail.date ?? 0).getTime() >= after - 2000)
          .reverse();
        for (const mail of mails) {
          const match = (mail.text ?? mail.html ?? '').match(
            new RegExp(`https?://[^\\s"'<>]+${path}\\?token=[^\\s"'<>&]+`),
          );
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000, message: `a mail to ${address} with a ${path} link` },
    )
    .toBe(true);
  return link!;
}

/** The path and query of a mailed link, to open on the console under test whatever APP_URL says. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
