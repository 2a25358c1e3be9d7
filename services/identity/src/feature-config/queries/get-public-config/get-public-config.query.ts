import { Query } from '@nestjs/cqrs';
import type { PublicConfig } from '@callsheet/contracts';

/** The public feature configuration: features, access lists, languages, countries, connect mode. */
export class GetPublicConfigQuery extends Query<PublicConfig> {}
