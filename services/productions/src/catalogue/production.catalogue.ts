// Keys are stable identifiers stored with productions; the console translates them (catalogue.<name>.<key>).

/** What is being produced (spec section 3). */
export const PRODUCTION_TYPES = [
  'print',
  'userGeneratedContent',
  'radio',
  'theater',
  'film',
  'television',
  'brandedContentCorporate',
] as const;
export type ProductionType = (typeof PRODUCTION_TYPES)[number];

/**
 * The subtypes offered under each type (the spec shows the list only in part). A key may appear under
 * two types (a documentary is film or television) and then translates the same way under both.
 */
export const PRODUCTION_SUBTYPES = {
  print: ['editorial', 'magazine', 'catalog', 'lookbook', 'billboard', 'packaging', 'newspaper'],
  userGeneratedContent: [
    'socialMediaVideo',
    'influencerCampaign',
    'productReview',
    'unboxing',
    'testimonial',
    'livestream',
  ],
  radio: ['commercialSpot', 'podcast', 'audioDrama', 'talkShow', 'jingle'],
  theater: ['play', 'musical', 'opera', 'dance', 'improv', 'standUp', 'cabaret', 'immersive'],
  film: ['feature', 'short', 'documentary', 'studentFilm', 'musicVideo', 'animation'],
  television: [
    'scriptedSeries',
    'realitySeries',
    'documentary',
    'commercial',
    'talkShow',
    'gameShow',
    'webSeries',
    'pilot',
  ],
  brandedContentCorporate: [
    'commercial',
    'brandedShort',
    'corporateVideo',
    'industrialTraining',
    'explainerVideo',
    'liveEvent',
    'tradeShow',
  ],
} as const satisfies Record<ProductionType, readonly string[]>;
export type ProductionSubtype = (typeof PRODUCTION_SUBTYPES)[ProductionType][number];

/** Every subtype key once, in type order: the catalogue the console translates. */
export const ALL_PRODUCTION_SUBTYPES: readonly ProductionSubtype[] = [
  ...new Set(PRODUCTION_TYPES.flatMap((type): readonly ProductionSubtype[] => PRODUCTION_SUBTYPES[type])),
];

/** Which side of the marketplace the production is hiring for (spec section 3). */
export const PRODUCTION_CATEGORIES = [
  'performingTalent',
  'creativeTalent',
  'productionCompaniesStaffAndCrew',
  'advisoryAndProductionSupport',
  'productionEquipmentAndSuppliers',
  'creativeWorksSearch',
] as const;
export type ProductionCategory = (typeof PRODUCTION_CATEGORIES)[number];

export const UNION_STATUSES = ['unionAndNonunion', 'union', 'nonunion', 'notApplicable'] as const;
export type UnionStatus = (typeof UNION_STATUSES)[number];
