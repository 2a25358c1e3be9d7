import { Query } from '@nestjs/cqrs';

/** The JSON Web Key Set the gateway verifies access tokens with. */
export class GetJwksQuery extends Query<string> {}
