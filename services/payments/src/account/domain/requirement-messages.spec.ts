import {
  describeDisabledReason,
  describeRequirement,
  describeRequirementError,
  describeRequirementErrors,
  describeRequirements,
  requirementMessages,
} from './requirement-messages.js';

/** [Stripe requirement key, console key, args]. */
const REQUIREMENT_CASES: [string, string, string[]][] = [
  ['business_profile.mcc', 'requirements.merchantCategoryCode', []],
  ['business_profile.url', 'requirements.businessWebsite', []],
  ['business_profile.product_description', 'requirements.businessWebsite', []],
  ['company.name', 'requirements.legalBusinessName', []],
  ['company.phone', 'requirements.businessPhone', []],
  ['company.tax_id', 'requirements.employerIdNumber', []],
  ['company.address.city', 'requirements.registeredAddress', []],
  ['company.address.line1', 'requirements.registeredAddress', []],
  ['company.address.postal_code', 'requirements.registeredAddress', []],
  ['company.address.state', 'requirements.registeredAddress', []],
  ['external_account', 'requirements.externalAccount', []],
  ['company.owners_provided', 'requirements.ownersConfirmation', []],
  ['tos_acceptance.date', 'requirements.tosAcceptance', []],
  ['tos_acceptance.ip', 'requirements.tosAcceptance', []],
  ['representative.first_name', 'requirements.representative.name', []],
  ['representative.last_name', 'requirements.representative.name', []],
  ['representative.email', 'requirements.representative.email', []],
  ['representative.phone', 'requirements.representative.phone', []],
  ['representative.address.line1', 'requirements.representative.address', []],
  ['representative.address.postal_code', 'requirements.representative.address', []],
  ['representative.dob.day', 'requirements.representative.dateOfBirth', []],
  ['representative.ssn_last_4', 'requirements.representative.taxId', []],
  ['representative.id_number', 'requirements.representative.taxId', []],
  ['representative.relationship.title', 'requirements.representative.title', []],
  ['representative.relationship.executive', 'requirements.representative.relationship', []],
  ['representative.verification.document', 'requirements.representative.identityDocument', []],
  ['representative.verification.document.back', 'requirements.representative.identityDocument', []],
  ['representative.verification.additional_document', 'requirements.representative.addressDocument', []],
  ['person_1AbC.dob.year', 'requirements.person.dateOfBirth', ['person_1AbC']],
  ['person_1AbC.relationship.title', 'requirements.person.title', ['person_1AbC']],
  ['owners.first_name', 'requirements.owner.name', []],
  ['owners.email', 'requirements.owner.email', []],
  ['directors.last_name', 'requirements.director.name', []],
  ['executives.dob.day', 'requirements.executive.dateOfBirth', []],
  ['individual.first_name', 'requirements.individual.name', []],
  ['individual.ssn_last_4', 'requirements.individual.taxId', []],
  // What an express account's requirements also carry (Stripe-hosted onboarding collects them).
  ['business_type', 'requirements.businessType', []],
  ['business_profile.name', 'requirements.businessName', []],
  ['business_profile.support_phone', 'requirements.supportPhone', []],
  ['business_profile.support_email', 'requirements.supportEmail', []],
  ['business_profile.support_url', 'requirements.supportWebsite', []],
  ['business_profile.support_address.line1', 'requirements.supportAddress', []],
  ['business_profile.annual_revenue.amount', 'requirements.businessSize', []],
  ['business_profile.estimated_worker_count', 'requirements.businessSize', []],
  ['company.directors_provided', 'requirements.directorsConfirmation', []],
  ['company.executives_provided', 'requirements.executivesConfirmation', []],
  ['company.verification.document', 'requirements.companyDocument', []],
  ['company.verification.document.back', 'requirements.companyDocument', []],
  ['company.structure', 'requirements.companyStructure', []],
  ['company.registration_number', 'requirements.registrationNumber', []],
  ['company.ownership_declaration.date', 'requirements.ownershipDeclaration', []],
  ['email', 'requirements.accountEmail', []],
  ['settings.payments.statement_descriptor', 'requirements.statementDescriptor', []],
  ['settings.card_payments.statement_descriptor_prefix', 'requirements.statementDescriptor', []],
  ['individual.id_number', 'requirements.individual.taxId', []],
  ['individual.verification.document', 'requirements.individual.identityDocument', []],
  ['individual.verification.additional_document', 'requirements.individual.addressDocument', []],
  ['individual.political_exposure', 'requirements.individual.politicalExposure', []],
  ['representative.nationality', 'requirements.representative.nationality', []],
  ['representative.registered_address.city', 'requirements.representative.address', []],
  ['person_1AbC.id_number_secondary', 'requirements.person.taxId', ['person_1AbC']],
  ['settings.treasury.tos_acceptance', 'requirements.other', ['settings.treasury.tos_acceptance']],
  ['interv_1AbC', 'requirements.other', ['interv_1AbC']],
];

