/**
 * The applications screens' texts (resources.application): the /applications tabs and the apply
 * dialogs, in en-US; fr-QC and es-ES are modules of their own so that the entry chunk carries only
 * en-US. Spread into i18n/en.ts, fr.ts and es.ts.
 */
export const en = {
  application: {
    name: 'Application |||| Applications',
    list: {
      title: 'Applications',
      tabs: { accepted: 'Accepted', pending: 'Pending', denied: 'Denied' },
      showArchived: 'Show archived',
      archivedNote: 'Archived applications: hidden from your lists, still seen by the production.',
      empty: {
        accepted: 'No accepted application yet.',
        pending: 'No pending application.',
        denied: 'No denied application.',
      },
      emptyArchived: 'No archived application in this tab.',
      emptyHelp: 'Find a role in the job search and apply from its page.',
      searchJobs: 'Search jobs',
    },
    fields: {
      job: 'Job',
      talent: 'Talent',
      appliedOn: 'Applied on',
      decision: 'Decision',
      dealMemo: 'Deal memo',
      actions: 'Actions',
    },
    appliedVia: 'through %{name}',
    acceptedOn: 'Accepted on %{date}',
    deniedOn: 'Denied on %{date}',
    reason: 'Reason: %{reason}',
    reasons: {
      jobClosed: 'The job closed before a decision.',
      talentProfileDeleted: 'The talent profile was deleted.',
    },
    memo: '%{total}: %{rate} × %{quantity}',
    noMemo: 'No deal memo yet',
    minor: 'Minor',
    rateTypes: { hourly: 'Hourly', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', fixed: 'Fixed' },
    statuses: { pending: 'Pending', accepted: 'Accepted', denied: 'Denied', withdrawn: 'Withdrawn' },
    actions: {
      unapply: 'Unapply',
      archive: 'Archive',
      unarchive: 'Unarchive',
      named: '%{action}: %{job}, %{talent}',
    },
    confirmUnapply: {
      title: 'Withdraw this application?',
      content: '%{talent} will no longer be considered for %{job}. You can apply again while the job is open.',
    },
    done: {
      unapply: 'Application withdrawn',
      archive: 'Application archived',
      unarchive: 'Application back in your lists',
      applied: 'Application sent for %{talent}',
    },
    apply: {
      asTalent: 'Apply as talent',
      asRepresentative: 'Apply as representative',
      titleTalent: 'Application as talent',
      titleRepresentative: 'Application as representative',
      intro: 'Apply to %{job}.',
      representative: 'Representative profile',
      talent: 'Talent profile',
      ownTalent: "Your account's talent",
      connectedTalent: 'Connected talent',
      minor: '%{name} (minor)',
      loading: 'Loading your profiles…',
      noTalent: 'This account has no talent profile yet.',
      createTalent: 'Create a talent profile',
      noRepresentative: 'This account has no representative profile yet.',
      createRepresentative: 'Create a representative profile',
      noTalentForRepresentative:
        'No talent to apply for: this account has no talent profile and this representative profile has no active connection.',
      preScreen: 'Pre-screen',
      preScreenNone: 'This job asks for no pre-screen media.',
      fromProduction: 'From the production',
      headshot: 'Headshot',
      headshotHelp: "Choose one of the talent's photos.",
      headshotChoose: 'Choose a talent profile first.',
      photoAlt: 'Photo %{number} of %{name}',
      noPhotos: 'This talent profile has no photo yet: add one in its Photos tab first.',
      openPhotos: 'Open the Photos tab',
      photosFailed: "The talent's photos could not be loaded: %{error}",
      videoReel: 'Video reel (https link)',
      audioReel: 'Audio reel (https link)',
      reelHelp: 'A public link, such as https://vimeo.com/…',
      coverLetter: 'Cover letter',
      nudity: 'I acknowledge that this role involves nudity.',
      message: 'Message to the production (optional)',
      submit: 'Send the application',
      errors: {
        required: 'This is a required field.',
        headshotRequired: 'Choose a headshot: this job asks for one.',
        httpsLink: 'Enter an https link, such as https://vimeo.com/123.',
        maxLength: 'Max %{max} characters',
        nudityRequired: 'Acknowledge the nudity to apply.',
        minorNudity: 'A minor cannot apply to a role that involves nudity.',
      },
    },
  },
};

export { fr } from './messages.fr';
export { es } from './messages.es';
