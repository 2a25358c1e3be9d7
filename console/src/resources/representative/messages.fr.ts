// fr-QC texts of the representative screens (see messages.ts).
import type { en } from './messages';

type Messages = typeof en;

export const fr: Messages = {
  representative: {
    name: 'Profil de représentant |||| Profils de représentant',
    empty: 'Aucun profil de représentant pour le moment.',
    invite:
      'Créez-en un pour que les talents vous trouvent : votre entreprise, ce que vous représentez, votre permis et vos références.',
    unnamed: 'Profil de représentant',
    titles: {
      list: 'Profils de représentant',
      create: 'Nouveau profil de représentant',
      edit: 'Profil de représentant : %{name}',
      detail: 'Profil public : %{name}',
    },
    tabs: {
      general: 'Renseignements généraux',
      manager: 'Gérant de talents',
      agent: 'Agent artistique',
      casting: 'Professionnel du casting',
    },
    sections: {
      representation: 'Représentation',
      company: 'Entreprise',
      contact: 'Coordonnées',
      businessAddress: 'Adresse d’affaires',
      businessAddressHelp:
        'Seulement si votre lieu d’affaires diffère de l’adresse de votre compte. Les autres membres en voient la ville, l’État et le pays, pas la rue.',
      references: 'Références professionnelles',
      managerServices: 'Affiliation du gérant',
      roster: 'Talents représentés (gérants et agents)',
      franchises: 'Franchises d’agent',
      license: 'Permis d’agence',
      casting: 'Distribution',
    },
    fields: {
      name: 'Nom',
      representationTypes: 'Types de représentation',
      projectLocations: 'Régions des projets',
      companyName: 'Nom de l’entreprise',
      aliasOrDba: 'Nom d’emprunt ou nom commercial',
      companyKind: 'L’entreprise est',
      yearsInOperation: 'Années d’activité',
      contactEmail: 'Courriel de contact',
      contactPhone: 'Téléphone de contact',
      phoneHelp: 'Avec l’indicatif du pays, p. ex. +1 310 555 0100',
      website: 'Site Web',
      websiteHelp: 'Une adresse https://',
      businessAddressDiffers: 'Mon adresse d’affaires diffère de celle de mon compte',
      line1: 'Adresse, ligne 1',
      line2: 'Adresse, ligne 2',
      city: 'Ville',
      state: 'État ou province',
      stateHelp: 'Pour les États-Unis, le code à deux lettres (CA, NY)',
      postalCode: 'Code postal',
      country: 'Pays',
      references: 'Références',
      referenceNumber: 'Référence %{number}',
      referenceName: 'Nom',
      referenceEmail: 'Courriel',
      referencePhone: 'Téléphone',
      referencesNotApplicable: 'S. O. : j’ajouterai mes références plus tard',
      referencesNotApplicableHelp: 'Vous pouvez aussi inscrire S. O. (ou N/A) comme nom d’une référence.',
      services: 'Services offerts',
      talentRepresented: 'Nombre de talents représentés',
      talentTypes: 'Types de talents représentés',
      licenseFullName: 'Nom complet inscrit au permis',
      licenseNumber: 'Numéro de permis',
      licenseCountry: 'Pays de délivrance',
      licenseState: 'État de délivrance',
      licenseCity: 'Ville de délivrance',
      projectTypes: 'Types de projets distribués',
      createdAt: 'Créé le',
      updatedAt: 'Dernier enregistrement',
    },
    roleNote:
      'Vous n’avez pas choisi « %{type} » dans %{tab}. Ce que vous inscrivez ici est conservé et paraît sur votre profil lorsque vous le choisissez.',
    references: {
      help: 'Donnez au moins %{count} références professionnelles (nom, courriel et téléphone), ou cochez S. O. pour les ajouter plus tard.',
      helpIn:
        'Là où vous faites affaire (%{place}), la loi demande au moins %{count} références professionnelles (nom, courriel et téléphone); ou cochez S. O. pour les ajouter plus tard.',
    },
    licensing: {
      rules: {
        'US-CA':
          'Code du travail de la Californie, art. 1700.5 (Talent Agencies Act) : nul ne peut exercer comme agence artistique en Californie sans un permis du Labor Commissioner. Indiquez le numéro de permis ainsi que le pays et l’État qui l’ont délivré.',
        'US-NY':
          'General Business Law de New York, art. 172 : les agences de placement artistique de l’État de New York doivent détenir un permis. Indiquez le numéro de permis ainsi que le pays et l’État qui l’ont délivré.',
      },
      fieldHelp: 'Obligatoire pour les agents artistiques en %{place}',
      notRequired: 'Votre lieu d’affaires n’exige pas de permis d’agence; vous pouvez tout de même afficher le vôtre.',
      where:
        'Les agents artistiques qui font affaire en Californie ou dans l’État de New York doivent afficher leur permis : son numéro ainsi que le pays et l’État qui l’ont délivré.',
    },
    validation: {
      atLeastOneType: 'Au moins un type de représentation sélectionné',
      zip: 'Entrez un code ZIP (12345 ou 12345-6789).',
      stateCode: 'Entrez le code à deux lettres de l’État (CA, NY).',
      https: 'Entrez une adresse https://.',
      years: 'Entrez un nombre entier de 0 à %{max}.',
      licenseRequired: 'Les agents artistiques en %{place} doivent afficher leur permis d’agence.',
      references: 'Au moins %{count} références professionnelles complètes, ou S. O.',
      referencesIn: 'Au moins %{count} références professionnelles complètes en %{place}, ou S. O.',
      tooManyReferences: 'Au plus %{max} références.',
    },
    actions: {
      new: 'Nouveau profil de représentant',
      create: 'Créer le profil',
      save: 'Enregistrer',
      edit: 'Modifier',
      detail: 'Profil public',
      editProfile: 'Modifier le profil',
    },
    notifications: {
      created: 'Profil de représentant créé',
      updated: 'Profil de représentant mis à jour',
      unchanged: 'Rien à enregistrer : aucun champ n’a changé.',
    },
    detail: {
      none: '—',
      publicNote:
        'Voici ce que voient les autres membres : la rue de l’adresse d’affaires et les coordonnées des références restent privées.',
      licensed: 'Agent titulaire d’un permis',
      references: 'Références',
      referencesProvided: 'Exigence de références',
      referencesComplete: 'Références fournies',
      referencesDeferred: 'À ajouter (S. O.)',
      licenseIssuedIn: 'Délivré à',
    },
  },
};
