import { create, toJson, type JsonValue } from '@bufbuild/protobuf';
import {
  CreateRepresentativeProfileRequestSchema,
  DeletedSchema,
  DeleteRepresentativeProfileRequestSchema,
  GetRepresentativeDetailsRequestSchema,
  GetRepresentativeProfileRequestSchema,
  ListRepresentativeProfilesRequestSchema,
  ProfilesCalls,
  RepresentativeDetailsPageSchema,
  RepresentativeDetailsSchema,
  RepresentativeProfileFieldsSchema,
  RepresentativeProfilePageSchema,
  RepresentativeProfileSchema,
  SearchRepresentativeRequestSchema,
  type RepresentativeProfileFields,
  UpdateRepresentativeProfileRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, pageOf, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { CreateRepresentativeProfileCommand } from './commands/create-representative-profile/create-representative-profile.command.js';
import { DeleteRepresentativeProfileCommand } from './commands/delete-representative-profile/delete-representative-profile.command.js';
import { UpdateRepresentativeProfileCommand } from './commands/update-representative-profile/update-representative-profile.command.js';
import { toPublicRepresentativeDetails } from './domain/representative-public-details.js';
import { GetRepresentativeDetailsQuery } from './queries/get-representative-details/get-representative-details.query.js';
import { GetRepresentativeProfileQuery } from './queries/get-representative-profile/get-representative-profile.query.js';
import { ListRepresentativeProfilesQuery } from './queries/list-representative-profiles/list-representative-profiles.query.js';
import { SearchRepresentativeQuery } from './queries/search-representative/search-representative.query.js';
import {
  toRepresentativeDetails,
  toRepresentativeProfileFields,
  toRepresentativeProfileInput,
} from './representative.mapper.js';
import type { StoredRepresentative } from './representative.repository.js';

/** Kafka transport for representative profiles: decode, dispatch one command or query, encode. */
@Controller()
export class RepresentativeMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProfilesCalls.createRepresentative)
  async create(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, fields } = decodeRequest(CreateRepresentativeProfileRequestSchema, payload);
    return ownView(await this.commandBus.execute(new CreateRepresentativeProfileCommand(accountId, inputOf(fields))));
  }

  @RpcHandler(ProfilesCalls.updateRepresentative)
  async update(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, fields, fieldMask } = decodeRequest(UpdateRepresentativeProfileRequestSchema, payload);
    return ownView(
      await this.commandBus.execute(new UpdateRepresentativeProfileCommand(accountId, id, inputOf(fields), fieldMask)),
    );
  }

  @RpcHandler(ProfilesCalls.getRepresentative)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(GetRepresentativeProfileRequestSchema, payload);
    return ownView(await this.queryBus.execute(new GetRepresentativeProfileQuery(accountId, id)));
  }

  @RpcHandler(ProfilesCalls.listRepresentative)
  async list(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, page } = decodeRequest(ListRepresentativeProfilesRequestSchema, payload);
    const result = await this.queryBus.execute(new ListRepresentativeProfilesQuery(accountId, pageOf(page)));
    return toJson(
      RepresentativeProfilePageSchema,
      create(RepresentativeProfilePageSchema, { data: result.data.map(ownMessage), hasMore: result.has_more }),
    );
  }

  @RpcHandler(ProfilesCalls.deleteRepresentative)
  async delete(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(DeleteRepresentativeProfileRequestSchema, payload);
    await this.commandBus.execute(new DeleteRepresentativeProfileCommand(accountId, id));
    return toJson(DeletedSchema, create(DeletedSchema, { id, deleted: true }));
  }

  @RpcHandler(ProfilesCalls.representativeDetails)
  async details(@Payload() payload: unknown): Promise<JsonValue> {
    const { id } = decodeRequest(GetRepresentativeDetailsRequestSchema, payload);
    return toJson(
      RepresentativeDetailsSchema,
      publicView(await this.queryBus.execute(new GetRepresentativeDetailsQuery(id))),
    );
  }

  @RpcHandler(ProfilesCalls.searchRepresentative)
  async search(@Payload() payload: unknown): Promise<JsonValue> {
    const { page, ...filters } = decodeRequest(SearchRepresentativeRequestSchema, payload);
    const result = await this.queryBus.execute(new SearchRepresentativeQuery(filters, pageOf(page)));
    return toJson(
      RepresentativeDetailsPageSchema,
      create(RepresentativeDetailsPageSchema, { data: result.data.map(publicView), hasMore: result.has_more }),
    );
  }
}

function inputOf(fields: RepresentativeProfileFields | undefined) {
  return toRepresentativeProfileInput(fields ?? create(RepresentativeProfileFieldsSchema));
}

function ownMessage(profile: StoredRepresentative) {
  return create(RepresentativeProfileSchema, {
    id: profile.id,
    accountId: profile.accountId,
    fields: toRepresentativeProfileFields(profile.data),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  });
}

function ownView(profile: StoredRepresentative): JsonValue {
  return toJson(RepresentativeProfileSchema, ownMessage(profile));
}

function publicView(profile: StoredRepresentative) {
  return toRepresentativeDetails(
    toPublicRepresentativeDetails({ ...profile.data, id: profile.id, accountId: profile.accountId }),
  );
}
