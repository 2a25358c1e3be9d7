import {
  invalidValue,
  isBlank,
  isRecord,
  optionalBoolean,
  optionalEmail,
  optionalPhone,
  optionalText,
} from './account-field-rules.js';
import type { ConnectAccountType } from './connect-account.js';
import {
  assertLastFourOf,
  optionalFileId,
  optionalIdentityToken,
  optionalIdNumber,
  optionalSsnLast4,
} from './identity-numbers.js';
import { optionalAddress, optionalDateOfBirth, type PersonAddress } from './persons.js';

/*
 * PATCH /api/account (spec sections 3 and 7): the Stripe fields of the connected account a user may
 * change, in Stripe's names, checked before anything reaches Stripe. Only the fields given are sent;
 * a field we do not know is refused by name (invalidValue), so a typo never silently does nothing.
 *
 * | field                                            | rule                                                  |
 * | ------------------------------------------------ | ----------------------------------------------------- |
 * | business_profile.mcc                             | merchant category code: 4 digits                      |
 * | business_profile.url, support_url                | http(s) URL, up to 5000 characters                    |
 * | business_profile.name, product_description       | text up to 100 / 500 characters                       |
 * | business_profile.support_email, support_phone    | email; phone (E.164, US numbers without +1 taken)     |
 * | business_profile.support_address, company.address, | line1, city, postal_code, country; US: state, ZIP   |
 * | individual.address                               | (persons.ts's address rule)                           |
 * | company.name                                     | legal business name, up to 100 characters             |
 * | company.phone, individual.phone                  | phone                                                 |
 * | company.tax_id                                   | employer id number: 9 digits (12-3456789) in the US,  |
 * |                                                  | else 5 to 30 letters or digits; separators dropped    |
 * | company.owners_provided, directors_provided,     | true or false; owners_provided true is checked        |
 * | executives_provided                              | against the persons (persons.ts ownersCheck)          |
 * | individual.first_name, last_name                 | text up to 100 characters                             |
 * | individual.email                                 | email                                                 |
 * | individual.dob                                   | a real date, 18 or older (spec sections 5 and 9)      |
 * | individual.ssn_last_4, id_number                 | identity-numbers.ts: 4 digits; 9 digits in the US;    |
 * |                                                  | given together, the last four are the number's        |
 * | individual.verification.document.front / back,   | a Stripe file id (file_...) from POST /api/stripe/file |
 * | individual.verification.additional_document.*    |                                                       |
 * | account_token                                    | custom accounts only, ct_... (Stripe.js): it carries  |
 * |                                                  | the legal entity and the terms acceptance, so company,|
 * |                                                  | individual, tos_acceptance and tos_shown_and_accepted |
 * |                                                  | are refused beside it (Stripe takes them from the     |
 * |                                                  | token); the other fields may come with it             |
 * | email                                            | email                                                 |
 * | tos_acceptance.date, ip, user_agent              | custom accounts only (Stripe collects it for express);|
 * |                                                  | tos_shown_and_accepted: true stands for date = now    |
 * | settings.payouts.schedule.interval               | manual, daily, weekly, monthly; weekly_anchor a       |
 * |                                                  | weekday, monthly_anchor 1 to 31, delay_days 2 to 365  |
 * |                                                  | or "minimum"                                          |
 */
export const BUSINESS_NAME_MAX_LENGTH = 100;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 500;
export const URL_MAX_LENGTH = 5000;
export const USER_AGENT_MAX_LENGTH = 500;

const MCC_PATTERN = /^\d{4}$/;
const EIN_PATTERN = /^\d{9}$/;
const TAX_ID_PATTERN = /^[A-Za-z0-9]{5,30}$/;
const IP_PATTERN = /^(\d{1,3}(\.\d{1,3}){3}|[0-9A-Fa-f:]+)$/;
const INTERVALS = ['manual', 'daily', 'weekly', 'monthly'] as const;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export interface AccountUpdateContext {
  type: ConnectAccountType;
  country: string;
  today: Date;
}

export interface AccountUpdate {
  /** Stripe's POST /v1/accounts/{id} parameters. */
  params: Record<string, unknown>;
  /** company.owners_provided: true was asked: the persons must pass the owners check first. */
  confirmsOwners: boolean;
}

