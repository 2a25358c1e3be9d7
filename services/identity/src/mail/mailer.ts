import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

export const MAIL_SETTINGS = Symbol('MailSettings');

export interface MailSettings {
  smtpUrl: string;
  from: string;
  /** Where the console runs: links in mails point there. */
  appUrl: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail over SMTP (MailDev locally and in tests, the provider's relay in production). */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(MAIL_SETTINGS) readonly settings: MailSettings) {
    this.transport = createTransport(settings.smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.settings.from, ...mail });
  }

  link(path: string, query: Record<string, string>): string {
    const url = new URL(path, this.settings.appUrl);
    for (const [name, value] of Object.entries(query)) {
      url.searchParams.set(name, value);
    }
    return url.toString();
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
