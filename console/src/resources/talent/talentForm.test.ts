import { describe, expect, it } from 'vitest';
import { changedBody, isMinorBirthDate, tabBody, toFormValues, toTalentBody } from './talentForm';

const TODAY = new Date(2026, 10, 27);

/** A stored minor's profile as GET /api/talent/{id} answers it (flat fields, proto JSON names). */
const stored = {
  id: 'tal_1',
  accountId: 'acc_1',
  minor: true,
  firstName: 'Lily',
  lastName: 'Park',
  aliases: ['Lil'],
  birthDate: '2015-04-02',
  trustAccount: true,
  guardian: {
    firstName: 'Mina',
    lastName: 'Park',
    relationship: 'mother',
    email: 'mina@example.com',
    phone: '+12135550100',
  },
  citizenship: ['us'],
  workPermits: ['CA entertainment permit'],
  unions: ['nonUnion'],
  bodyTypes: ['ectomorph'],
  ethnicAppearances: ['eastAsian'],
  tattoos: { arms: 'one' },
  height: { cm: 132, feet: 4, inches: 4 },
  weight: { kg: 28.5, lb: 63 },
  skills: { athletic: ['swimming'], languages: ['en', 'ko'] },
  photos: [{ id: 'pho_1' }],
  createdAt: '2026-11-01T10:00:00Z',
};

describe('the talent form and the API body', () => {
  it('tells a minor by the birth date, on the day', () => {
    expect(isMinorBirthDate('2008-11-28', TODAY)).toBe(true);
    expect(isMinorBirthDate('2008-11-27', TODAY)).toBe(false);
    expect(isMinorBirthDate('', TODAY)).toBe(false);
  });

  it('reads a stored profile into the form: three alias inputs, permits by line, metric numbers', () => {
    const values = toFormValues(stored);
    expect(values.aliases).toEqual(['Lil', '', '']);
    expect(values.workPermits).toBe('CA entertainment permit');
    expect(values.heightCm).toBe(132);
    expect(values.weightKg).toBe(28.5);
    expect(values.skills.athletic).toEqual(['swimming']);
    expect(values.skills.performance).toEqual([]);
    expect(values.guardian.relationship).toBe('mother');
  });

  it('sends a minor with the guardian, only the read-write fields, height and weight in one system', () => {
    const body = toTalentBody(toFormValues(stored), TODAY);
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('photos');
    expect(body).not.toHaveProperty('minor');
    expect(body.guardian).toEqual(stored.guardian);
    expect(body.trustAccount).toBe(true);
    expect(body.height).toEqual({ cm: 132 });
    expect(body.weight).toEqual({ kg: 28.5 });
    expect(body.aliases).toEqual(['Lil']);
    expect(body.workPermits).toEqual(['CA entertainment permit']);
  });

  it("drops an adult's guardian and minor flags, stale form state", () => {
    const values = { ...toFormValues(stored), birthDate: '1990-01-01' };
    const body = toTalentBody(values, TODAY);
    expect(body.guardian).toBeNull();
    expect(body.trustAccount).toBe(false);
  });

  it('sends a cleared text as null so that a PATCH clears it, and blank groups as null', () => {
    const values = { ...toFormValues(stored), middleName: '   ', passport: { number: '', country: '', expiresOn: '' } };
    const body = toTalentBody(values, TODAY);
    expect(body.middleName).toBeNull();
    expect(body.passport).toBeNull();
    expect(body.playableAge).toBeNull();
    expect(body.pronouns).toBeNull();
  });

  it('leaves out the body areas at "none" and the blank sizes and links', () => {
    const values = {
      ...toFormValues(stored),
      tattoos: { arms: 'one', legs: 'none', back: '' },
      sizes: { shirt: ' M ', hat: '' },
      socialLinks: { instagram: 'https://www.instagram.com/lily', tiktok: '' },
    };
    const body = toTalentBody(values, TODAY);
    expect(body.tattoos).toEqual({ arms: 'one' });
    expect(body.sizes).toEqual({ shirt: 'M' });
    expect(body.socialLinks).toEqual({ instagram: 'https://www.instagram.com/lily' });
  });

  it('keeps the other citizenship description only with "other"', () => {
    const values = { ...toFormValues(stored), citizenshipOtherDescription: 'Korean' };
    expect(toTalentBody(values, TODAY).citizenshipOtherDescription).toBeNull();
    expect(toTalentBody({ ...values, citizenship: ['us', 'other'] }, TODAY).citizenshipOtherDescription).toBe('Korean');
  });

  it("saves one tab's fields, and only those that changed", () => {
    const before = toTalentBody(toFormValues(stored), TODAY);
    const after = toTalentBody({ ...toFormValues(stored), hairColor: 'black', heightCm: 133 }, TODAY);
    expect(Object.keys(tabBody(after, 'details'))).toContain('bodyTypes');
    expect(tabBody(after, 'details')).not.toHaveProperty('height');
    expect(changedBody(tabBody(after, 'details'), tabBody(before, 'details'))).toEqual({ hairColor: 'black' });
    expect(changedBody(tabBody(after, 'sizes'), tabBody(before, 'sizes'))).toEqual({ height: { cm: 133 } });
    expect(changedBody(tabBody(before, 'basic'), tabBody(before, 'basic'))).toEqual({});
  });
});
