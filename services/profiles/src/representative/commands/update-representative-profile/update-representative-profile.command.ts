import { Command } from '@nestjs/cqrs';
import type { RepresentativeProfileInput } from '../../domain/representative-profile.rules.js';
import type { RepresentativeRecord } from '../../representative.repository.js';

/** The owning account changes the fields named in `fieldMask`. */
export class UpdateRepresentativeProfileCommand extends Command<RepresentativeRecord> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly input: RepresentativeProfileInput,
    readonly fieldMask: readonly string[],
  ) {
    super();
  }
}
