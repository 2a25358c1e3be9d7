import { agentJurisdiction, requiresAgentLicense } from './agent-licensing.js';
import { DEFAULT_REFERENCE_RULE, referenceRuleFor, type ReferenceRule } from './professional-references.js';
import {
  CITY_MAX_LENGTH,
  optionalAddress,
  STATE_MAX_LENGTH,
  type AddressData,
  type AddressInput,
} from '../../common/address.rules.js';
import {
  choices,
  invalidValue,
  isBlankGroup,
  list,
  optionalBoolean,
  optionalChoice,
  optionalCountry,
  optionalEmail,
  optionalGroup,
  optionalHttpsUrl,
  optionalInteger,
  optionalText,
  required,
  requireAtLeastOne,
  requiredText,
} from '../../common/field-rules.js';
import { optionalPhone } from '../../common/phone.rules.js';
import {
  COMPANY_KINDS,
  PROJECT_LOCATIONS,
  PROJECT_TYPES,
  REPRESENTATION_TYPES,
  REPRESENTATIVE_SERVICES,
  TALENT_REPRESENTED_BANDS,
  TALENT_TYPES,
  type CompanyKind,
  type ProjectLocation,
  type ProjectType,
  type RepresentationType,
  type RepresentativeService,
  type TalentRepresentedBand,
  type TalentType,
} from '../../catalogue/representative.catalogue.js';
import { ProfilesErrorCode, ProfilesException } from '../../profiles.errors.js';

/*
 * The representative profile form's rules (spec sections 3 and 5), checked in form order; the first
 * broken rule is thrown. Limits the spec leaves open:
 *
 * | limit                       | value | fields                                            |
 * | --------------------------- | ----- | ------------------------------------------------- |
 * | COMPANY_NAME_MAX_LENGTH     | 100   | company.name, company.aliasOrDba                  |
 * | YEARS_IN_OPERATION_MAX      | 200   | company.yearsInOperation (0 to 200)               |
 * | PERSON_NAME_MAX_LENGTH      | 100   | license.fullName, references[].name               |
 * | LICENSE_NUMBER_MAX_LENGTH   | 50    | license.number                                    |
 * | PHOTO_ID_MAX_LENGTH         | 100   | license.photoId (a stored photo's id)             |
 * | (professional-references.ts)| 2+    | complete references by location, unless "N/A"    |
 * | REFERENCES_MAX_COUNT        | 10    | references                                        |
 * | (field, address rules)      |       | emails 254, URLs 2048, address lines 100, city 60 |
 */
export const COMPANY_NAME_MAX_LENGTH = 100;
export const YEARS_IN_OPERATION_MAX = 200;
export const PERSON_NAME_MAX_LENGTH = 100;
export const LICENSE_NUMBER_MAX_LENGTH = 50;
export const PHOTO_ID_MAX_LENGTH = 100;
export const REFERENCES_MAX_COUNT = 10;

export interface ReferenceInput {
  name?: string;
  email?: string;
  phone?: string;
}

/** What the API receives: catalogue keys as plain strings, optional wherever the spec allows. */
export interface RepresentativeProfileInput {
  representationTypes: string[];
  projectLocations?: string[];
  services?: string[];
  /** Whether the business address differs from the account's; only then is businessAddress read. */
  businessAddressDiffers?: boolean;
  businessAddress?: AddressInput;
  contact?: { email?: string; phone?: string };
  website?: string;
  company?: { name?: string; aliasOrDba?: string; kind?: string; yearsInOperation?: number };
  license?: { fullName?: string; number?: string; country?: string; state?: string; city?: string; photoId?: string };
  talentRepresented?: string;
  talentTypes?: string[];
  projectTypes?: string[];
  references?: ReferenceInput[];
  /** The "N/A" answer: references are deferred. */
  referencesNotApplicable?: boolean;
}

export interface Company {
  name: string;
  aliasOrDba?: string;
  kind?: CompanyKind;
  yearsInOperation?: number;
}

export interface License {
  fullName: string;
  number: string;
  country?: string;
  state?: string;
  city?: string;
  photoId?: string;
}

export interface Reference {
  name: string;
  email: string;
  phone: string;
}

export interface RepresentativeProfileData {
  representationTypes: RepresentationType[];
  projectLocations: ProjectLocation[];
  services: RepresentativeService[];
  businessAddressDiffers: boolean;
  /** Present exactly when businessAddressDiffers. */
  businessAddress?: AddressData;
  contact: { email?: string; phone?: string };
  website?: string;
  company?: Company;
  license?: License;
  talentRepresented?: TalentRepresentedBand;
  talentTypes: TalentType[];
  projectTypes: ProjectType[];
  references: Reference[];
  referencesNotApplicable: boolean;
}

