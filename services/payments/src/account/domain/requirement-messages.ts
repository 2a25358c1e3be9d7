import { IDENTITY_DOCUMENT_MAX_MB } from './identity-file.js';
import type { StripeRequirementError, StripeRequirements } from './stripe-account.types.js';

/*
 * Stripe says what a connected account still needs as requirement keys ("company.address.city",
 * "person_1Nx.dob.day") and why it refused something as error codes ("verification_document_expired").
 * These rules turn both into the messages of spec section 5, each with a stable key the console
 * translates (requirements.* and requirementErrors.*) and the Stripe keys it concerns.
 *
 * Requirement keys, account level:
 *
 * | Stripe key                            | key                               | message                     |
 * | ------------------------------------- | --------------------------------- | --------------------------- |
 * | business_profile.mcc                  | requirements.merchantCategoryCode | merchant category code      |
 * | business_profile.url,                 | requirements.businessWebsite      | business website            |
 * | business_profile.product_description  |                                   |                             |
 * | company.name                          | requirements.legalBusinessName    | legal business name         |
 * | company.phone                         | requirements.businessPhone        | business phone              |
 * | company.tax_id                        | requirements.employerIdNumber     | employer id number          |
 * | company.address.*                     | requirements.registeredAddress    | registered address          |
 * | external_account                      | requirements.externalAccount      | an external account         |
 * | company.owners_provided               | requirements.ownersConfirmation   | owners confirmed            |
 * | company.directors_provided,           | requirements.directorsConfirmation, | directors, executives     |
 * | company.executives_provided           | executivesConfirmation            | confirmed                   |
 * | tos_acceptance.*                      | requirements.tosAcceptance        | terms-of-service acceptance |
 * | business_type                         | requirements.businessType         | business type               |
 * | business_profile.name                 | requirements.businessName         | public business name        |
 * | business_profile.support_phone,       | requirements.supportPhone,        | support contacts            |
 * | support_email, support_url,           | supportEmail, supportWebsite,     |                             |
 * | support_address.*                     | supportAddress                    |                             |
 * | business_profile.annual_revenue.*,    | requirements.businessSize         | revenue and worker count    |
 * | business_profile.estimated_worker_count |                                 |                             |
 * | company.verification.document.*      | requirements.companyDocument      | a business document         |
 * | company.structure                     | requirements.companyStructure     | business structure          |
 * | company.registration_number           | requirements.registrationNumber   | registration number         |
 * | company.ownership_declaration.*       | requirements.ownershipDeclaration | ownership attestation       |
 * | email                                 | requirements.accountEmail         | account email               |
 * | settings.payments.statement_descriptor, | requirements.statementDescriptor | statement descriptor       |
 * | settings.card_payments.statement_descriptor_prefix |                       |                             |
 *
 * (Stripe takes a product description in place of a website, so both ask for the same thing.) An
 * express account's onboarding (Stripe-hosted) asks for business_type, the business profile's support
 * contacts and size, the statement descriptor and the ownership declaration itself; custom accounts
 * see them too when Stripe's requirements grow.
 *
 * Person keys are "<subject>.<field>": subject representative, owners, directors, executives,
 * individual (the account holder) or person_<id> (one known person, args[0] is the id). Their fields
 * fold into groups, so dob.day, dob.month and dob.year make one message:
 *
 * | Stripe field                          | group            |
 * | ------------------------------------- | ---------------- |
 * | first_name, last_name (and variants)  | name             |
 * | email                                 | email            |
 * | phone                                 | phone            |
 * | address.*                             | address          |
 * | dob.*                                 | dateOfBirth      |
 * | ssn_last_4, id_number(_secondary)     | taxId            |
 * | registered_address.*                  | address          |
 * | nationality                           | nationality      |
 * | political_exposure                    | politicalExposure |
 * | relationship.title                    | title            |
 * | relationship.* (executive, owner...)  | relationship     |
 * | verification.document.*               | identityDocument |
 * | verification.additional_document.*    | addressDocument  |
 *
 * The key is requirements.<subject>.<group> (requirements.representative.dateOfBirth). Anything else
 * becomes requirements.other with the raw key as args[0]: Stripe adds keys over time and an unknown
 * key must still reach the user, never crash the page. Messages come in the order their first key
 * appears, each once.
 */

