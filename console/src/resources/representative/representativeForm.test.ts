import { describe, expect, it } from 'vitest';
import {
  changedBody,
  isNotApplicable,
  newFormValues,
  referencesOf,
  representativeName,
  toFormValues,
  toRepresentativeBody,
} from './representativeForm';

/** A stored profile as GET /api/representative/{id} answers it (scripts/seed-demo.mjs's agent). */
const stored = {
  id: '0190a0b4-0000-7000-8000-000000000001',
  accountId: '0190a0b4-0000-7000-8000-0000000000aa',
  representationTypes: ['talentAgent', 'talentManager'],
  projectLocations: ['usaWest'],
  services: ['sagAftraAffiliatedManager', 'sagFranchisedAgent'],
  businessAddressDiffers: true,
  businessAddress: {
    line1: '9000 Sunset Blvd',
    city: 'West Hollywood',
    state: 'CA',
    postalCode: '90069',
    country: 'US',
  },
  contact: { email: 'agent@callsheet.test', phone: '+13105550199' },
  website: 'https://agency.callsheet.test',
  company: { name: 'Sunset Talent Agency', kind: 'ownerOrMemberOfCorporation', yearsInOperation: 9 },
  license: { fullName: 'Arlo Agent', number: 'TA-2031', country: 'US', state: 'CA', city: 'West Hollywood' },
  talentRepresented: 'from26To50',
  talentTypes: ['actors'],
  projectTypes: [],
  references: [
    { name: 'Pat Producer', email: 'pat@example.com', phone: '+13235550142' },
    { name: 'Dana Director', email: 'dana@example.com', phone: '+13235550143' },
  ],
  referencesNotApplicable: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('the representative form and the API body', () => {
  it('splits the services between the manager’s and the agent’s tabs, and joins them back', () => {
    const values = toFormValues(stored);
    expect(values.managerServices).toEqual(['sagAftraAffiliatedManager']);
    expect(values.agentServices).toEqual(['sagFranchisedAgent']);
    expect(toRepresentativeBody(values).services).toEqual(['sagFranchisedAgent', 'sagAftraAffiliatedManager']);
  });

  it('gives back a stored profile unchanged: a save without edits sends nothing', () => {
    const body = toRepresentativeBody(toFormValues(stored));
    expect(body.company).toEqual({ ...stored.company, aliasOrDba: null });
    expect(body.license).toEqual({ ...stored.license, photoId: null });
    expect(body.businessAddress).toEqual({ ...stored.businessAddress, line2: null });
    expect(changedBody(body, toRepresentativeBody(toFormValues(stored)))).toEqual({});
  });

  it('sends a blank field or group as null, so that a PATCH clears it', () => {
    const values = toFormValues(stored);
    const body = toRepresentativeBody({
      ...values,
      website: '  ',
      company: { name: '', aliasOrDba: '', kind: '', yearsInOperation: null },
    });
    expect(body.website).toBeNull();
    expect(body.company).toBeNull();
    expect(changedBody(body, toRepresentativeBody(values))).toEqual({ website: null, company: null });
  });

  it('sends the business address only when it differs from the account’s', () => {
    const values = toFormValues(stored);
    expect(toRepresentativeBody({ ...values, businessAddressDiffers: false }).businessAddress).toBeNull();
  });

  it('upper-cases the license’s state as the licensing rule compares it', () => {
    const values = toFormValues(stored);
    const body = toRepresentativeBody({ ...values, license: { ...values.license, state: 'ny ' } });
    expect((body.license as { state: string }).state).toBe('NY');
  });

  it('starts a new profile with two empty reference rows, none sent', () => {
    const body = toRepresentativeBody(newFormValues());
    expect(newFormValues().references).toHaveLength(2);
    expect(body.references).toEqual([]);
    expect(body.referencesNotApplicable).toBe(false);
    expect(body.license).toBeNull();
  });
});

describe('N/A references (spec section 5)', () => {
  const reference = { name: 'Pat Producer', email: 'pat@example.com', phone: '+1 323 555 0142' };
  const blank = { name: '', email: '', phone: '' };

  it('defers the references with the N/A box', () => {
    expect(referencesOf({ references: [blank, blank], referencesNotApplicable: true })).toEqual({
      references: [],
      rows: [],
      notApplicable: true,
    });
  });

  it('defers them when N/A is typed as a reference’s name, alone on its row', () => {
    const typed = referencesOf({ references: [{ ...blank, name: ' n/a ' }, blank], referencesNotApplicable: false });
    expect(typed).toEqual({ references: [], rows: [], notApplicable: true });
    expect(toRepresentativeBody({ references: [{ ...blank, name: 'N/A' }] }).referencesNotApplicable).toBe(true);
    expect(isNotApplicable('S. O.')).toBe(true);
    expect(isNotApplicable('Nadia')).toBe(false);
  });

  it('keeps a row that has more than N/A on it: it is a reference to complete', () => {
    const started = referencesOf({ references: [{ name: 'N/A', email: 'x@example.com', phone: '' }] });
    expect(started.notApplicable).toBe(false);
    expect(started.references).toHaveLength(1);
  });

  it('leaves blank rows out and remembers which form row each reference sent came from', () => {
    expect(referencesOf({ references: [blank, reference, blank, reference] })).toEqual({
      references: [reference, reference],
      rows: [1, 3],
      notApplicable: false,
    });
  });
});

describe('a representative’s name', () => {
  it('is the company, else its alias, else the license holder', () => {
    expect(representativeName(stored)).toBe('Sunset Talent Agency');
    expect(representativeName({ company: { aliasOrDba: 'Sunset' }, license: { fullName: 'Arlo' } })).toBe('Sunset');
    expect(representativeName({ license: { fullName: 'Arlo Agent' } })).toBe('Arlo Agent');
    expect(representativeName(undefined)).toBe('');
  });
});
