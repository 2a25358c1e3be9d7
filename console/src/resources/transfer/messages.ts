/**
 * The transfers screen's texts (resources.transfer): /transfers and the transfer report dialog, in
 * en-US; fr-QC and es-ES are modules of their own. Registered from the screens' chunk.
 */
export const en = {
  transfer: {
    name: 'Transfer |||| Transfers',
    list: {
      title: 'Transfers',
      report: 'Transfer report',
      invoiceFilter: 'Invoice %{id}',
      empty: 'No transfer yet.',
      emptyInvoice: 'This invoice has no transfer yet.',
      emptyHelp: 'A paid invoice is transferred to the talent and representatives by its deal memo split.',
    },
    fields: {
      created: 'Created',
      direction: 'Paid or received',
      destination: 'To',
      amount: 'Amount',
      status: 'Status',
      invoice: 'Invoice and transfer group',
    },
    direction: {
      paid: 'Paid',
      received: 'Received',
    },
    status: {
      pending: 'Pending',
      awaitingTrustAccount: 'Waiting for the trust account',
      created: 'Sent',
      reversed: 'Reversed',
      paid: 'Paid out',
      failed: 'Failed',
    },
    report: {
      title: 'Transfer report',
      help: 'A CSV file of the transfers your account paid or received. A small report downloads at once.',
      fileName: 'File name',
      fileNameHelp: 'Letters, digits, spaces and . _ - ( ); .csv is added',
      invoiceId: 'Invoice id',
      invoiceIdHelp: 'Optional: only the transfers of this invoice',
      createdFrom: 'Created from',
      createdTo: 'Created to',
      submit: 'Generate the report',
      retry: 'Try again',
      sending: 'Asking for the report…',
      statuses: {
        queued: 'Waiting to be built…',
        running: 'Building the report…',
        ready: 'Ready',
      },
      ready: '%{fileName} is ready: %{smart_count} row |||| %{fileName} is ready: %{smart_count} rows',
      readyNotice: 'The transfer report %{fileName} is ready to download',
      downloaded: '%{fileName} downloaded (%{smart_count} row) |||| %{fileName} downloaded (%{smart_count} rows)',
      failed: 'The report could not be built: %{error}',
      download: 'Download the CSV',
      errors: {
        required: 'Required',
        tooLong: 'At most %{max} characters',
        fileName: 'Letters, digits, spaces and . _ - ( ) only, not starting with a dot',
        invoiceId: 'An invoice id, such as 0193a5b4-7c1d-7e2f-8a3b-4c5d6e7f8a9b',
        date: 'A date',
        toBeforeFrom: 'On or after the first day',
      },
    },
  },
};

export { fr } from './messages.fr';
export { es } from './messages.es';
