import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import {
  ProfilesTopics,
  RepresentativeProfileCreatedSchema,
  RepresentativeProfileDeletedSchema,
  RepresentativeProfileUpdatedSchema,
  TalentProfileCreatedSchema,
  TalentProfileDeletedSchema,
  TalentProfileUpdatedSchema,
} from '@callsheet/contracts';
import { type OutgoingEvent, outgoingEvent } from '@callsheet/kernel';
import type { RepresentativeEvent } from './representative/domain/representative-events.js';
import type { TalentEvent } from './talent/domain/talent-events.js';

/**
 * A profile's event as its published contract, on its profile kind's topic and keyed by the profile, so
 * that each profile's events keep their order. A domain event holds its contract's fields under the same
 * names (talent-events.ts, representative-events.ts).
 */
export function outgoingProfilesEvent(event: TalentEvent | RepresentativeEvent): OutgoingEvent {
  switch (event.type) {
    case 'talentProfileCreated':
      return onTalent(TalentProfileCreatedSchema, event);
    case 'talentProfileUpdated':
      return onTalent(TalentProfileUpdatedSchema, event);
    case 'talentProfileDeleted':
      return onTalent(TalentProfileDeletedSchema, event);
    case 'representativeProfileCreated':
      return onRepresentative(RepresentativeProfileCreatedSchema, event);
    case 'representativeProfileUpdated':
      return onRepresentative(RepresentativeProfileUpdatedSchema, event);
    case 'representativeProfileDeleted':
      return onRepresentative(RepresentativeProfileDeletedSchema, event);
  }
}

function onTalent<Desc extends DescMessage>(schema: Desc, event: MessageInitShape<Desc> & { talentId: string }) {
  return outgoingEvent(ProfilesTopics.talentEvents, event.talentId, schema, event);
}

function onRepresentative<Desc extends DescMessage>(
  schema: Desc,
  event: MessageInitShape<Desc> & { representativeId: string },
) {
  return outgoingEvent(ProfilesTopics.representativeEvents, event.representativeId, schema, event);
}