describe('requirement messages', () => {
  it.each(REQUIREMENT_CASES)('describes %s as %s', (requirement, key, args) => {
    const message = describeRequirement(requirement);
    expect(message.key).toBe(key);
    expect(message.args).toEqual(args);
    expect(message.requirements).toEqual([requirement]);
  });

  it("words messages in the spec's terms", () => {
    expect(describeRequirement('business_profile.mcc').message).toBe('Provide the merchant category code.');
    expect(describeRequirement('company.address.city').message).toBe(
      'Provide the registered address (city, line 1, postal code, state).',
    );
    expect(describeRequirement('external_account').message).toBe('Add an external account to activate payouts.');
    expect(describeRequirement('representative.dob.month').message).toBe('Representative: provide the date of birth.');
    expect(describeRequirement('person_9.email').message).toBe('Person person_9: provide the email.');
    expect(describeRequirement('brand_new.requirement').message).toBe('Provide brand_new.requirement.');
  });

  it('groups keys into one message each, in the order they first appear', () => {
    const messages = describeRequirements([
      'company.address.city',
      'representative.dob.day',
      'company.address.line1',
      'representative.dob.month',
      'company.address.city',
      'external_account',
    ]);
    expect(messages.map(({ key, requirements }) => ({ key, requirements }))).toEqual([
      { key: 'requirements.registeredAddress', requirements: ['company.address.city', 'company.address.line1'] },
      {
        key: 'requirements.representative.dateOfBirth',
        requirements: ['representative.dob.day', 'representative.dob.month'],
      },
      { key: 'requirements.externalAccount', requirements: ['external_account'] },
    ]);
  });

  it('keeps two persons apart', () => {
    const messages = describeRequirements(['person_a.dob.day', 'person_b.dob.day', 'person_a.dob.year']);
    expect(messages.map(({ args, requirements }) => ({ args, requirements }))).toEqual([
      { args: ['person_a'], requirements: ['person_a.dob.day', 'person_a.dob.year'] },
      { args: ['person_b'], requirements: ['person_b.dob.day'] },
    ]);
  });

  it('gives nothing for no requirements', () => {
    expect(describeRequirements([])).toEqual([]);
  });
});

