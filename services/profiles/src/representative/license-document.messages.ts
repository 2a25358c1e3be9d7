import { create } from '@bufbuild/protobuf';
import {
  type Deleted,
  DeletedSchema,
  type DeleteLicenseDocumentRequest,
  type GetLicenseDocumentFileRequest,
  type GetLicenseDocumentRequest,
  type LicenseDocument,
  type LicenseDocumentFile,
  LicenseDocumentFileSchema,
  ProfilesCalls,
  type UploadLicenseDocumentRequest,
} from '@callsheet/contracts';
import { RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { DeleteLicenseDocumentCommand } from './commands/delete-license-document/delete-license-document.command.js';
import { UploadLicenseDocumentCommand } from './commands/upload-license-document/upload-license-document.command.js';
import { toLicenseDocumentMessage } from './license-document.views.js';
import { GetLicenseDocumentFileQuery } from './queries/get-license-document-file/get-license-document-file.query.js';
import { GetLicenseDocumentQuery } from './queries/get-license-document/get-license-document.query.js';

/** Kafka transport for representatives' licence documents: each call to one command or query. */
@Controller()
export class LicenseDocumentMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProfilesCalls.uploadLicenseDocument)
  async upload(
    @Payload() { accountId, representativeId, uploadKey, fileName }: UploadLicenseDocumentRequest,
  ): Promise<LicenseDocument> {
    const command = new UploadLicenseDocumentCommand(accountId, representativeId, uploadKey, fileName);
    return toLicenseDocumentMessage(await this.commandBus.execute(command));
  }

  @RpcHandler(ProfilesCalls.getLicenseDocument)
  async get(@Payload() { accountId, representativeId }: GetLicenseDocumentRequest): Promise<LicenseDocument> {
    const query = new GetLicenseDocumentQuery(accountId, representativeId);
    return toLicenseDocumentMessage(await this.queryBus.execute(query));
  }

  @RpcHandler(ProfilesCalls.deleteLicenseDocument)
  async delete(@Payload() { accountId, representativeId }: DeleteLicenseDocumentRequest): Promise<Deleted> {
    const removed = await this.commandBus.execute(new DeleteLicenseDocumentCommand(accountId, representativeId));
    return create(DeletedSchema, { id: removed.id, deleted: true });
  }

  @RpcHandler(ProfilesCalls.getLicenseDocumentFile)
  async file(@Payload() { documentId }: GetLicenseDocumentFileRequest): Promise<LicenseDocumentFile> {
    return create(LicenseDocumentFileSchema, await this.queryBus.execute(new GetLicenseDocumentFileQuery(documentId)));
  }
}