type Rule = (field: string, value: unknown, context: AccountUpdateContext) => unknown;
interface Group {
  [key: string]: Rule | Group;
}

const text =
  (maxLength: number): Rule =>
  (field, value) =>
    optionalText(field, value, maxLength);

const email: Rule = (field, value) => optionalEmail(field, value);
const phone: Rule = (field, value) => optionalPhone(field, value);
const flag: Rule = (field, value) =>
  value === undefined || value === null ? undefined : optionalBoolean(field, value);

const pattern =
  (regex: RegExp, message: string, strip?: RegExp): Rule =>
  (field, value) => {
    const raw = optionalText(field, value, Number.MAX_SAFE_INTEGER);
    const compact = strip && raw !== undefined ? raw.replace(strip, '') : raw;
    if (compact !== undefined && !regex.test(compact)) {
      throw invalidValue(field, message);
    }
    return compact;
  };

const url: Rule = (field, value) => {
  const link = optionalText(field, value, URL_MAX_LENGTH);
  if (link === undefined) {
    return undefined;
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(link);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname.includes('.')) {
    throw invalidValue(field, 'Expected a website address (https://...)');
  }
  return link;
};

const address: Rule = (field, value) => {
  const parsed: PersonAddress | undefined = optionalAddress(field, value);
  if (parsed === undefined) {
    return undefined;
  }
  return {
    line1: parsed.line1,
    ...(parsed.line2 === undefined ? {} : { line2: parsed.line2 }),
    city: parsed.city,
    ...(parsed.state === undefined ? {} : { state: parsed.state }),
    postal_code: parsed.postalCode,
    country: parsed.country,
  };
};

const dob: Rule = (field, value, context) => optionalDateOfBirth(field, value, context.today);

const taxId: Rule = (field, value, context) =>
  context.country === 'US'
    ? pattern(EIN_PATTERN, 'Expected a 9-digit employer id number', /[\s-]/g)(field, value, context)
    : pattern(TAX_ID_PATTERN, 'Expected a tax id of 5 to 30 letters or digits', /[\s./-]/g)(field, value, context);

const idNumber: Rule = (field, value, context) => optionalIdNumber(field, value, context.country);
const ssnLast4: Rule = (field, value) => optionalSsnLast4(field, value);
const fileId: Rule = (field, value) => optionalFileId(field, value);

const oneOf =
  (choices: readonly string[]): Rule =>
  (field, value) => {
    const choice = optionalText(field, value, Number.MAX_SAFE_INTEGER);
    if (choice !== undefined && !choices.includes(choice)) {
      throw invalidValue(field, `Expected one of ${choices.join(', ')}`);
    }
    return choice;
  };

const wholeNumberIn =
  (minimum: number, maximum: number): Rule =>
  (field, value) => {
    if (isBlank(value)) {
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum || value > maximum) {
      throw invalidValue(field, `Expected a whole number from ${minimum} to ${maximum}`);
    }
    return value;
  };

const delayDays: Rule = (field, value, context) =>
  value === 'minimum' ? 'minimum' : wholeNumberIn(2, 365)(field, value, context);

const unixSeconds: Rule = (field, value, context) => {
  const seconds = wholeNumberIn(946_684_800, Number.MAX_SAFE_INTEGER)(field, value, context);
  if (typeof seconds === 'number' && seconds > Math.floor(context.today.getTime() / 1000) + 86_400) {
    throw invalidValue(field, 'The acceptance date cannot be in the future');
  }
  return seconds;
};

const BUSINESS_PROFILE: Group = {
  mcc: pattern(MCC_PATTERN, 'Expected a 4-digit merchant category code'),
  url,
  name: text(BUSINESS_NAME_MAX_LENGTH),
  product_description: text(PRODUCT_DESCRIPTION_MAX_LENGTH),
  support_email: email,
  support_phone: phone,
  support_url: url,
  support_address: address,
};

const COMPANY: Group = {
  name: text(BUSINESS_NAME_MAX_LENGTH),
  phone,
  tax_id: taxId,
  address,
  owners_provided: flag,
  directors_provided: flag,
  executives_provided: flag,
};

