import {
  ETHNICITIES,
  JOB_TYPES,
  LOCATION_KINDS,
  MATERIAL_KINDS,
  PRE_SCREEN_MEDIA,
  REMOTE_OPTIONS,
  type Ethnicity,
  type JobType,
  type LocationKind,
  type MaterialKind,
  type PreScreenMedium,
  type RemoteOption,
} from '../../catalogue/job.catalogue.js';
import {
  addDays,
  boundedList,
  choices,
  invalidDate,
  invalidValue,
  isBlankGroup,
  isoDateOf,
  optionalBoolean,
  optionalChoice,
  optionalDate,
  optionalGroup,
  optionalText,
  required,
  requiredChoice,
  requiredDate,
  requiredText,
} from '../../common/field-rules.js';
import { optionalPlace, type PlaceData, type PlaceInput } from '../../common/place.rules.js';
import { DESCRIPTION_MAX_LENGTH } from '../../production/domain/production.rules.js';
import { validatePayment, type PaymentData, type PaymentInput } from './job-payment.rules.js';

/*
 * The Role/Job step of the wizard (spec sections 2 and 3): the role, Date and Location, Pre-Screen
 * request, Payment Information and Extra compensation info. Checked in form order; the first broken
 * rule is thrown. A draft needs the role name, its type and its location kind; a local job also needs
 * where it is (city, state, country) and a nationwide job its country: they decide the
 * pay-transparency and casting-ad laws it falls under (job-jurisdiction.ts).
 *
 * | limit                           | value | fields                                        |
 * | ------------------------------- | ----- | --------------------------------------------- |
 * | ROLE_NAME_MAX_LENGTH            | 120   | roleName                                      |
 * | DESCRIPTION_MAX_LENGTH          | 5000  | description (production.rules.ts)             |
 * | KEY_DATES_MAX_COUNT             | 20    | keyDates                                      |
 * | KEY_DATE_LABEL_MAX_LENGTH       | 100   | keyDates[].label (Audition, Callback, Shoot)  |
 * | KEY_DATE_LOCATION_MAX_LENGTH    | 200   | keyDates[].location                           |
 * | JOB_LISTING_MAX_DAYS            | 365   | expiresOn at most a year ahead (spec 9's span)|
 * | SPECIAL_INSTRUCTIONS_MAX_LENGTH | 2000  | specialInstructions                           |
 * | MESSAGE_TO_TALENT_MAX_LENGTH    | 2000  | preScreen.messageToTalent                     |
 * | (job-payment.rules.ts)          |       | payment                                       |
 */
export const ROLE_NAME_MAX_LENGTH = 120;
export const KEY_DATES_MAX_COUNT = 20;
export const KEY_DATE_LABEL_MAX_LENGTH = 100;
export const KEY_DATE_LOCATION_MAX_LENGTH = 200;
export const JOB_LISTING_MAX_DAYS = 365;
export const SPECIAL_INSTRUCTIONS_MAX_LENGTH = 2000;
export const MESSAGE_TO_TALENT_MAX_LENGTH = 2000;

export interface KeyDateInput {
  label?: string;
  date?: string;
  location?: string;
}

/** What the API receives: catalogue keys as plain strings, optional wherever a draft allows. */
export interface JobInput {
  roleName?: string;
  description?: string;
  type?: string;
  remoteOption?: string;
  ethnicities?: string[];
  locationKind?: string;
  workLocation?: PlaceInput;
  keyDates?: KeyDateInput[];
  expiresOn?: string;
  specialInstructions?: string;
  additionalMaterials?: string[];
  preScreen?: { media?: string[]; nudity?: boolean; messageToTalent?: string };
  payment?: PaymentInput;
}

export interface KeyDate {
  label: string;
  date: string;
  location?: string;
}

export interface PreScreen {
  media: PreScreenMedium[];
  nudity: boolean;
  messageToTalent?: string;
}

export interface JobData {
  roleName: string;
  description?: string;
  type: JobType;
  remoteOption?: RemoteOption;
  /** Empty when the role is open to any ethnicity. */
  ethnicities: Ethnicity[];
  locationKind: LocationKind;
  /** Present for a local job (with its city) and a nationwide one (its country); optional otherwise. */
  workLocation?: PlaceData;
  keyDates: KeyDate[];
  expiresOn?: string;
  specialInstructions?: string;
  additionalMaterials: MaterialKind[];
  /** No media and no nudity when the job asks for no pre-screen. */
  preScreen: PreScreen;
  /** Undefined when the payment section was left blank. */
  payment?: PaymentData;
}

