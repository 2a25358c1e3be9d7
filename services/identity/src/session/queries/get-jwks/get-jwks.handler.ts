import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SigningKeys } from '../../signing-keys.js';
import { GetJwksQuery } from './get-jwks.query.js';

@QueryHandler(GetJwksQuery)
export class GetJwksHandler implements IQueryHandler<GetJwksQuery, string> {
  constructor(private readonly keys: SigningKeys) {}

  async execute(): Promise<string> {
    return JSON.stringify(await this.keys.jwks());
  }
}
