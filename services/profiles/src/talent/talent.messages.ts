import { create, toJson, type JsonValue } from '@bufbuild/protobuf';
import {
  CreateTalentProfileRequestSchema,
  DeletedSchema,
  DeleteTalentProfileRequestSchema,
  GetTalentDetailsRequestSchema,
  GetTalentProfileRequestSchema,
  ListTalentProfilesRequestSchema,
  ProfilesCalls,
  SearchTalentRequestSchema,
  TalentDetailsPageSchema,
  TalentDetailsSchema,
  TalentProfileFieldsSchema,
  TalentProfilePageSchema,
  TalentProfileSchema,
  type TalentProfileFields,
  UpdateTalentProfileRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, pageOf, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { toPhotoMessage } from '../photo/photo.mapper.js';
import { CreateTalentProfileCommand } from './commands/create-talent-profile/create-talent-profile.command.js';
import { DeleteTalentProfileCommand } from './commands/delete-talent-profile/delete-talent-profile.command.js';
import { UpdateTalentProfileCommand } from './commands/update-talent-profile/update-talent-profile.command.js';
import { isMinor } from './domain/talent-age.js';
import { toPublicTalentDetails } from './domain/talent-public-details.js';
import { GetTalentDetailsQuery } from './queries/get-talent-details/get-talent-details.query.js';
import { GetTalentProfileQuery } from './queries/get-talent-profile/get-talent-profile.query.js';
import { ListTalentProfilesQuery } from './queries/list-talent-profiles/list-talent-profiles.query.js';
import { SearchTalentQuery } from './queries/search-talent/search-talent.query.js';
import { toTalentDetails, toTalentProfileFields, toTalentProfileInput } from './talent.mapper.js';
import type { StoredTalent } from './talent.repository.js';

/** Kafka transport for talent profiles: decode, dispatch one command or query, encode. */
@Controller()
export class TalentMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProfilesCalls.createTalent)
  async create(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, fields } = decodeRequest(CreateTalentProfileRequestSchema, payload);
    return ownView(await this.commandBus.execute(new CreateTalentProfileCommand(accountId, inputOf(fields))));
  }

  @RpcHandler(ProfilesCalls.updateTalent)
  async update(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, fields, fieldMask } = decodeRequest(UpdateTalentProfileRequestSchema, payload);
    return ownView(
      await this.commandBus.execute(new UpdateTalentProfileCommand(accountId, id, inputOf(fields), fieldMask)),
    );
  }

  @RpcHandler(ProfilesCalls.getTalent)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, expand } = decodeRequest(GetTalentProfileRequestSchema, payload);
    return ownView(await this.queryBus.execute(new GetTalentProfileQuery(accountId, id, expand.includes('photos'))));
  }

  @RpcHandler(ProfilesCalls.listTalent)
  async list(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, page } = decodeRequest(ListTalentProfilesRequestSchema, payload);
    const result = await this.queryBus.execute(new ListTalentProfilesQuery(accountId, pageOf(page)));
    return toJson(
      TalentProfilePageSchema,
      create(TalentProfilePageSchema, { data: result.data.map(ownMessage), hasMore: result.has_more }),
    );
  }

  @RpcHandler(ProfilesCalls.deleteTalent)
  async delete(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(DeleteTalentProfileRequestSchema, payload);
    await this.commandBus.execute(new DeleteTalentProfileCommand(accountId, id));
    return toJson(DeletedSchema, create(DeletedSchema, { id, deleted: true }));
  }

  @RpcHandler(ProfilesCalls.talentDetails)
  async details(@Payload() payload: unknown): Promise<JsonValue> {
    const { id } = decodeRequest(GetTalentDetailsRequestSchema, payload);
    return toJson(TalentDetailsSchema, publicView(await this.queryBus.execute(new GetTalentDetailsQuery(id))));
  }

  @RpcHandler(ProfilesCalls.searchTalent)
  async search(@Payload() payload: unknown): Promise<JsonValue> {
    const { page, heightCm, weightKg, ...filters } = decodeRequest(SearchTalentRequestSchema, payload);
    const result = await this.queryBus.execute(
      new SearchTalentQuery(
        {
          ...filters,
          heightCm: heightCm ? { min: heightCm.min, max: heightCm.max } : undefined,
          weightKg: weightKg ? { min: weightKg.min, max: weightKg.max } : undefined,
        },
        pageOf(page),
      ),
    );
    return toJson(
      TalentDetailsPageSchema,
      create(TalentDetailsPageSchema, { data: result.data.map(publicView), hasMore: result.has_more }),
    );
  }
}

function inputOf(fields: TalentProfileFields | undefined) {
  return toTalentProfileInput(fields ?? create(TalentProfileFieldsSchema));
}

function ownMessage(profile: StoredTalent) {
  return create(TalentProfileSchema, {
    id: profile.id,
    accountId: profile.accountId,
    fields: toTalentProfileFields(profile.data),
    minor: isMinor(profile.data.birthDate, new Date()),
    photos: (profile.photos ?? []).map(toPhotoMessage),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  });
}

function ownView(profile: StoredTalent): JsonValue {
  return toJson(TalentProfileSchema, ownMessage(profile));
}

function publicView(profile: StoredTalent) {
  const photos = (profile.photos ?? []).map(toPhotoMessage);
  const details = toPublicTalentDetails({ ...profile.data, id: profile.id, accountId: profile.accountId }, new Date());
  return toTalentDetails(details, profile.data.heightCm, profile.data.weightGrams, photos);
}