/** Checks a representative profile against the rules of spec sections 3 and 5, in form order, and normalizes it. */
export function validateRepresentativeProfile(input: RepresentativeProfileInput): RepresentativeProfileData {
  const representationTypes = choices('representationTypes', input.representationTypes, REPRESENTATION_TYPES);
  requireAtLeastOne('representationType', representationTypes);
  const projectLocations = choices('projectLocations', input.projectLocations, PROJECT_LOCATIONS);
  const services = choices('services', input.services, REPRESENTATIVE_SERVICES);
  const businessAddressDiffers = optionalBoolean('businessAddressDiffers', input.businessAddressDiffers);
  const businessAddress = businessAddressDiffers ? validBusinessAddress(input.businessAddress) : undefined;
  const contactInput = optionalGroup('contact', input.contact) ?? {};
  const contact = {
    email: optionalEmail('contact.email', contactInput.email),
    phone: optionalPhone('contact.phone', contactInput.phone),
  };
  const website = optionalHttpsUrl('website', input.website);
  const company = validCompany(input.company);
  const license = validLicense(input.license);
  requireAgentLicense(representationTypes, businessAddress, license);
  const talentRepresented = optionalChoice('talentRepresented', input.talentRepresented, TALENT_REPRESENTED_BANDS);
  const talentTypes = choices('talentTypes', input.talentTypes, TALENT_TYPES);
  const projectTypes = choices('projectTypes', input.projectTypes, PROJECT_TYPES);
  const referencesNotApplicable = optionalBoolean('referencesNotApplicable', input.referencesNotApplicable);
  const references = validReferences(
    input.references,
    referencesNotApplicable,
    referenceRuleFor(businessAddress, license),
  );
  return {
    representationTypes,
    projectLocations,
    services,
    businessAddressDiffers,
    businessAddress,
    contact,
    website,
    company,
    license,
    talentRepresented,
    talentTypes,
    projectTypes,
    references,
    referencesNotApplicable,
  };
}

function validBusinessAddress(value: unknown): AddressData {
  const address = optionalAddress('businessAddress', value);
  if (address === undefined) {
    throw required('businessAddress');
  }
  return address;
}

function validCompany(value: unknown): Company | undefined {
  const input = optionalGroup('company', value);
  if (input === undefined || isBlankGroup(input)) {
    return undefined;
  }
  return {
    name: requiredText('company.name', input.name, COMPANY_NAME_MAX_LENGTH),
    aliasOrDba: optionalText('company.aliasOrDba', input.aliasOrDba, COMPANY_NAME_MAX_LENGTH),
    kind: optionalChoice('company.kind', input.kind, COMPANY_KINDS),
    yearsInOperation: optionalInteger('company.yearsInOperation', input.yearsInOperation, 0, YEARS_IN_OPERATION_MAX),
  };
}

/** All or nothing: a license is recorded with the holder's full name and its number. */
function validLicense(value: unknown): License | undefined {
  const input = optionalGroup('license', value);
  if (input === undefined || isBlankGroup(input)) {
    return undefined;
  }
  return {
    fullName: requiredText('license.fullName', input.fullName, PERSON_NAME_MAX_LENGTH),
    number: requiredText('license.number', input.number, LICENSE_NUMBER_MAX_LENGTH),
    country: optionalCountry('license.country', input.country),
    state: optionalText('license.state', input.state, STATE_MAX_LENGTH),
    city: optionalText('license.city', input.city, CITY_MAX_LENGTH),
    photoId: optionalText('license.photoId', input.photoId, PHOTO_ID_MAX_LENGTH),
  };
}

/**
 * A talent agent doing business where agents are licensed (California, New York) shows the license:
 * its number and the country and state that issued it.
 */
function requireAgentLicense(
  representationTypes: readonly RepresentationType[],
  businessAddress: AddressData | undefined,
  license: License | undefined,
): void {
  if (!representationTypes.includes('talentAgent')) {
    return;
  }
  const jurisdiction = agentJurisdiction(businessAddress, license);
  if (!requiresAgentLicense(jurisdiction)) {
    return;
  }
  const place = `${jurisdiction?.state}, ${jurisdiction?.country}`;
  for (const [field, value] of [
    ['license.number', license?.number],
    ['license.country', license?.country],
    ['license.state', license?.state],
  ] as const) {
    if (!value) {
      throw new ProfilesException(
        ProfilesErrorCode.LicenseRequired,
        `Talent agents in ${place} must show their agency license (number, issuing country and state).`,
        [field, place],
      );
    }
  }
}

/**
 * Blank rows are dropped; a started row must be complete. As many complete references as the
 * representative's place of business asks are needed, unless it answered "N/A" to add them later
 * (spec section 5).
 */
function validReferences(value: unknown, notApplicable: boolean, rule: ReferenceRule): Reference[] {
  const references = list('references', value).flatMap((entry, index): Reference[] => {
    const field = `references.${index}`;
    const input = optionalGroup(field, entry);
    if (input === undefined || isBlankGroup(input)) {
      return [];
    }
    return [
      {
        name: requiredText(`${field}.name`, input.name, PERSON_NAME_MAX_LENGTH),
        email: optionalEmail(`${field}.email`, input.email) ?? throwRequired(`${field}.email`),
        phone: optionalPhone(`${field}.phone`, input.phone) ?? throwRequired(`${field}.phone`),
      },
    ];
  });
  if (references.length > REFERENCES_MAX_COUNT) {
    throw invalidValue('references', `Max ${REFERENCES_MAX_COUNT} entries`);
  }
  if (!notApplicable && references.length < rule.minimum) {
    const where = rule === DEFAULT_REFERENCE_RULE ? '' : ` in ${rule.place}`;
    throw new ProfilesException(
      ProfilesErrorCode.ReferencesRequired,
      `At least ${rule.minimum} professional references are required${where}; enter N/A to add them later.`,
      ['references', String(rule.minimum)],
    );
  }
  return references;
}

function throwRequired(field: string): never {
  throw required(field);
}
