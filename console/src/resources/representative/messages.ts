/**
 * The representative screens' texts (resources.representative), in en-US, fr-QC and es-ES; spread into
 * i18n/en.ts, fr.ts and es.ts. Option lists are named in optionLabels.ts, places in licensing.ts.
 */
export const en = {
  representative: {
    name: 'Representative profile |||| Representative profiles',
    empty: 'No representative profiles yet.',
    invite: 'Create one to be found by talent: your company, what you represent, your license and references.',
    unnamed: 'Representative profile',
    titles: {
      list: 'Representative profiles',
      create: 'New representative profile',
      edit: 'Representative profile: %{name}',
      detail: 'Public profile: %{name}',
    },
    tabs: {
      general: 'General info',
      manager: 'Talent Manager info',
      agent: 'Talent Agent info',
      casting: 'Casting Professional info',
    },
    sections: {
      representation: 'Representation',
      company: 'Company',
      contact: 'Contact',
      businessAddress: 'Business address',
      businessAddressHelp:
        'Only when your place of business differs from your account’s address. Other members see its city, state and country, not the street.',
      references: 'Professional references',
      managerServices: 'Manager affiliation',
      roster: 'Talent represented (managers and agents)',
      franchises: 'Agent franchises',
      license: 'Agency license',
      casting: 'Casting',
    },
    fields: {
      name: 'Name',
      representationTypes: 'Representation types',
      projectLocations: 'Project locations',
      companyName: 'Company name',
      aliasOrDba: 'Alias or DBA name',
      companyKind: 'The company is',
      yearsInOperation: 'Years in operation',
      contactEmail: 'Contact email',
      contactPhone: 'Contact phone',
      phoneHelp: 'With the country code, e.g. +1 310 555 0100',
      website: 'Website',
      websiteHelp: 'An https:// address',
      businessAddressDiffers: 'My business address differs from my account’s',
      line1: 'Address line 1',
      line2: 'Address line 2',
      city: 'City',
      state: 'State or province',
      stateHelp: 'For the United States, the two-letter code (CA, NY)',
      postalCode: 'Postal code',
      country: 'Country',
      references: 'References',
      referenceNumber: 'Reference %{number}',
      referenceName: 'Name',
      referenceEmail: 'Email',
      referencePhone: 'Phone',
      referencesNotApplicable: 'N/A: I will add my references later',
      referencesNotApplicableHelp: 'You may also type N/A as a reference’s name.',
      services: 'Services',
      talentRepresented: 'Number of talent represented',
      talentTypes: 'Talent types represented',
      licenseFullName: 'Full name on the license',
      licenseNumber: 'License number',
      licenseCountry: 'Issuing country',
      licenseState: 'Issuing state',
      licenseCity: 'Issuing city',
      projectTypes: 'Project types cast',
      createdAt: 'Created',
      updatedAt: 'Last saved',
    },
    roleNote:
      'You have not chosen “%{type}” in %{tab}. What you enter here is kept and shows on your profile once you do.',
    references: {
      help: 'Give at least %{count} professional references (name, email and phone), or tick N/A to add them later.',
      helpIn:
        'Where you do business (%{place}) the law asks for at least %{count} professional references (name, email and phone); or tick N/A to add them later.',
    },
    licensing: {
      rules: {
        'US-CA':
          'California Labor Code §1700.5 (Talent Agencies Act): no one may act as a talent agency in California without a license from the Labor Commissioner. Give the license number and the country and state that issued it.',
        'US-NY':
          'New York General Business Law §172: theatrical employment agencies in New York must be licensed. Give the license number and the country and state that issued it.',
      },
      fieldHelp: 'Required for talent agents in %{place}',
      notRequired: 'Your place of business does not require an agency license; you may still show yours.',
      where:
        'Talent agents doing business in California or New York must show their license: its number and the country and state that issued it.',
    },
    validation: {
      atLeastOneType: 'At least one representation type selected',
      zip: 'Enter a ZIP code (12345 or 12345-6789).',
      stateCode: 'Enter the two-letter code of the state (CA, NY).',
      https: 'Enter an https:// address.',
      years: 'Enter a whole number from 0 to %{max}.',
      licenseRequired: 'Talent agents in %{place} must show their agency license.',
      references: 'At least %{count} complete professional references, or N/A.',
      referencesIn: 'At least %{count} complete professional references in %{place}, or N/A.',
      tooManyReferences: 'At most %{max} references.',
    },
    actions: {
      new: 'New representative profile',
      create: 'Create the profile',
      save: 'Save',
      edit: 'Edit',
      detail: 'Public profile',
      editProfile: 'Edit the profile',
    },
    notifications: {
      created: 'Representative profile created',
      updated: 'Representative profile updated',
      unchanged: 'Nothing to save: no field changed.',
    },
    detail: {
      none: '—',
      publicNote: 'This is what other members see: the business street and the references’ contacts stay private.',
      licensed: 'Licensed agent',
      references: 'References',
      referencesProvided: 'Reference requirement',
      referencesComplete: 'References given',
      referencesDeferred: 'To be added (N/A)',
      licenseIssuedIn: 'Issued in',
    },
  },
};

// French and Spanish are modules of their own, so the entry chunk carries only en-US (the other
// catalogues load as chunks when chosen: i18n/index.ts).
export { fr } from './messages.fr';
export { es } from './messages.es';