/** Checks a job against the rules of spec sections 3 and 5, in form order, and normalizes it. */
export function validateJob(input: JobInput, today: Date): JobData {
  const roleName = requiredText('roleName', input.roleName, ROLE_NAME_MAX_LENGTH);
  const description = optionalText('description', input.description, DESCRIPTION_MAX_LENGTH);
  const type = requiredChoice('type', input.type, JOB_TYPES);
  const givenRemoteOption = optionalChoice('remoteOption', input.remoteOption, REMOTE_OPTIONS);
  const ethnicities = choices('ethnicities', input.ethnicities, ETHNICITIES);
  const locationKind = requiredChoice('locationKind', input.locationKind, LOCATION_KINDS);
  const remoteOption = validRemoteOption(locationKind, givenRemoteOption);
  const workLocation = validWorkLocation(locationKind, input.workLocation);
  const keyDates = validKeyDates(input.keyDates);
  const expiresOn = validExpiry(input.expiresOn, today);
  const specialInstructions = optionalText(
    'specialInstructions',
    input.specialInstructions,
    SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  );
  const additionalMaterials = choices('additionalMaterials', input.additionalMaterials, MATERIAL_KINDS);
  const preScreen = validPreScreen(input.preScreen);
  const payment = validatePayment(input.payment);
  return {
    roleName,
    description,
    type,
    remoteOption,
    ethnicities,
    locationKind,
    workLocation,
    keyDates,
    expiresOn,
    specialInstructions,
    additionalMaterials,
    preScreen,
    payment,
  };
}

/** A virtual job is done remotely: remote is implied, on-site or hybrid contradicts it. */
function validRemoteOption(
  locationKind: LocationKind,
  remoteOption: RemoteOption | undefined,
): RemoteOption | undefined {
  if (locationKind !== 'virtual') {
    return remoteOption;
  }
  if (remoteOption !== undefined && remoteOption !== 'remote') {
    throw invalidValue('remoteOption', 'A virtual job is remote.');
  }
  return 'remote';
}

/**
 * A local job needs its place down to the city; a nationwide job its country (which nation); a
 * worldwide or virtual job may give a base, or nothing.
 */
function validWorkLocation(locationKind: LocationKind, value: unknown): PlaceData | undefined {
  const place = optionalPlace('workLocation', value, { cityRequired: locationKind === 'local' });
  if (place === undefined && (locationKind === 'local' || locationKind === 'nationwide')) {
    throw required('workLocation');
  }
  return place;
}

/** Blank rows are dropped; a started row needs its label and date. */
function validKeyDates(value: unknown): KeyDate[] {
  return boundedList('keyDates', value, KEY_DATES_MAX_COUNT).flatMap((entry, index): KeyDate[] => {
    const field = `keyDates.${index}`;
    const input = optionalGroup(field, entry);
    if (input === undefined || isBlankGroup(input)) {
      return [];
    }
    return [
      {
        label: requiredText(`${field}.label`, input.label, KEY_DATE_LABEL_MAX_LENGTH),
        date: requiredDate(`${field}.date`, input.date),
        location: optionalText(`${field}.location`, input.location, KEY_DATE_LOCATION_MAX_LENGTH),
      },
    ];
  });
}

/** "Expiration must be a date after today" (spec section 5), and within a year (spec section 9's span). */
function validExpiry(value: unknown, today: Date): string | undefined {
  const expiresOn = optionalDate('expiresOn', value);
  if (expiresOn === undefined) {
    return undefined;
  }
  const todayDate = isoDateOf(today);
  if (expiresOn <= todayDate) {
    throw invalidDate('expiresOn', 'Expiration must be a date after today.');
  }
  if (expiresOn > addDays(todayDate, JOB_LISTING_MAX_DAYS)) {
    throw invalidDate('expiresOn', `Expiration must be within ${JOB_LISTING_MAX_DAYS} days of today.`);
  }
  return expiresOn;
}

function validPreScreen(value: unknown): PreScreen {
  const input = optionalGroup('preScreen', value) ?? {};
  return {
    media: choices('preScreen.media', input.media, PRE_SCREEN_MEDIA),
    nudity: optionalBoolean('preScreen.nudity', input.nudity),
    messageToTalent: optionalText('preScreen.messageToTalent', input.messageToTalent, MESSAGE_TO_TALENT_MAX_LENGTH),
  };
}
