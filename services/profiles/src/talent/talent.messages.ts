import { create } from '@bufbuild/protobuf';
import {
  type CreateTalentProfileRequest,
  type Deleted,
  DeletedSchema,
  type DeleteTalentProfileRequest,
  type GetTalentDetailsRequest,
  type GetTalentProfileRequest,
  type ListTalentProfilesRequest,
  ProfilesCalls,
  type SearchTalentRequest,
  type TalentDetails,
  type TalentDetailsPage,
  TalentDetailsPageSchema,
  type TalentProfile,
  type TalentProfilePage,
  TalentProfilePageSchema,
  type UpdateTalentProfileRequest,
} from '@callsheet/contracts';
import { pageOf, pageReply, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { CreateTalentProfileCommand } from './commands/create-talent-profile/create-talent-profile.command.js';
import { DeleteTalentProfileCommand } from './commands/delete-talent-profile/delete-talent-profile.command.js';
import { UpdateTalentProfileCommand } from './commands/update-talent-profile/update-talent-profile.command.js';
import { GetTalentDetailsQuery } from './queries/get-talent-details/get-talent-details.query.js';
import { GetTalentProfileQuery } from './queries/get-talent-profile/get-talent-profile.query.js';
import { ListTalentProfilesQuery } from './queries/list-talent-profiles/list-talent-profiles.query.js';
import { SearchTalentQuery } from './queries/search-talent/search-talent.query.js';
import { toTalentDetailsMessage, toTalentProfileInput, toTalentProfileMessage } from './talent.views.js';

/** Kafka transport for talent profiles: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class TalentMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProfilesCalls.createTalent)
  async create(@Payload() { accountId, fields }: CreateTalentProfileRequest): Promise<TalentProfile> {
    const command = new CreateTalentProfileCommand(accountId, toTalentProfileInput(fields));
    return toTalentProfileMessage(await this.commandBus.execute(command));
  }

  @RpcHandler(ProfilesCalls.updateTalent)
  async update(@Payload() { accountId, id, fields, fieldMask }: UpdateTalentProfileRequest): Promise<TalentProfile> {
    const command = new UpdateTalentProfileCommand(accountId, id, toTalentProfileInput(fields), fieldMask);
    return toTalentProfileMessage(await this.commandBus.execute(command));
  }

  @RpcHandler(ProfilesCalls.getTalent)
  async get(@Payload() { accountId, id, expand }: GetTalentProfileRequest): Promise<TalentProfile> {
    const query = new GetTalentProfileQuery(accountId, id, expand.includes('photos'));
    return toTalentProfileMessage(await this.queryBus.execute(query));
  }

  @RpcHandler(ProfilesCalls.listTalent)
  async list(@Payload() { accountId, page }: ListTalentProfilesRequest): Promise<TalentProfilePage> {
    const found = await this.queryBus.execute(new ListTalentProfilesQuery(accountId, pageOf(page)));
    return pageReply(TalentProfilePageSchema, found, toTalentProfileMessage);
  }

  @RpcHandler(ProfilesCalls.deleteTalent)
  async delete(@Payload() { accountId, id }: DeleteTalentProfileRequest): Promise<Deleted> {
    await this.commandBus.execute(new DeleteTalentProfileCommand(accountId, id));
    return create(DeletedSchema, { id, deleted: true });
  }

  @RpcHandler(ProfilesCalls.talentDetails)
  async details(@Payload() { id }: GetTalentDetailsRequest): Promise<TalentDetails> {
    return toTalentDetailsMessage(await this.queryBus.execute(new GetTalentDetailsQuery(id)));
  }

  @RpcHandler(ProfilesCalls.searchTalent)
  async search(@Payload() { page, heightCm, weightKg, ...filters }: SearchTalentRequest): Promise<TalentDetailsPage> {
    const search = {
      ...filters,
      heightCm: heightCm ? { min: heightCm.min, max: heightCm.max } : undefined,
      weightKg: weightKg ? { min: weightKg.min, max: weightKg.max } : undefined,
    };
    const found = await this.queryBus.execute(new SearchTalentQuery(search, pageOf(page)));
    return pageReply(TalentDetailsPageSchema, found, toTalentDetailsMessage);
  }
}
