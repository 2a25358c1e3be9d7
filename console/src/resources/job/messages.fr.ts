// fr-QC texts of the job details page (see messages.ts).
import type { en } from './messages';

type Messages = typeof en;

export const fr: Messages = {
  job: {
    name: 'Emploi |||| Emplois',
    details: {
      title: 'Rôle : %{name}',
      notFound: "Cet emploi n'existe pas ou n'est pas publié.",
      production: 'Production',
      company: 'Maison de production',
      project: 'Projet',
      type: 'Genre de rôle',
      unionStatus: 'Statut syndical',
      phase: 'Étape',
      status: 'Statut',
      description: 'Description détaillée',
      location: 'Lieu',
      remote: 'Travail à distance',
      ethnicities: 'Origine ethnique',
      keyDates: 'Dates et lieux importants',
      expiresOn: "L'annonce expire le",
      instructions: 'Consignes particulières de candidature',
      materials: 'Documents supplémentaires',
      preScreen: 'Présélection',
      media: 'Médias demandés',
      noMedia: 'Aucun média demandé',
      nudity: 'Ce rôle comporte de la nudité : les mineurs ne peuvent pas postuler.',
      messageToTalent: 'Message aux talents',
      pay: 'Rémunération',
      notPaying: 'Non rémunéré',
      payNotGiven: 'Non indiquée',
      amount: '%{amount} (%{rateType})',
      amountNoRate: '%{amount}',
      range: 'De %{min} à %{max} (%{rateType})',
      rangeNoRate: 'De %{min} à %{max}',
      noDetails: 'Aucun détail de rémunération',
      duration: 'Durée du travail',
      durationUnknown: 'Durée inconnue',
      outcome: 'Selon les résultats du projet : %{kind}',
      agreedAmount: 'Montant à convenir avec le talent',
      paySecurely: 'Payé de façon sécurisée par Callsheet',
      extra: 'Autres avantages',
      license: "Permis d'agence artistique nº %{number}",
      licenseWhy:
        "Cal. Labor Code §1700.5 : une agence artistique indique son numéro de permis dans ses annonces d'audition.",
      apply: 'Postuler',
      applyLater: 'La candidature depuis cette page arrive avec la version des candidatures.',
      none: 'Aucun',
    },
  },
};
