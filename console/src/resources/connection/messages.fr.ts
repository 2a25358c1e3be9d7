// fr-QC texts of the connections screens (see messages.ts).
import type { en } from './messages';

type Messages = typeof en;

export const fr: Messages = {
  connection: {
    title: 'Connexions',
    help: 'Les talents et les représentants se connectent : l’un demande, l’autre approuve. Un représentant postule aux emplois pour les talents auxquels il est connecté.',
    tabs: { active: 'Actives', received: 'En attente reçues', sent: 'En attente envoyées' },
    fields: {
      talent: 'Talent',
      representative: 'Représentant',
      types: 'Types de connexion',
      status: 'Statut',
      message: 'Message de la demande',
      actions: 'Actions',
    },
    status: {
      pending: 'En attente',
      active: 'Établie',
      rejected: 'Refusée',
      revoked: 'Retirée',
      removed: 'Supprimée',
      archived: 'Archivée',
    },
    when: { active: 'Depuis le %{date}', received: 'Reçue le %{date}', sent: 'Envoyée le %{date}' },
    empty: {
      active: 'Aucune connexion active pour le moment.',
      received: 'Aucune demande n’attend votre réponse.',
      sent: 'Aucune de vos demandes n’attend de réponse.',
      help: 'Demandez une connexion depuis le profil public d’un talent ou d’un représentant.',
    },
    actions: {
      approve: 'Approuver',
      reject: 'Refuser',
      revoke: 'Retirer',
      remove: 'Supprimer',
      archive: 'Archiver',
      done: {
        approve: 'Connexion approuvée',
        reject: 'Demande refusée',
        revoke: 'Demande retirée',
        remove: 'Connexion supprimée',
        archive: 'Connexion archivée',
      },
      confirm: {
        reject: {
          title: 'Refuser cette demande?',
          content: '%{pair} : la demande est refusée. L’une ou l’autre partie pourra demander de nouveau plus tard.',
        },
        revoke: {
          title: 'Retirer cette demande?',
          content: '%{pair} : votre demande est retirée avant d’avoir reçu une réponse.',
        },
        remove: {
          title: 'Supprimer cette connexion?',
          content: '%{pair} : le représentant ne pourra plus postuler pour ce talent.',
        },
        archive: {
          title: 'Archiver cette connexion?',
          content: '%{pair} : elle disparaît de toutes les listes, des deux côtés.',
        },
      },
    },
    request: {
      open: 'Demander une connexion',
      title: 'Demander une connexion',
      from: 'Depuis votre profil %{name}',
      with: { talent: 'Avec le talent %{name}', representative: 'Avec le représentant %{name}' },
      find: { talent: 'Le talent avec qui se connecter', representative: 'Le représentant avec qui se connecter' },
      choose: { talent: 'Votre profil de talent', representative: 'Votre profil de représentant' },
      search: {
        talent: 'Trouver un talent par son nom',
        representative: 'Trouver un représentant par nom ou par ville',
      },
      searchHelp: 'Les résultats s’affichent pendant la saisie',
      noResults: 'Aucun profil ne correspond.',
      noOwn: {
        talent: 'Vous n’avez pas encore de profil de talent.',
        representative: 'Vous n’avez pas encore de profil de représentant.',
      },
      create: { talent: 'En créer un', representative: 'En créer un' },
      types: 'Types de connexion',
      message: 'Message (facultatif)',
      send: 'Envoyer la demande',
      sent: 'Demande de connexion envoyée',
    },
    validation: {
      profileRequired: 'Choisissez le profil à connecter.',
      atLeastOneType: 'Au moins un type de connexion sélectionné',
      alreadyPending: 'Une demande entre ces deux profils est déjà en attente.',
      alreadyConnected: 'Ces deux profils sont déjà connectés.',
    },
  },
};
