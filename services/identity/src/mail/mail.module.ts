import { Global, Module, type DynamicModule } from '@nestjs/common';
import { MAIL_SETTINGS, Mailer, type MailSettings } from './mailer.js';

@Global()
@Module({})
export class MailModule {
  static register(settings: MailSettings): DynamicModule {
    return {
      module: MailModule,
      providers: [{ provide: MAIL_SETTINGS, useValue: settings }, Mailer],
      exports: [Mailer],
    };
  }
}