export interface RequirementMessage {
  /** Console translation key. */
  key: string;
  /** English text. */
  message: string;
  /** Fill "{0}" of the translation: the person id for person_<id>, the raw key for requirements.other. */
  args: string[];
  /** The Stripe requirement keys the message stands for. */
  requirements: string[];
}

export interface RequirementErrorMessage {
  key: string;
  message: string;
  /** Stripe's error code. */
  code: string;
  /** The requirement it concerns (e.g. representative.verification.document). */
  requirement: string;
  /** [requirement], or [code, requirement] for a code without its own message. */
  args: string[];
}

interface Wording {
  key: string;
  message: string;
}

const BUSINESS_SIZE: Wording = {
  key: 'businessSize',
  message: "Provide the business's annual revenue and number of workers.",
};
const STATEMENT_DESCRIPTOR: Wording = {
  key: 'statementDescriptor',
  message: "Provide the statement descriptor shown on customers' card statements.",
};

const ACCOUNT_REQUIREMENTS: Readonly<Partial<Record<string, Wording>>> = {
  'business_profile.mcc': { key: 'merchantCategoryCode', message: 'Provide the merchant category code.' },
  'business_profile.url': { key: 'businessWebsite', message: 'Provide the business website.' },
  'business_profile.product_description': { key: 'businessWebsite', message: 'Provide the business website.' },
  'company.name': { key: 'legalBusinessName', message: 'Provide the legal business name.' },
  'company.phone': { key: 'businessPhone', message: 'Provide the business phone.' },
  'company.tax_id': { key: 'employerIdNumber', message: 'Provide the employer id number.' },
  external_account: { key: 'externalAccount', message: 'Add an external account to activate payouts.' },
  'company.owners_provided': {
    key: 'ownersConfirmation',
    message: 'Confirm that every owner holding 25% or more has been added.',
  },
  'company.directors_provided': {
    key: 'directorsConfirmation',
    message: 'Confirm that every director has been added.',
  },
  'company.executives_provided': {
    key: 'executivesConfirmation',
    message: 'Confirm that every executive has been added.',
  },
  'company.structure': { key: 'companyStructure', message: 'Provide the business structure.' },
  'company.registration_number': {
    key: 'registrationNumber',
    message: 'Provide the company registration number.',
  },
  business_type: { key: 'businessType', message: 'Provide the business type (individual, company or non-profit).' },
  'business_profile.name': { key: 'businessName', message: 'Provide the public business name.' },
  'business_profile.support_phone': { key: 'supportPhone', message: 'Provide the support phone number.' },
  'business_profile.support_email': { key: 'supportEmail', message: 'Provide the support email address.' },
  'business_profile.support_url': { key: 'supportWebsite', message: 'Provide the support website.' },
  'business_profile.estimated_worker_count': BUSINESS_SIZE,
  email: { key: 'accountEmail', message: "Provide the account's email address." },
  'settings.payments.statement_descriptor': STATEMENT_DESCRIPTOR,
  'settings.card_payments.statement_descriptor_prefix': STATEMENT_DESCRIPTOR,
};

/** Requirement keys with sub-fields (company.address.city, ...), one message for all of them. */
const ACCOUNT_REQUIREMENT_PREFIXES: readonly [string, Wording][] = [
  [
    'company.address.',
    { key: 'registeredAddress', message: 'Provide the registered address (city, line 1, postal code, state).' },
  ],
  ['tos_acceptance.', { key: 'tosAcceptance', message: 'Accept the terms of service.' }],
  ['business_profile.support_address.', { key: 'supportAddress', message: 'Provide the support address.' }],
  ['business_profile.annual_revenue.', BUSINESS_SIZE],
  [
    'company.verification.document',
    { key: 'companyDocument', message: 'Upload a document that verifies the business (front and back).' },
  ],
  [
    'company.ownership_declaration.',
    { key: 'ownershipDeclaration', message: 'Attest that the owners listed are complete and correct.' },
  ],
];

const SUBJECTS: Readonly<Partial<Record<string, { key: string; label: string }>>> = {
  representative: { key: 'representative', label: 'Representative' },
  owners: { key: 'owner', label: 'Owner' },
  directors: { key: 'director', label: 'Director' },
  executives: { key: 'executive', label: 'Executive' },
  individual: { key: 'individual', label: 'Account holder' },
};

