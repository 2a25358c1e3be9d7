import { ProfilesTopics, RepresentativeProfileDeletedSchema, TalentProfileCreatedSchema } from '@callsheet/contracts';
import { outgoingProfilesEvent } from './profiles.events.js';

describe('outgoingProfilesEvent', () => {
  it("writes a talent profile's event on the talent events' topic, keyed by the profile", () => {
    const summary = { minor: true, displayName: 'Ada Lovelace', trustAccount: true };
    expect(
      outgoingProfilesEvent({ type: 'talentProfileCreated', talentId: 'talent-1', accountId: 'account-1', ...summary }),
    ).toMatchObject({
      topic: ProfilesTopics.talentEvents,
      aggregateId: 'talent-1',
      schema: TalentProfileCreatedSchema,
      payload: { talentId: 'talent-1', accountId: 'account-1', ...summary },
    });
  });

  it("writes a representative profile's event on the representative events' topic, keyed by the profile", () => {
    const ids = { representativeId: 'representative-1', accountId: 'account-1' };
    expect(outgoingProfilesEvent({ type: 'representativeProfileDeleted', ...ids })).toMatchObject({
      topic: ProfilesTopics.representativeEvents,
      aggregateId: 'representative-1',
      schema: RepresentativeProfileDeletedSchema,
      payload: ids,
    });
  });
});
