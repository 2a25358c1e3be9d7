import { Command } from '@nestjs/cqrs';
import type { LicenseDocument } from '../../license-document.repository.js';

/**
 * The owning account uploads the profile's licence document, staged by the gateway in file storage under
 * `uploadKey`; `fileName` is the name the member's file had. It replaces the document on file.
 */
export class UploadLicenseDocumentCommand extends Command<LicenseDocument> {
  constructor(
    readonly accountId: string,
    readonly representativeId: string,
    readonly uploadKey: string,
    readonly fileName: string,
  ) {
    super();
  }
}