const PERSON_GROUPS: Readonly<Record<string, string>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  dateOfBirth: 'date of birth',
  taxId: 'tax id (last 4 of the SSN or the full id number)',
  title: 'title',
  relationship: 'relationship to the business (executive, owner, director)',
  identityDocument: 'identity document (front and back)',
  addressDocument: 'document proving the address',
  nationality: 'nationality',
  politicalExposure: 'whether they hold or held a prominent public position',
};

const PERSON_SUBJECT_PATTERN = /^(representative|owners|directors|executives|individual|person_[A-Za-z0-9]+)\.(.+)$/;

/** The group of a person field, or undefined when the field has no group. */
function personGroup(field: string): string | undefined {
  if (/^(first|last)_name(_kana|_kanji)?$/.test(field) || field === 'full_name_aliases') {
    return 'name';
  }
  if (field === 'email' || field === 'phone') {
    return field;
  }
  if (field.startsWith('address.') || field.startsWith('registered_address.')) {
    return 'address';
  }
  if (field === 'nationality') {
    return 'nationality';
  }
  if (field === 'political_exposure') {
    return 'politicalExposure';
  }
  if (field.startsWith('dob.')) {
    return 'dateOfBirth';
  }
  if (field === 'ssn_last_4' || field === 'id_number' || field === 'id_number_secondary') {
    return 'taxId';
  }
  if (field === 'relationship.title') {
    return 'title';
  }
  if (field.startsWith('relationship.')) {
    return 'relationship';
  }
  if (field.startsWith('verification.additional_document')) {
    return 'addressDocument';
  }
  if (field.startsWith('verification.document')) {
    return 'identityDocument';
  }
  return undefined;
}

/** The message one requirement key asks for (before grouping). */
export function describeRequirement(requirement: string): RequirementMessage {
  const single = (wording: Wording, args: string[] = []): RequirementMessage => ({
    key: `requirements.${wording.key}`,
    message: wording.message,
    args,
    requirements: [requirement],
  });
  const known =
    ACCOUNT_REQUIREMENTS[requirement] ??
    ACCOUNT_REQUIREMENT_PREFIXES.find(([prefix]) => requirement.startsWith(prefix))?.[1];
  if (known) {
    return single(known);
  }
  const person = PERSON_SUBJECT_PATTERN.exec(requirement);
  const group = person ? personGroup(person[2]) : undefined;
  if (person && group) {
    const subject = SUBJECTS[person[1]] ?? { key: 'person', label: `Person ${person[1]}` };
    const args = subject.key === 'person' ? [person[1]] : [];
    return single(
      { key: `${subject.key}.${group}`, message: `${subject.label}: provide the ${PERSON_GROUPS[group]}.` },
      args,
    );
  }
  return single({ key: 'other', message: `Provide ${requirement}.` }, [requirement]);
}

/** Messages for a list of requirement keys, grouped and each once, in the order of first appearance. */
export function describeRequirements(requirements: readonly string[]): RequirementMessage[] {
  const byIdentity = new Map<string, RequirementMessage>();
  for (const requirement of requirements) {
    const message = describeRequirement(requirement);
    const identity = [message.key, ...message.args].join('\u0000');
    const seen = byIdentity.get(identity);
    if (seen === undefined) {
      byIdentity.set(identity, message);
    } else if (!seen.requirements.includes(requirement)) {
      seen.requirements.push(requirement);
    }
  }
  return [...byIdentity.values()];
}

