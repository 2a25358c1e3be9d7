/** The job details page's texts (resources.job), in en-US, fr-QC and es-ES; spread into i18n/en.ts, fr.ts, es.ts. */
export const en = {
  job: {
    name: 'Job |||| Jobs',
    details: {
      title: 'Role: %{name}',
      notFound: 'This job does not exist, or it is not published.',
      production: 'Production',
      company: 'Production company',
      project: 'Project',
      type: 'Role type',
      unionStatus: 'Union status',
      phase: 'Phase',
      status: 'Status',
      description: 'Description',
      location: 'Location',
      remote: 'Remote option',
      ethnicities: 'Ethnicity',
      keyDates: 'Key dates and locations',
      expiresOn: 'Listing expires on',
      instructions: 'Special submission instructions',
      materials: 'Additional materials',
      preScreen: 'Pre-screen',
      media: 'Media required',
      noMedia: 'No media required',
      nudity: 'This role involves nudity: minors cannot apply.',
      messageToTalent: 'Message to talent',
      pay: 'Pay',
      notPaying: 'Unpaid',
      payNotGiven: 'Not stated',
      amount: '%{amount} (%{rateType})',
      amountNoRate: '%{amount}',
      range: '%{min} to %{max} (%{rateType})',
      rangeNoRate: '%{min} to %{max}',
      noDetails: 'No pay details given',
      duration: 'Work duration',
      durationUnknown: 'Duration unknown',
      outcome: 'Depends on the project outcome: %{kind}',
      agreedAmount: 'Amount to be agreed with the talent',
      paySecurely: 'Paid securely through Callsheet',
      extra: 'Extra compensation',
      license: 'Talent agency license no. %{number}',
      licenseWhy: 'California Labor Code §1700.5: a talent agency shows its license number in its casting ads.',
      apply: 'Apply',
      applyLater: 'Applying from this page arrives with the applications release.',
      none: 'None',
    },
  },
};

// French and Spanish are modules of their own, so the entry chunk carries only en-US (the other
// catalogues load as chunks when chosen: i18n/index.ts).
export { fr } from './messages.fr';
export { es } from './messages.es';
