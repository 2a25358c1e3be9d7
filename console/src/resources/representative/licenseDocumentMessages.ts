/*
 * The license document's texts (resources.licenseDocument: the Talent Agent tab's field and the public
 * profile's line), in en-US, fr-QC and es-ES. They load with the representative screens, not with /login
 * (i18n/resourceMessages.ts, registered by registerLicenseDocumentMessages.ts): the entry chunk is at its
 * budget.
 */

export const en = {
  licenseDocument: {
    title: 'License document',
    help: 'A JPEG, PNG or PDF of your license, at most %{max} MB. It is kept as soon as you choose it, without Save. Only your account can open it; other members see only that one is on file.',
    expected: 'Talent agents doing business in %{place} are licensed: a copy of your license is expected here.',
    afterCreate: 'You can add your license document once the profile is created.',
    none: 'No license document on file.',
    loading: 'Loading the license document…',
    loadFailed: 'The license document could not be loaded: %{reason}',
    choose: 'Choose a file',
    replace: 'Replace',
    remove: 'Remove',
    open: 'Open %{name} in a new tab',
    facts: '%{kind} · %{size} · uploaded %{date}',
    kinds: { pdf: 'PDF', image: 'Image' },
    uploading: 'Uploading %{name}: %{percent}%',
    noAnswer: 'The upload did not reach the server. Check your connection and try again.',
    refused: {
      fileTooLarge: '%{name} is too large: max file size is %{max} MB.',
      unsupportedFileType: '%{name} is not a %{types} file.',
      emptyFile: '%{name} is empty.',
    },
    removeTitle: 'Remove the license document?',
    removeContent: 'The document on file is deleted; other members will no longer see that one is on file.',
    notifications: {
      uploaded: 'License document uploaded',
      replaced: 'License document replaced',
      removed: 'License document removed',
    },
    detail: {
      label: 'License document',
      onFile: 'License document on file',
      notOnFile: 'No license document on file',
    },
  },
};

export const fr: typeof en = {
  licenseDocument: {
    title: 'Document du permis',
    help: 'Un JPEG, un PNG ou un PDF de votre permis, d’au plus %{max} Mo. Il est conservé dès que vous le choisissez, sans Enregistrer. Seul votre compte peut l’ouvrir; les autres membres voient seulement qu’il y en a un au dossier.',
    expected:
      'Les agents artistiques qui font affaire en %{place} détiennent un permis : une copie de votre permis est attendue ici.',
    afterCreate: 'Vous pourrez ajouter le document de votre permis une fois le profil créé.',
    none: 'Aucun document de permis au dossier.',
    loading: 'Chargement du document du permis…',
    loadFailed: 'Le document du permis n’a pas pu être chargé : %{reason}',
    choose: 'Choisir un fichier',
    replace: 'Remplacer',
    remove: 'Retirer',
    open: 'Ouvrir %{name} dans un nouvel onglet',
    facts: '%{kind} · %{size} · téléversé le %{date}',
    kinds: { pdf: 'Fichier PDF', image: 'Fichier image' },
    uploading: 'Téléversement de %{name} : %{percent} %',
    noAnswer: 'Le téléversement n’a pas atteint le serveur. Vérifiez votre connexion et réessayez.',
    refused: {
      fileTooLarge: '%{name} est trop volumineux : la taille maximale est de %{max} Mo.',
      unsupportedFileType: '%{name} n’est pas un fichier %{types}.',
      emptyFile: '%{name} est vide.',
    },
    removeTitle: 'Retirer le document du permis?',
    removeContent: 'Le document au dossier est supprimé; les autres membres ne verront plus qu’il y en a un.',
    notifications: {
      uploaded: 'Document du permis téléversé',
      replaced: 'Document du permis remplacé',
      removed: 'Document du permis retiré',
    },
    detail: {
      label: 'Document du permis',
      onFile: 'Document du permis au dossier',
      notOnFile: 'Aucun document de permis au dossier',
    },
  },
};

export const es: typeof en = {
  licenseDocument: {
    title: 'Documento de la licencia',
    help: 'Un JPEG, PNG o PDF de su licencia, de %{max} MB como máximo. Se guarda en cuanto lo elige, sin Guardar. Solo su cuenta puede abrirlo; los demás miembros solo ven que hay uno en el expediente.',
    expected:
      'Los agentes de talento que trabajan en %{place} tienen licencia: aquí se espera una copia de su licencia.',
    afterCreate: 'Podrá añadir el documento de su licencia una vez creado el perfil.',
    none: 'No hay ningún documento de licencia en el expediente.',
    loading: 'Cargando el documento de la licencia…',
    loadFailed: 'No se ha podido cargar el documento de la licencia: %{reason}',
    choose: 'Elegir un archivo',
    replace: 'Sustituir',
    remove: 'Quitar',
    open: 'Abrir %{name} en una pestaña nueva',
    facts: '%{kind} · %{size} · subido el %{date}',
    kinds: { pdf: 'Archivo PDF', image: 'Imagen' },
    uploading: 'Subiendo %{name}: %{percent} %',
    noAnswer: 'La subida no ha llegado al servidor. Compruebe su conexión y vuelva a intentarlo.',
    refused: {
      fileTooLarge: '%{name} es demasiado grande: el tamaño máximo es de %{max} MB.',
      unsupportedFileType: '%{name} no es un archivo %{types}.',
      emptyFile: '%{name} está vacío.',
    },
    removeTitle: '¿Quitar el documento de la licencia?',
    removeContent: 'El documento del expediente se elimina; los demás miembros dejarán de ver que hay uno.',
    notifications: {
      uploaded: 'Documento de la licencia subido',
      replaced: 'Documento de la licencia sustituido',
      removed: 'Documento de la licencia quitado',
    },
    detail: {
      label: 'Documento de la licencia',
      onFile: 'Documento de la licencia en el expediente',
      notOnFile: 'No hay documento de licencia en el expediente',
    },
  },
};