/*
 * Error codes (requirements.errors[].code), spec section 5's document, address and identity reasons:
 *
 * | Stripe code                                                     | key                                           |
 * | --------------------------------------------------------------- | --------------------------------------------- |
 * | verification_document_corrupt                                   | requirementErrors.documentCorrupt             |
 * | verification_document_country_not_supported                     | requirementErrors.documentCountryNotSupported |
 * | verification_document_expired                                   | requirementErrors.documentExpired             |
 * | verification_document_fraudulent                                | requirementErrors.documentFraudulent          |
 * | verification_document_incomplete                                | requirementErrors.documentIncomplete          |
 * | verification_document_invalid, _type_not_supported              | requirementErrors.documentInvalid             |
 * | verification_document_manipulated                               | requirementErrors.documentManipulated         |
 * | verification_document_missing_back / _missing_front             | requirementErrors.documentMissingBack / Front |
 * | verification_document_not_readable                              | requirementErrors.documentNotReadable         |
 * | verification_document_not_uploaded                              | requirementErrors.documentNotUploaded         |
 * | verification_document_too_large                                 | requirementErrors.documentTooLarge            |
 * | verification_document_photo_mismatch, _address_, _dob_,         | requirementErrors.documentPhotoMismatch,      |
 * | _id_number_, _name_, _nationality_mismatch                      | documentAddressMismatch, ...                  |
 * | invalid_address_city_state_postal_code                          | requirementErrors.addressNotFound             |
 * | invalid_street_address (and codes starting with it)             | requirementErrors.streetAddressNotFound       |
 * | verification_failed_keyed_identity, _keyed_match, _other,       | requirementErrors.identityNotVerified         |
 * | _name_match, _address_match, _id_number_match, _document_match  |                                               |
 * | invalid_url_* (the website could not be reached or checked)     | requirementErrors.websiteInvalid              |
 * | invalid_phone_number                                            | requirementErrors.phoneInvalid                |
 * | invalid_dob_age_under_minimum                                   | requirementErrors.ageUnderMinimum             |
 * | verification_failed_tax_id_match, _tax_id_not_issued            | requirementErrors.taxIdNotVerified            |
 * | verification_missing_owners / _missing_executives               | requirementErrors.ownersMissing / executives  |
 * | any other verification_document_*                               | requirementErrors.documentRejected            |
 * | anything else                                                   | requirementErrors.other                       |
 *
 * The failed-match codes all mean the same thing to the user (what was typed does not match the
 * records or the document), so they share the spec's one sentence.
 */
const IDENTITY_NOT_VERIFIED: Wording = {
  key: 'identityNotVerified',
  message: 'Identity cannot be verified: correct the entries or upload a matching document.',
};

const TAX_ID_NOT_VERIFIED: Wording = {
  key: 'taxIdNotVerified',
  message: 'The tax id does not match the legal name in the tax records: correct the name or the tax id.',
};

