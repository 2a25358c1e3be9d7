import { create, toJson, type JsonValue } from '@bufbuild/protobuf';
import {
  AddPhotoRequestSchema,
  DeletedSchema,
  DeletePhotoRequestSchema,
  GetPhotoFileRequestSchema,
  ListPhotosRequestSchema,
  PhotoFileSchema,
  PhotoListSchema,
  PhotoSchema,
  ProfilesCalls,
} from '@callsheet/contracts';
import { decodeRequest, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { AddPhotoCommand } from './commands/add-photo/add-photo.command.js';
import { DeletePhotoCommand } from './commands/delete-photo/delete-photo.command.js';
import { toPhotoMessage } from './photo.mapper.js';
import { GetPhotoFileQuery } from './queries/get-photo-file/get-photo-file.query.js';
import { ListPhotosQuery } from './queries/list-photos/list-photos.query.js';

/** Kafka transport for talent photos: decode, dispatch one command or query, encode. */
@Controller()
export class PhotoMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProfilesCalls.addPhoto)
  async add(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, talentId, uploadKey } = decodeRequest(AddPhotoRequestSchema, payload);
    const photo = await this.commandBus.execute(new AddPhotoCommand(accountId, talentId, uploadKey));
    return toJson(PhotoSchema, create(PhotoSchema, toPhotoMessage(photo)));
  }

  @RpcHandler(ProfilesCalls.listPhotos)
  async list(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, talentId } = decodeRequest(ListPhotosRequestSchema, payload);
    const photos = await this.queryBus.execute(new ListPhotosQuery(accountId, talentId));
    return toJson(PhotoListSchema, create(PhotoListSchema, { data: photos.map(toPhotoMessage) }));
  }

  @RpcHandler(ProfilesCalls.deletePhoto)
  async delete(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, talentId, photoId } = decodeRequest(DeletePhotoRequestSchema, payload);
    await this.commandBus.execute(new DeletePhotoCommand(accountId, talentId, photoId));
    return toJson(DeletedSchema, create(DeletedSchema, { id: photoId, deleted: true }));
  }

  @RpcHandler(ProfilesCalls.getPhotoFile)
  async file(@Payload() payload: unknown): Promise<JsonValue> {
    const { photoId, thumbnail } = decodeRequest(GetPhotoFileRequestSchema, payload);
    const location = await this.queryBus.execute(new GetPhotoFileQuery(photoId, thumbnail));
    return toJson(PhotoFileSchema, create(PhotoFileSchema, location));
  }
}
