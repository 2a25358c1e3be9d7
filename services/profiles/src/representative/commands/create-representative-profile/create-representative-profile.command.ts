import { Command } from '@nestjs/cqrs';
import type { RepresentativeProfileInput } from '../../domain/representative-profile.rules.js';
import type { RepresentativeRecord } from '../../representative.repository.js';

export class CreateRepresentativeProfileCommand extends Command<RepresentativeRecord> {
  constructor(
    readonly accountId: string,
    readonly input: RepresentativeProfileInput,
  ) {
    super();
  }
}