const ERROR_WORDINGS: Readonly<Partial<Record<string, Wording>>> = {
  verification_document_corrupt: {
    key: 'documentCorrupt',
    message: 'The document file is corrupt: upload it again.',
  },
  verification_document_country_not_supported: {
    key: 'documentCountryNotSupported',
    message: "The document's country is not supported: upload a document from a supported country.",
  },
  verification_document_expired: {
    key: 'documentExpired',
    message: 'The document has expired: upload one that is still valid.',
  },
  verification_document_fraudulent: {
    key: 'documentFraudulent',
    message: 'The document was flagged as fraudulent: upload an authentic document.',
  },
  verification_document_incomplete: {
    key: 'documentIncomplete',
    message: 'The document is incomplete: every page and all four corners must be visible.',
  },
  verification_document_invalid: {
    key: 'documentInvalid',
    message: 'The document is invalid or its type is not supported: upload an accepted identity document.',
  },
  verification_document_type_not_supported: {
    key: 'documentInvalid',
    message: 'The document is invalid or its type is not supported: upload an accepted identity document.',
  },
  verification_document_manipulated: {
    key: 'documentManipulated',
    message: 'The document appears altered: upload an unedited photo or scan.',
  },
  verification_document_missing_back: {
    key: 'documentMissingBack',
    message: 'The back of the document is missing: upload both sides.',
  },
  verification_document_missing_front: {
    key: 'documentMissingFront',
    message: 'The front of the document is missing: upload both sides.',
  },
  verification_document_not_readable: {
    key: 'documentNotReadable',
    message: 'The document cannot be read: upload a sharp, well-lit color image.',
  },
  verification_document_not_uploaded: {
    key: 'documentNotUploaded',
    message: 'The document was not uploaded: upload it again.',
  },
  verification_document_too_large: {
    key: 'documentTooLarge',
    message: `The document is too large: max file size is ${IDENTITY_DOCUMENT_MAX_MB} MB.`,
  },
  verification_document_photo_mismatch: {
    key: 'documentPhotoMismatch',
    message: "The document's photo does not match the person.",
  },
  verification_document_address_mismatch: {
    key: 'documentAddressMismatch',
    message: 'The address on the document does not match the address entered.',
  },
  verification_document_dob_mismatch: {
    key: 'documentDobMismatch',
    message: 'The date of birth on the document does not match the one entered.',
  },
  verification_document_id_number_mismatch: {
    key: 'documentIdNumberMismatch',
    message: 'The id number on the document does not match the one entered.',
  },
  verification_document_name_mismatch: {
    key: 'documentNameMismatch',
    message: 'The name on the document does not match the name entered.',
  },
  verification_document_nationality_mismatch: {
    key: 'documentNationalityMismatch',
    message: 'The nationality on the document does not match the one entered.',
  },
  invalid_address_city_state_postal_code: {
    key: 'addressNotFound',
    message: 'The combination of city, state and postal code was not found.',
  },
  verification_failed_keyed_identity: IDENTITY_NOT_VERIFIED,
  verification_failed_keyed_match: IDENTITY_NOT_VERIFIED,
  verification_failed_other: IDENTITY_NOT_VERIFIED,
  verification_failed_name_match: IDENTITY_NOT_VERIFIED,
  verification_failed_address_match: IDENTITY_NOT_VERIFIED,
  verification_failed_id_number_match: IDENTITY_NOT_VERIFIED,
  verification_failed_document_match: IDENTITY_NOT_VERIFIED,
  invalid_phone_number: {
    key: 'phoneInvalid',
    message: 'The phone number is not valid: give one that can be reached.',
  },
  invalid_dob_age_under_minimum: {
    key: 'ageUnderMinimum',
    message: 'The person must be 18 or older: a parent or guardian registers a minor.',
  },
  verification_failed_tax_id_match: TAX_ID_NOT_VERIFIED,
  verification_failed_tax_id_not_issued: TAX_ID_NOT_VERIFIED,
  verification_missing_owners: { key: 'ownersMissing', message: 'Add every owner holding 25% or more.' },
  verification_missing_executives: { key: 'executivesMissing', message: "Add the business's executives." },
};

const WEBSITE_INVALID: Wording = {
  key: 'websiteInvalid',
  message: 'The business website could not be checked: give a working website that describes the business.',
};

const STREET_ADDRESS_NOT_FOUND: Wording = {
  key: 'streetAddressNotFound',
  message: 'The street address was not found.',
};

/** The message for one entry of requirements.errors; an unknown or missing code gets a generic one. */
export function describeRequirementError(error: StripeRequirementError): RequirementErrorMessage {
  const code = typeof error.code === 'string' && error.code !== '' ? error.code : 'unknown';
  const requirement = typeof error.requirement === 'string' ? error.requirement : '';
  const make = (wording: Wording, args: string[]): RequirementErrorMessage => ({
    key: `requirementErrors.${wording.key}`,
    message: wording.message,
    code,
    requirement,
    args,
  });
  const known = ERROR_WORDINGS[code];
  if (known) {
    return make(known, [requirement]);
  }
  if (code.startsWith('invalid_street_address')) {
    return make(STREET_ADDRESS_NOT_FOUND, [requirement]);
  }
  if (code.startsWith('invalid_url_')) {
    return make(WEBSITE_INVALID, [requirement]);
  }
  if (code.startsWith('verification_document_')) {
    return make({ key: 'documentRejected', message: `The document was rejected (${code}).` }, [code, requirement]);
  }
  return make({ key: 'other', message: `Stripe refused ${requirement || 'a requirement'} (${code}).` }, [
    code,
    requirement,
  ]);
}

/** Messages for requirements.errors, each (message, requirement) pair once. */
export function describeRequirementErrors(
  errors: readonly StripeRequirementError[] | null | undefined,
): RequirementErrorMessage[] {
  const seen = new Set<string>();
  const messages: RequirementErrorMessage[] = [];
  for (const error of errors ?? []) {
    const message = describeRequirementError(error);
    const identity = `${message.key}\u0000${message.code}\u0000${message.requirement}`;
    if (!seen.has(identity)) {
      seen.add(identity);
      messages.push(message);
    }
  }
  return messages;
}

