import { create } from '@bufbuild/protobuf';
import { MeSchema, type Me } from '@callsheet/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../user.errors.js';
import { UserRepository } from '../../user.repository.js';
import { GetMeQuery } from './get-me.query.js';

@QueryHandler(GetMeQuery)
export class GetMeHandler implements IQueryHandler<GetMeQuery, Me> {
  constructor(private readonly users: UserRepository) {}

  async execute({ userId }: GetMeQuery): Promise<Me> {
    const [user, memberships] = await Promise.all([this.users.findById(userId), this.users.membershipsOf(userId)]);
    if (!user) {
      throw new IdentityException(IdentityErrorCode.UserNotFound, 'This user no longer exists.');
    }
    return create(MeSchema, {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      displayName: user.displayName,
      firstName: user.firstName,
      lastName: user.lastName,
      timezone: user.timezone,
      language: user.language,
      accounts: Object.fromEntries(
        memberships.map((membership) => [
          membership.accountId,
          { accountType: membership.account.accountType, name: membership.account.name, role: membership.role },
        ]),
      ),
    });
  }
}
