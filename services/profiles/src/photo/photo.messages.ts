import { create } from '@bufbuild/protobuf';
import {
  type AddPhotoRequest,
  type Deleted,
  DeletedSchema,
  type DeletePhotoRequest,
  type GetPhotoFileRequest,
  type ListPhotosRequest,
  type Photo,
  type PhotoFile,
  PhotoFileSchema,
  type PhotoList,
  PhotoListSchema,
  PhotoSchema,
  ProfilesCalls,
  type SetPrimaryPhotoRequest,
} from '@callsheet/contracts';
import { RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { AddPhotoCommand } from './commands/add-photo/add-photo.command.js';
import { ChoosePrimaryPhotoCommand } from './commands/choose-primary-photo/choose-primary-photo.command.js';
import { DeletePhotoCommand } from './commands/delete-photo/delete-photo.command.js';
import { toPhotoListMessage, toPhotoMessage } from './photo.views.js';
import { GetPhotoFileQuery } from './queries/get-photo-file/get-photo-file.query.js';
import { ListPhotosQuery } from './queries/list-photos/list-photos.query.js';

/** Kafka transport for talent photos: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class PhotoMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProfilesCalls.addPhoto)
  async add(@Payload() { accountId, talentId, uploadKey }: AddPhotoRequest): Promise<Photo> {
    const photo = await this.commandBus.execute(new AddPhotoCommand(accountId, talentId, uploadKey));
    return create(PhotoSchema, toPhotoMessage(photo, photo.primary));
  }

  @RpcHandler(ProfilesCalls.listPhotos)
  async list(@Payload() { accountId, talentId }: ListPhotosRequest): Promise<PhotoList> {
    const photos = await this.queryBus.execute(new ListPhotosQuery(accountId, talentId));
    return create(PhotoListSchema, toPhotoListMessage(photos));
  }

  @RpcHandler(ProfilesCalls.setPrimaryPhoto)
  async setPrimary(@Payload() { accountId, talentId, photoId }: SetPrimaryPhotoRequest): Promise<PhotoList> {
    const photos = await this.commandBus.execute(new ChoosePrimaryPhotoCommand(accountId, talentId, photoId));
    return create(PhotoListSchema, toPhotoListMessage(photos));
  }

  @RpcHandler(ProfilesCalls.deletePhoto)
  async delete(@Payload() { accountId, talentId, photoId }: DeletePhotoRequest): Promise<Deleted> {
    await this.commandBus.execute(new DeletePhotoCommand(accountId, talentId, photoId));
    return create(DeletedSchema, { id: photoId, deleted: true });
  }

  @RpcHandler(ProfilesCalls.getPhotoFile)
  async file(@Payload() { photoId, thumbnail }: GetPhotoFileRequest): Promise<PhotoFile> {
    return create(PhotoFileSchema, await this.queryBus.execute(new GetPhotoFileQuery(photoId, thumbnail)));
  }
}