/*
 * requirements.disabled_reason (why Stripe disabled charges or payouts), one message:
 *
 * | Stripe reason                          | key                                      |
 * | -------------------------------------- | ---------------------------------------- |
 * | requirements.past_due                  | requirementsDisabled.pastDue             |
 * | requirements.pending_verification      | requirementsDisabled.pendingVerification |
 * | under_review, listed                   | requirementsDisabled.underReview         |
 * | platform_paused                        | requirementsDisabled.platformPaused      |
 * | action_required.requested_capabilities | requirementsDisabled.capabilitiesNeeded  |
 * | rejected.* (fraud, terms_of_service,   | requirementsDisabled.rejected            |
 * | listed, incomplete_verification, ...)  |                                          |
 * | anything else (other, new reasons)     | requirementsDisabled.other               |
 *
 * args[0] is Stripe's reason, so support can tell the rejections apart.
 */
const DISABLED_WORDINGS: Readonly<Partial<Record<string, Wording>>> = {
  'requirements.past_due': {
    key: 'pastDue',
    message: 'Payments and payouts are paused: provide the overdue information.',
  },
  'requirements.pending_verification': {
    key: 'pendingVerification',
    message: 'Stripe is verifying the information provided; payments resume once it is verified.',
  },
  under_review: { key: 'underReview', message: 'Stripe is reviewing the account; nothing to do for now.' },
  listed: { key: 'underReview', message: 'Stripe is reviewing the account; nothing to do for now.' },
  platform_paused: { key: 'platformPaused', message: 'The platform has paused this account: contact support.' },
  'action_required.requested_capabilities': {
    key: 'capabilitiesNeeded',
    message: 'The account needs its payment capabilities requested: contact support.',
  },
};

/** The message for requirements.disabled_reason; undefined while the account is not disabled. */
export function describeDisabledReason(reason: string | null | undefined): RequirementMessage | undefined {
  if (typeof reason !== 'string' || reason === '') {
    return undefined;
  }
  const wording: Wording =
    DISABLED_WORDINGS[reason] ??
    (reason.startsWith('rejected.')
      ? { key: 'rejected', message: `Stripe rejected the account (${reason}): contact support.` }
      : { key: 'other', message: `Stripe disabled the account (${reason}): contact support.` });
  return { key: `requirementsDisabled.${wording.key}`, message: wording.message, args: [reason], requirements: [] };
}

export interface AccountRequirementMessages {
  /** past_due then currently_due: needed now. */
  due: RequirementMessage[];
  /** eventually_due not already due: needed later, when Stripe asks. */
  upcoming: RequirementMessage[];
  /** Why Stripe refused what was sent (requirements' errors, then future_requirements'). */
  errors: RequirementErrorMessage[];
  /** future_requirements not already due or upcoming: what new rules will ask for. */
  future: RequirementMessage[];
  /** Why Stripe disabled the account, when it did. */
  disabled?: RequirementMessage;
}

const identityOf = (message: RequirementMessage): string => [message.key, ...message.args].join('\u0000');

/** Messages for keys, leaving out those already shown (by key and args). */
function describeNew(keys: readonly string[], shown: readonly RequirementMessage[]): RequirementMessage[] {
  const seen = new Set(shown.map(identityOf));
  return describeRequirements(keys).filter((message) => !seen.has(identityOf(message)));
}

/**
 * Everything the console shows about an account's (or a person's) requirements: Stripe's requirements
 * and, when given, its future_requirements (what Stripe will ask for once new rules or thresholds apply).
 */
export function requirementMessages(
  requirements: StripeRequirements | null | undefined,
  future?: StripeRequirements | null,
): AccountRequirementMessages {
  const due = describeRequirements([...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])]);
  const upcoming = describeNew(requirements?.eventually_due ?? [], due);
  const futureKeys = [...(future?.past_due ?? []), ...(future?.currently_due ?? []), ...(future?.eventually_due ?? [])];
  const disabled = describeDisabledReason(requirements?.disabled_reason);
  return {
    due,
    upcoming,
    errors: describeRequirementErrors([...(requirements?.errors ?? []), ...(future?.errors ?? [])]),
    future: describeNew(futureKeys, [...due, ...upcoming]),
    ...(disabled === undefined ? {} : { disabled }),
  };
}
