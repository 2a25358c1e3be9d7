import {
  PHOTO_MAX_MEGABYTES,
  RepresentativeDetailsSchema,
  RepresentativeProfileFieldsSchema,
  TalentDetailsSchema,
  TalentProfileFieldsSchema,
} from '@callsheet/contracts';
import { connectionPageSchema } from '../connections/connections.openapi.js';
import type { RouteDoc } from '../http/api-route.decorator.js';
import { cataloguesSchema } from '../http/catalogues.js';
import { expandableSchema, type Expansions } from '../http/expand-query.js';
import { protoJsonSchema, type SchemaObject } from '../http/proto-json.js';
import { deletedSchema, flatRecordSchema, pageSchema } from '../http/rest.openapi.js';
import { photoSchema } from '../photos/photos.openapi.js';
import { REPRESENTATIVE_EXPANSIONS, TALENT_EXPANSIONS } from './profiles.expand.js';

/** Photos are answered by `photoView` (sizeBytes a number, signed links): their own schema. */
function withPhotoLinks(schema: SchemaObject): SchemaObject {
  return { ...schema, properties: { ...schema.properties, photos: { type: 'array', items: photoSchema() } } };
}

/**
 * Said in every search route's documentation, and held by the SQL: no paid placement (the 2023
 * SAG-AFTRA agreement forbids casting sites from sorting paying members first).
 */
export const NEUTRAL_RANKING =
  'Ranking is neutral: results are ordered only by how well they match the text, then by id, newest first, as a stable tie-break; without text, newest first. (Talent and jobs: match tiers, best first: the phrase, every word, every word as a prefix, similar spellings. Representatives: full-text rank plus trigram similarity.) Nothing paid for, subscribed to or promoted changes the order. ';

const talentSchema = withPhotoLinks(
  flatRecordSchema(TalentProfileFieldsSchema, {
    minor: { type: 'boolean', description: 'Under 18 today, from the birth date' },
    primaryPhotoId: {
      type: 'string',
      format: 'uuid',
      nullable: true,
      description: 'The primary photo, one of the profile’s own; null when it has no photo',
    },
    primaryThumbnailUrl: {
      type: 'string',
      format: 'uri',
      nullable: true,
      description: 'Signed link to the primary photo’s thumbnail (without expand=photos too); null when none',
    },
  }),
);
const talentDetailsSchema = withPhotoLinks(protoJsonSchema(TalentDetailsSchema));
const photoListSchema: SchemaObject = { type: 'object', properties: { data: { type: 'array', items: photoSchema() } } };
const representativeSchema = flatRecordSchema(RepresentativeProfileFieldsSchema, {
  licenseDocumentOnFile: {
    type: 'boolean',
    description: 'A licence document is on file (GET /api/representative/{id}/license/document answers it)',
  },
});
const representativeDetailsSchema = protoJsonSchema(RepresentativeDetailsSchema);

/** The routes on the account's own profiles (spec section 7's generic CRUD), alike for both kinds. */
function ownProfileDocs(kind: string, profile: SchemaObject, expand: Expansions, deleted: string) {
  return {
    list: { summary: `The selected account's ${kind} profiles, newest first`, paged: true, ok: pageSchema(profile) },
    get: {
      summary: `One of the account’s ${kind} profiles, every field`,
      expand,
      ok: expandableSchema(profile, { connections: connectionPageSchema }),
      errors: [404],
    },
    create: { summary: `Create a ${kind} profile for the selected account`, created: profile },
    update: {
      summary: 'Change the fields sent; the others keep their values (send null to clear one)',
      ok: profile,
      errors: [404],
    },
    delete: { summary: deleted, ok: deletedSchema, errors: [404] },
  } satisfies Record<string, RouteDoc>;
}

/** Talent profiles (spec sections 3 and 7): the account's own, public details, search and photos. */
export const talentDocs = {
  ...ownProfileDocs('talent', talentSchema, TALENT_EXPANSIONS, 'Delete a talent profile and its photos'),
  search: {
    summary: 'Find talent: free text over names, aliases and skills, and filters; best matches first',
    description:
      NEUTRAL_RANKING +
      'List filters on appearance (genderRoles, unions, ethnicAppearances, bodyTypes, hairColors, eyeColors) match any of their keys; skills, languages and accents must all be present. Keys come from GET /public/catalogues.',
    paged: true,
    ok: pageSchema(talentDetailsSchema),
    errors: [404],
  },
  details: {
    summary: 'What any member may see of a talent',
    description: 'Never the tax id, passport, guardian, birth date, addresses, nor an adult’s age.',
    ok: talentDetailsSchema,
    errors: [404],
  },
  photos: {
    summary: 'The photos of one of the account’s talent profiles, the primary photo first, then oldest first',
    ok: photoListSchema,
    errors: [404],
  },
  addPhoto: {
    summary: `Upload a photo (multipart field "file"): JPEG, PNG or WebP by content, at most ${PHOTO_MAX_MEGABYTES} MB`,
    consumes: 'multipart/form-data',
    body: {
      schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
    },
    created: photoSchema(),
    errors: [404, 413, 415],
  },
  deletePhoto: {
    summary: 'Delete a photo of one of the account’s talent profiles',
    description: 'When it was the primary photo, the most recent remaining photo becomes primary.',
    ok: deletedSchema,
    errors: [404],
  },
  setPrimaryPhoto: {
    summary: 'Make a photo of one of the account’s talent profiles its primary photo (no body)',
    description:
      'A profile has at most one primary photo; its first photo is primary until another is chosen. Answers the profile’s photos, the chosen one first. A photo of another profile answers 404 photoNotFound.',
    ok: photoListSchema,
    errors: [404],
  },
} satisfies Record<string, RouteDoc>;

/** Representative profiles (spec sections 3 and 7): the account's own, public details and search. */
export const representativeDocs = {
  ...ownProfileDocs(
    'representative',
    representativeSchema,
    REPRESENTATIVE_EXPANSIONS,
    'Delete a representative profile',
  ),
  search: {
    summary: 'Find representatives: free text over company, licensee and what they do, and filters',
    description: NEUTRAL_RANKING + 'Each list filter matches any of its keys (GET /public/catalogues).',
    paged: true,
    ok: pageSchema(representativeDetailsSchema),
    errors: [404],
  },
  details: {
    summary: 'What any member may see of a representative',
    description: 'No references’ contact details, no business street; the license number stays.',
    ok: representativeDetailsSchema,
    errors: [404],
  },
} satisfies Record<string, RouteDoc>;

/** The profile catalogues (unions, body types, skills, ...) as stable keys the console translates. */
export const profileCatalogueDocs = {
  list: {
    summary: 'Every profile catalogue: name → keys',
    ok: cataloguesSchema({ bodyTypes: ['ectomorph', 'mesomorph', 'endomorph'] }),
  },
} satisfies Record<string, RouteDoc>;