describe('requirement error messages', () => {
  const requirement = 'representative.verification.document';

  it.each([
    ['verification_document_corrupt', 'documentCorrupt'],
    ['verification_document_country_not_supported', 'documentCountryNotSupported'],
    ['verification_document_expired', 'documentExpired'],
    ['verification_document_fraudulent', 'documentFraudulent'],
    ['verification_document_incomplete', 'documentIncomplete'],
    ['verification_document_invalid', 'documentInvalid'],
    ['verification_document_type_not_supported', 'documentInvalid'],
    ['verification_document_manipulated', 'documentManipulated'],
    ['verification_document_missing_back', 'documentMissingBack'],
    ['verification_document_missing_front', 'documentMissingFront'],
    ['verification_document_not_readable', 'documentNotReadable'],
    ['verification_document_not_uploaded', 'documentNotUploaded'],
    ['verification_document_too_large', 'documentTooLarge'],
    ['verification_document_photo_mismatch', 'documentPhotoMismatch'],
    ['verification_document_address_mismatch', 'documentAddressMismatch'],
    ['verification_document_dob_mismatch', 'documentDobMismatch'],
    ['verification_document_id_number_mismatch', 'documentIdNumberMismatch'],
    ['verification_document_name_mismatch', 'documentNameMismatch'],
    ['verification_document_nationality_mismatch', 'documentNationalityMismatch'],
    ['invalid_address_city_state_postal_code', 'addressNotFound'],
    ['invalid_street_address', 'streetAddressNotFound'],
    ['invalid_street_address_po_box', 'streetAddressNotFound'],
    ['verification_failed_keyed_identity', 'identityNotVerified'],
    ['verification_failed_keyed_match', 'identityNotVerified'],
    ['verification_failed_other', 'identityNotVerified'],
    ['verification_failed_name_match', 'identityNotVerified'],
    ['verification_failed_address_match', 'identityNotVerified'],
    ['verification_failed_id_number_match', 'identityNotVerified'],
    ['verification_failed_document_match', 'identityNotVerified'],
    ['invalid_url_website_inaccessible', 'websiteInvalid'],
    ['invalid_url_format', 'websiteInvalid'],
    ['invalid_phone_number', 'phoneInvalid'],
    ['invalid_dob_age_under_minimum', 'ageUnderMinimum'],
    ['verification_failed_tax_id_match', 'taxIdNotVerified'],
    ['verification_failed_tax_id_not_issued', 'taxIdNotVerified'],
    ['verification_missing_owners', 'ownersMissing'],
    ['verification_missing_executives', 'executivesMissing'],
  ])('describes %s as requirementErrors.%s', (code, key) => {
    const message = describeRequirementError({ code, requirement, reason: 'Stripe says why' });
    expect(message).toEqual(
      expect.objectContaining({ key: `requirementErrors.${key}`, code, requirement, args: [requirement] }),
    );
  });

  it('uses the sentences of spec section 5', () => {
    expect(describeRequirementError({ code: 'verification_failed_other', requirement }).message).toBe(
      'Identity cannot be verified: correct the entries or upload a matching document.',
    );
    expect(describeRequirementError({ code: 'invalid_address_city_state_postal_code' }).message).toBe(
      'The combination of city, state and postal code was not found.',
    );
    expect(describeRequirementError({ code: 'verification_document_too_large' }).message).toBe(
      'The document is too large: max file size is 10 MB.',
    );
  });

  it('gives another document code a generic document message naming the code', () => {
    expect(describeRequirementError({ code: 'verification_document_failed_copy', requirement })).toEqual({
      key: 'requirementErrors.documentRejected',
      message: 'The document was rejected (verification_document_failed_copy).',
      code: 'verification_document_failed_copy',
      requirement,
      args: ['verification_document_failed_copy', requirement],
    });
  });

  it('gives an unknown code a generic message naming the code and the requirement', () => {
    expect(describeRequirementError({ code: 'invalid_tax_id', requirement: 'company.tax_id' })).toEqual({
      key: 'requirementErrors.other',
      message: 'Stripe refused company.tax_id (invalid_tax_id).',
      code: 'invalid_tax_id',
      requirement: 'company.tax_id',
      args: ['invalid_tax_id', 'company.tax_id'],
    });
  });

  it('does not crash on an error without code or requirement', () => {
    expect(describeRequirementError({ code: null, requirement: null })).toEqual({
      key: 'requirementErrors.other',
      message: 'Stripe refused a requirement (unknown).',
      code: 'unknown',
      requirement: '',
      args: ['unknown', ''],
    });
  });

  it('lists each code once per requirement', () => {
    const messages = describeRequirementErrors([
      { code: 'verification_document_expired', requirement },
      { code: 'verification_document_expired', requirement },
      { code: 'verification_document_expired', requirement: 'person_a.verification.document' },
    ]);
    expect(messages.map((message) => message.requirement)).toEqual([requirement, 'person_a.verification.document']);
    expect(describeRequirementErrors(null)).toEqual([]);
  });
});

