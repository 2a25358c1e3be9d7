import { Command } from '@nestjs/cqrs';
import type { RepresentativeProfileInput } from '../../domain/representative-profile.rules.js';
import type { StoredRepresentative } from '../../representative.repository.js';

export class CreateRepresentativeProfileCommand extends Command<StoredRepresentative> {
  constructor(
    readonly accountId: string,
    readonly input: RepresentativeProfileInput,
  ) {
    super();
  }
}
