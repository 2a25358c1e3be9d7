// fr-QC texts of the transfers screen (see messages.ts).
import type { en } from './messages';

type Messages = typeof en;

export const fr: Messages = {
  transfer: {
    name: 'Virement |||| Virements',
    list: {
      title: 'Virements',
      report: 'Rapport des virements',
      invoiceFilter: 'Facture %{id}',
      empty: 'Aucun virement pour le moment.',
      emptyInvoice: 'Cette facture n’a encore aucun virement.',
      emptyHelp:
        'Une facture payée est versée au talent et aux représentants selon la répartition de son mémo d’entente.',
    },
    fields: {
      created: 'Créé',
      direction: 'Payé ou reçu',
      destination: 'À',
      amount: 'Montant',
      status: 'Statut',
      invoice: 'Facture et groupe de virements',
    },
    direction: {
      paid: 'Payé',
      received: 'Reçu',
    },
    status: {
      pending: 'En attente',
      awaitingTrustAccount: 'En attente du compte en fiducie',
      created: 'Envoyé',
      reversed: 'Renversé',
      paid: 'Versé',
      failed: 'Échec',
    },
    report: {
      title: 'Rapport des virements',
      help: 'Un fichier CSV des virements que votre compte a payés ou reçus. Un petit rapport se télécharge aussitôt.',
      fileName: 'Nom du fichier',
      fileNameHelp: 'Lettres, chiffres, espaces et . _ - ( ) ; .csv est ajouté',
      invoiceId: 'Identifiant de facture',
      invoiceIdHelp: 'Facultatif : seulement les virements de cette facture',
      createdFrom: 'Créés à partir du',
      createdTo: 'Créés jusqu’au',
      submit: 'Générer le rapport',
      retry: 'Réessayer',
      sending: 'Demande du rapport…',
      statuses: {
        queued: 'En attente de génération…',
        running: 'Génération du rapport…',
        ready: 'Prêt',
      },
      ready: '%{fileName} est prêt : %{smart_count} ligne |||| %{fileName} est prêt : %{smart_count} lignes',
      readyNotice: 'Le rapport des virements %{fileName} est prêt à télécharger',
      downloaded: '%{fileName} téléchargé (%{smart_count} ligne) |||| %{fileName} téléchargé (%{smart_count} lignes)',
      failed: 'Le rapport n’a pas pu être généré : %{error}',
      download: 'Télécharger le CSV',
      errors: {
        required: 'Obligatoire',
        tooLong: 'Au plus %{max} caractères',
        fileName: 'Lettres, chiffres, espaces et . _ - ( ) seulement, sans point au début',
        invoiceId: 'Un identifiant de facture, comme 0193a5b4-7c1d-7e2f-8a3b-4c5d6e7f8a9b',
        date: 'Une date',
        toBeforeFrom: 'Le premier jour ou après',
      },
    },
  },
};
