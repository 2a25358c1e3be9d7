/**
 * The connections screens' texts (resources.connection), in en-US, fr-QC and es-ES; spread into
 * i18n/en.ts, fr.ts and es.ts.
 */
export const en = {
  connection: {
    title: 'Connections',
    help: 'Talent and representatives connect: one side asks, the other approves. A representative applies to jobs for the talent it is connected to.',
    tabs: { active: 'Active', received: 'Pending Received', sent: 'Pending Sent' },
    fields: {
      talent: 'Talent',
      representative: 'Representative',
      types: 'Connection types',
      status: 'Status',
      message: 'Message',
      actions: 'Actions',
    },
    status: {
      pending: 'Pending',
      active: 'Active',
      rejected: 'Rejected',
      revoked: 'Withdrawn',
      removed: 'Removed',
      archived: 'Archived',
    },
    when: { active: 'Since %{date}', received: 'Received on %{date}', sent: 'Sent on %{date}' },
    empty: {
      active: 'No active connections yet.',
      received: 'No requests are waiting for your answer.',
      sent: 'None of your requests is waiting for an answer.',
      help: 'Ask for a connection from a talent’s or a representative’s public profile.',
    },
    actions: {
      approve: 'Approve',
      reject: 'Reject',
      revoke: 'Withdraw',
      remove: 'Remove',
      archive: 'Archive',
      done: {
        approve: 'Connection approved',
        reject: 'Request rejected',
        revoke: 'Request withdrawn',
        remove: 'Connection removed',
        archive: 'Connection archived',
      },
      confirm: {
        reject: {
          title: 'Reject this request?',
          content: '%{pair}: the request is declined. Either side may ask again later.',
        },
        revoke: {
          title: 'Withdraw this request?',
          content: '%{pair}: your request is withdrawn before it is answered.',
        },
        remove: {
          title: 'Remove this connection?',
          content: '%{pair}: the representative can no longer apply for this talent.',
        },
        archive: { title: 'Archive this connection?', content: '%{pair}: it leaves every list, on both sides.' },
      },
    },
    request: {
      open: 'Request connection',
      title: 'Request a connection',
      from: 'From your profile %{name}',
      with: { talent: 'With the talent %{name}', representative: 'With the representative %{name}' },
      find: { talent: 'The talent to connect with', representative: 'The representative to connect with' },
      choose: { talent: 'Your talent profile', representative: 'Your representative profile' },
      search: { talent: 'Find a talent by name', representative: 'Find a representative by name or city' },
      searchHelp: 'Results appear as you type',
      noResults: 'No profile matches.',
      noOwn: {
        talent: 'You have no talent profile yet.',
        representative: 'You have no representative profile yet.',
      },
      create: { talent: 'Create one', representative: 'Create one' },
      types: 'Connection types',
      message: 'Message (optional)',
      send: 'Send the request',
      sent: 'Connection request sent',
    },
    validation: {
      profileRequired: 'Choose the profile to connect.',
      atLeastOneType: 'At least one connection type selected',
      alreadyPending: 'A request between these two profiles is already pending.',
      alreadyConnected: 'These two profiles are already connected.',
    },
  },
};

// French and Spanish are modules of their own, so the entry chunk carries only en-US (the other
// catalogues load as chunks when chosen: i18n/index.ts).
export { fr } from './messages.fr';
export { es } from './messages.es';