describe('account requirement messages', () => {
  it('shows past and current needs as due, later ones as upcoming, and the errors', () => {
    const messages = requirementMessages({
      past_due: ['external_account'],
      currently_due: ['external_account', 'representative.dob.day'],
      eventually_due: ['external_account', 'representative.dob.year', 'company.tax_id'],
      errors: [{ code: 'verification_document_expired', requirement: 'representative.verification.document' }],
    });
    expect(messages.due.map((message) => message.key)).toEqual([
      'requirements.externalAccount',
      'requirements.representative.dateOfBirth',
    ]);
    expect(messages.upcoming.map((message) => message.key)).toEqual(['requirements.employerIdNumber']);
    expect(messages.errors.map((message) => message.key)).toEqual(['requirementErrors.documentExpired']);
  });

  it('is empty without requirements', () => {
    expect(requirementMessages(undefined)).toEqual({ due: [], upcoming: [], errors: [], future: [] });
  });

  it('says why Stripe disabled the account', () => {
    expect(
      requirementMessages({ disabled_reason: 'requirements.past_due', past_due: ['external_account'] }),
    ).toMatchObject({
      due: [{ key: 'requirements.externalAccount' }],
      disabled: {
        key: 'requirementsDisabled.pastDue',
        message: 'Payments and payouts are paused: provide the overdue information.',
        args: ['requirements.past_due'],
        requirements: [],
      },
    });
    expect(requirementMessages({ disabled_reason: null }).disabled).toBeUndefined();
  });

  it('shows future requirements not already due or upcoming, with their errors', () => {
    const messages = requirementMessages(
      { currently_due: ['external_account'], eventually_due: ['company.tax_id'] },
      {
        currently_due: ['external_account', 'representative.id_number'],
        eventually_due: ['company.tax_id', 'representative.verification.document'],
        errors: [{ code: 'verification_failed_id_number_match', requirement: 'representative.id_number' }],
      },
    );
    expect(messages.future.map((message) => message.key)).toEqual([
      'requirements.representative.taxId',
      'requirements.representative.identityDocument',
    ]);
    expect(messages.errors.map((message) => message.key)).toEqual(['requirementErrors.identityNotVerified']);
  });
});

describe('disabled reasons', () => {
  it.each([
    ['requirements.past_due', 'pastDue'],
    ['requirements.pending_verification', 'pendingVerification'],
    ['under_review', 'underReview'],
    ['listed', 'underReview'],
    ['platform_paused', 'platformPaused'],
    ['action_required.requested_capabilities', 'capabilitiesNeeded'],
    ['rejected.fraud', 'rejected'],
    ['rejected.terms_of_service', 'rejected'],
    ['rejected.platform_other', 'rejected'],
    ['other', 'other'],
    ['paused.inactivity', 'other'],
  ])('describes %s as requirementsDisabled.%s with the reason', (reason, key) => {
    expect(describeDisabledReason(reason)).toMatchObject({ key: `requirementsDisabled.${key}`, args: [reason] });
  });

  it('names the rejection and gives nothing while the account is not disabled', () => {
    expect(describeDisabledReason('rejected.listed')?.message).toBe(
      'Stripe rejected the account (rejected.listed): contact support.',
    );
    expect(describeDisabledReason('')).toBeUndefined();
    expect(describeDisabledReason(undefined)).toBeUndefined();
  });
});
