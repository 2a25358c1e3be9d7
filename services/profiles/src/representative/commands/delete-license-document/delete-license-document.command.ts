import { Command } from '@nestjs/cqrs';
import type { LicenseDocument } from '../../license-document.repository.js';

/** The owning account removes the profile's licence document. */
export class DeleteLicenseDocumentCommand extends Command<LicenseDocument> {
  constructor(
    readonly accountId: string,
    readonly representativeId: string,
  ) {
    super();
  }
}
