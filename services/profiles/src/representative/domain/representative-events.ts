import { mergeMasked } from '@callsheet/kernel';
import {
  type RepresentativeProfileData,
  type RepresentativeProfileInput,
  validateRepresentativeProfile,
} from './representative-profile.rules.js';

/*
 * A representative profile's events, named by its rules (docs/architecture.md, "Who names an event"):
 * the command handler hands them to RepresentativeRepository, which writes them with the profile through
 * the outbox (profiles.events.ts: the published contracts).
 */
type RepresentativeIds = { representativeId: string; accountId: string };

/** What connections keeps of a representative profile: a name to show and the kinds of representation. */
export interface RepresentativeSummary {
  displayName: string;
  representationTypes: string[];
}

export type RepresentativeEvent =
  | ({ type: 'representativeProfileCreated' | 'representativeProfileUpdated' } & RepresentativeIds &
      RepresentativeSummary)
  | ({ type: 'representativeProfileDeleted' } & RepresentativeIds);

interface RepresentativeRef {
  id: string;
  accountId: string;
}

export function representativeCreated(
  profile: RepresentativeRef & { data: RepresentativeProfileData },
): RepresentativeEvent[] {
  return [{ type: 'representativeProfileCreated', ...representativeIds(profile), ...summaryOf(profile.data) }];
}

/** An update: the fields in the mask replace the stored ones and the whole profile is checked again. */
export function representativeUpdate(
  profile: RepresentativeRef & { data: RepresentativeProfileData },
  input: RepresentativeProfileInput,
  fieldMask: readonly string[],
): { data: RepresentativeProfileData; events: RepresentativeEvent[] } {
  const stored: RepresentativeProfileInput = profile.data;
  const data = validateRepresentativeProfile(mergeMasked(stored, input, fieldMask));
  return {
    data,
    events: [{ type: 'representativeProfileUpdated', ...representativeIds(profile), ...summaryOf(data) }],
  };
}

/**
 * The licence document was added, replaced or removed: the profile changed, so its update is published
 * with the summary it has (the document itself is private and not in any event).
 */
export function representativeLicenseDocumentChanged(
  profile: RepresentativeRef & { data: RepresentativeProfileData },
): RepresentativeEvent[] {
  return [{ type: 'representativeProfileUpdated', ...representativeIds(profile), ...summaryOf(profile.data) }];
}

export function representativeDeleted(profile: RepresentativeRef): RepresentativeEvent[] {
  return [{ type: 'representativeProfileDeleted', ...representativeIds(profile) }];
}

function representativeIds(profile: RepresentativeRef): RepresentativeIds {
  return { representativeId: profile.id, accountId: profile.accountId };
}

function summaryOf(data: RepresentativeProfileData): RepresentativeSummary {
  return {
    displayName: data.company?.name ?? data.license?.fullName ?? data.contact.email ?? 'Representative',
    representationTypes: [...data.representationTypes],
  };
}
