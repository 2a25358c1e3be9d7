// The choices of a representative's profile (spec section 3). Keys are stable; the console translates them.

export const REPRESENTATION_TYPES = ['talentManager', 'talentAgent', 'castingProfessional'] as const;
export type RepresentationType = (typeof REPRESENTATION_TYPES)[number];

export const PROJECT_LOCATIONS = ['usaWest', 'usaEast', 'australiaNewZealand', 'europeUk', 'other'] as const;
export type ProjectLocation = (typeof PROJECT_LOCATIONS)[number];

export const REPRESENTATIVE_SERVICES = [
  'sagFranchisedAgent',
  'aftraAtaNatrFranchisedAgent',
  'sagAftraAffiliatedManager',
] as const;
export type RepresentativeService = (typeof REPRESENTATIVE_SERVICES)[number];

export const COMPANY_KINDS = ['soleProprietorDba', 'ownerOrMemberOfCorporation', 'employer'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** How many talent a representative has on their roster, as bands. */
export const TALENT_REPRESENTED_BANDS = [
  'from1To5',
  'from6To10',
  'from11To25',
  'from26To50',
  'from51To100',
  'over100',
] as const;
export type TalentRepresentedBand = (typeof TALENT_REPRESENTED_BANDS)[number];

export const TALENT_TYPES = [
  'actors',
  'voiceActors',
  'stuntPerformers',
  'dancers',
  'choreographers',
  'singers',
  'musicians',
  'bands',
  'djs',
  'comedians',
  'hosts',
  'newsAnchors',
  'models',
  'fitnessModels',
  'plusSizeModels',
  'handAndPartsModels',
  'influencers',
  'contentCreators',
  'athletes',
  'backgroundExtras',
  'standIns',
  'children',
  'teens',
  'seniors',
  'performersWithDisabilities',
  'magicians',
  'circusPerformers',
  'variety',
  'writers',
  'directors',
  'producers',
  'crew',
] as const;
export type TalentType = (typeof TALENT_TYPES)[number];

export const PROJECT_TYPES = [
  'feature',
  'shortFilm',
  'documentary',
  'television',
  'streamingSeries',
  'commercial',
  'brandedContent',
  'corporateIndustrial',
  'musicVideo',
  'theater',
  'musicalTheater',
  'liveEvent',
  'print',
  'radioPodcast',
  'videoGame',
  'userGeneratedContent',
  'studentFilm',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
