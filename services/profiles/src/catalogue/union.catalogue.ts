// Keys are stable identifiers stored in profiles; the console translates them (catalogue.<name>.<key>).

/** Performers' unions and guilds a talent may belong to (spec section 3), or none at all. */
export const UNIONS = [
  'aabp',
  'sagAftra',
  'aea',
  'actra',
  'agva',
  'agma',
  'financialCore',
  'uda',
  'other',
  'nonUnion',
] as const;
export type Union = (typeof UNIONS)[number];

/** Chosen alone: it means "member of no union", so it cannot be combined with one. */
export const NON_UNION: Union = 'nonUnion';

export const CITIZENSHIPS = ['us', 'canadian', 'other'] as const;
export type Citizenship = (typeof CITIZENSHIPS)[number];

/** Who answers for a minor talent. */
export const GUARDIAN_RELATIONSHIPS = ['mother', 'father', 'legalGuardian', 'other'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];