const INDIVIDUAL: Group = {
  first_name: text(BUSINESS_NAME_MAX_LENGTH),
  last_name: text(BUSINESS_NAME_MAX_LENGTH),
  email,
  phone,
  dob,
  address,
  ssn_last_4: ssnLast4,
  id_number: idNumber,
  verification: { document: { front: fileId, back: fileId }, additional_document: { front: fileId, back: fileId } },
};

const TOS_ACCEPTANCE: Group = {
  date: unixSeconds,
  ip: pattern(IP_PATTERN, 'Expected an IP address'),
  user_agent: text(USER_AGENT_MAX_LENGTH),
};

const ACCOUNT: Group = {
  business_profile: BUSINESS_PROFILE,
  company: COMPANY,
  individual: INDIVIDUAL,
  email,
  tos_acceptance: TOS_ACCEPTANCE,
  settings: {
    payouts: {
      schedule: {
        interval: oneOf(INTERVALS),
        weekly_anchor: oneOf(WEEKDAYS),
        monthly_anchor: wholeNumberIn(1, 31),
        delay_days: delayDays,
      },
    },
  },
};

/** A group's given fields, checked, with blanks and empty sub-groups left out. */
function checkGroup(
  prefix: string,
  input: Record<string, unknown>,
  group: Group,
  context: AccountUpdateContext,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = prefix === '' ? key : `${prefix}.${key}`;
    const rule = group[key];
    if (rule === undefined) {
      throw invalidValue(field, `${field} cannot be changed here`);
    }
    let checked: unknown;
    if (typeof rule === 'function') {
      checked = rule(field, value, context);
    } else if (value === undefined || value === null) {
      checked = undefined;
    } else if (!isRecord(value)) {
      throw invalidValue(field, 'Expected an object');
    } else {
      const nested = checkGroup(field, value, rule, context);
      checked = Object.keys(nested).length === 0 ? undefined : nested;
    }
    if (checked !== undefined) {
      out[key] = checked;
    }
  }
  return out;
}

/** What an account token carries (the legal entity, the terms acceptance): refused beside one. */
const TOKENIZED_FIELDS = ['company', 'individual', 'tos_acceptance', 'tos_shown_and_accepted'] as const;

/** account_token: a ct_... token of a custom account, alone with what a token cannot carry. */
function accountToken(input: Record<string, unknown>, context: AccountUpdateContext): string | undefined {
  const token = optionalIdentityToken('account_token', input.account_token, 'account');
  if (token === undefined) {
    return undefined;
  }
  if (context.type !== 'custom') {
    throw invalidValue(
      'account_token',
      'Stripe collects the legal details of this account during its onboarding; account tokens are for custom accounts',
    );
  }
  const beside = TOKENIZED_FIELDS.find((field) => !isBlank(input[field]));
  if (beside !== undefined) {
    throw invalidValue(beside, `Send ${beside} inside the account token (Stripe takes it from the token)`);
  }
  return token;
}

/** The Stripe update of PATCH /api/account, or the first field at fault. */
export function parseAccountUpdate(input: unknown, context: AccountUpdateContext): AccountUpdate {
  if (!isRecord(input)) {
    throw invalidValue('body', 'Expected an object');
  }
  const token = accountToken(input, context);
  const { tos_shown_and_accepted: shownAndAccepted, account_token: _token, ...fields } = input;
  const accepted = optionalBoolean('tos_shown_and_accepted', shownAndAccepted);
  if ((accepted || fields.tos_acceptance !== undefined) && context.type !== 'custom') {
    throw invalidValue(
      accepted ? 'tos_shown_and_accepted' : 'tos_acceptance',
      'Stripe collects the terms of service acceptance of this account during its onboarding',
    );
  }
  const params = checkGroup('', fields, ACCOUNT, context);
  const individual = params.individual as Record<string, string | undefined> | undefined;
  assertLastFourOf(individual?.id_number, individual?.ssn_last_4, 'individual.ssn_last_4');
  if (accepted) {
    const tos = (params.tos_acceptance ?? {}) as Record<string, unknown>;
    params.tos_acceptance = { ...tos, date: tos.date ?? Math.floor(context.today.getTime() / 1000) };
  }
  if (token !== undefined) {
    params.account_token = token;
  }
  if (Object.keys(params).length === 0) {
    throw invalidValue('body', 'Nothing to update');
  }
  const company = params.company as Record<string, unknown> | undefined;
  return { params, confirmsOwners: company?.owners_provided === true };
}
