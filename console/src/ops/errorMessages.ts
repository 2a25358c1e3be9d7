/**
 * The texts of the operators' routes' error codes (proto/src/ops-error-code.ts), as errors.<code>:
 * only these pages meet them, so they load with them (registerErrorMessages), not with /login.
 * `%{0}` is the code's first argument (a queue, job state or topic).
 */
export const en = {
  queueNotFound: 'There is no queue named %{0}.',
  jobNotFound: 'Job %{0} no longer exists: the list is refreshed.',
  jobNotFailed: 'This job is no longer failed (it is %{0} now): the list is refreshed.',
  jobActive: 'This job is being processed and cannot be removed now.',
  topicNotFound: 'There is no topic %{0}, or it has no dead-letter topic.',
  deadLetterNotFound: 'This message is no longer in the dead-letter topic: the list is refreshed.',
  deadLetterAlreadyReplayed: 'This message was already replayed; it is never replayed twice.',
};

type Messages = typeof en;

export const fr: Messages = {
  queueNotFound: 'Aucune file ne s’appelle %{0}.',
  jobNotFound: 'La tâche %{0} n’existe plus : la liste est actualisée.',
  jobNotFailed: 'Cette tâche n’est plus en échec (état actuel : %{0}) : la liste est actualisée.',
  jobActive: 'Cette tâche est en cours d’exécution et ne peut pas être supprimée maintenant.',
  topicNotFound: 'Le sujet %{0} n’existe pas ou n’a pas de sujet de lettres mortes.',
  deadLetterNotFound: 'Ce message n’est plus dans le sujet de lettres mortes : la liste est actualisée.',
  deadLetterAlreadyReplayed: 'Ce message a déjà été rejoué; il ne l’est jamais deux fois.',
};

export const es: Messages = {
  queueNotFound: 'No hay ninguna cola llamada %{0}.',
  jobNotFound: 'El trabajo %{0} ya no existe: la lista se actualiza.',
  jobNotFailed: 'Este trabajo ya no está fallido (ahora está %{0}): la lista se actualiza.',
  jobActive: 'Este trabajo se está procesando y no puede eliminarse ahora.',
  topicNotFound: 'No existe el tema %{0} o no tiene tema de mensajes fallidos.',
  deadLetterNotFound: 'Este mensaje ya no está en el tema de mensajes fallidos: la lista se actualiza.',
  deadLetterAlreadyReplayed: 'Este mensaje ya se reenvió; nunca se reenvía dos veces.',
};
