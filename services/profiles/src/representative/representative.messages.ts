import { create } from '@bufbuild/protobuf';
import {
  type CreateRepresentativeProfileRequest,
  type Deleted,
  DeletedSchema,
  type DeleteRepresentativeProfileRequest,
  type GetRepresentativeDetailsRequest,
  type GetRepresentativeProfileRequest,
  type ListRepresentativeProfilesRequest,
  ProfilesCalls,
  type RepresentativeDetails,
  type RepresentativeDetailsPage,
  RepresentativeDetailsPageSchema,
  type RepresentativeProfile,
  type RepresentativeProfilePage,
  RepresentativeProfilePageSchema,
  type SearchRepresentativeRequest,
  type UpdateRepresentativeProfileRequest,
} from '@callsheet/contracts';
import { pageOf, pageReply, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { CreateRepresentativeProfileCommand } from './commands/create-representative-profile/create-representative-profile.command.js';
import { DeleteRepresentativeProfileCommand } from './commands/delete-representative-profile/delete-representative-profile.command.js';
import { UpdateRepresentativeProfileCommand } from './commands/update-representative-profile/update-representative-profile.command.js';
import { GetRepresentativeDetailsQuery } from './queries/get-representative-details/get-representative-details.query.js';
import { GetRepresentativeProfileQuery } from './queries/get-representative-profile/get-representative-profile.query.js';
import { ListRepresentativeProfilesQuery } from './queries/list-representative-profiles/list-representative-profiles.query.js';
import { SearchRepresentativeQuery } from './queries/search-representative/search-representative.query.js';
import {
  toRepresentativeDetailsMessage,
  toRepresentativeProfileInput,
  toRepresentativeProfileMessage,
} from './representative.views.js';

/** Kafka transport for representative profiles: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class RepresentativeMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProfilesCalls.createRepresentative)
  async create(@Payload() { accountId, fields }: CreateRepresentativeProfileRequest): Promise<RepresentativeProfile> {
    const command = new CreateRepresentativeProfileCommand(accountId, toRepresentativeProfileInput(fields));
    return toRepresentativeProfileMessage(await this.commandBus.execute(command));
  }

  @RpcHandler(ProfilesCalls.updateRepresentative)
  async update(
    @Payload() { accountId, id, fields, fieldMask }: UpdateRepresentativeProfileRequest,
  ): Promise<RepresentativeProfile> {
    const input = toRepresentativeProfileInput(fields);
    const command = new UpdateRepresentativeProfileCommand(accountId, id, input, fieldMask);
    return toRepresentativeProfileMessage(await this.commandBus.execute(command));
  }

  @RpcHandler(ProfilesCalls.getRepresentative)
  async get(@Payload() { accountId, id }: GetRepresentativeProfileRequest): Promise<RepresentativeProfile> {
    return toRepresentativeProfileMessage(
      await this.queryBus.execute(new GetRepresentativeProfileQuery(accountId, id)),
    );
  }

  @RpcHandler(ProfilesCalls.listRepresentative)
  async list(@Payload() { accountId, page }: ListRepresentativeProfilesRequest): Promise<RepresentativeProfilePage> {
    const found = await this.queryBus.execute(new ListRepresentativeProfilesQuery(accountId, pageOf(page)));
    return pageReply(RepresentativeProfilePageSchema, found, toRepresentativeProfileMessage);
  }

  @RpcHandler(ProfilesCalls.deleteRepresentative)
  async delete(@Payload() { accountId, id }: DeleteRepresentativeProfileRequest): Promise<Deleted> {
    await this.commandBus.execute(new DeleteRepresentativeProfileCommand(accountId, id));
    return create(DeletedSchema, { id, deleted: true });
  }

  @RpcHandler(ProfilesCalls.representativeDetails)
  async details(@Payload() { id }: GetRepresentativeDetailsRequest): Promise<RepresentativeDetails> {
    return toRepresentativeDetailsMessage(await this.queryBus.execute(new GetRepresentativeDetailsQuery(id)));
  }

  @RpcHandler(ProfilesCalls.searchRepresentative)
  async search(@Payload() { page, ...filters }: SearchRepresentativeRequest): Promise<RepresentativeDetailsPage> {
    const found = await this.queryBus.execute(new SearchRepresentativeQuery(filters, pageOf(page)));
    return pageReply(RepresentativeDetailsPageSchema, found, toRepresentativeDetailsMessage);
  }
}
