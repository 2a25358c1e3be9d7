// es-ES texts of the connections screens (see messages.ts).
import type { en } from './messages';

type Messages = typeof en;

export const es: Messages = {
  connection: {
    title: 'Conexiones',
    help: 'El talento y los representantes se conectan: una parte lo pide y la otra lo aprueba. Un representante se postula a trabajos en nombre del talento con el que está conectado.',
    tabs: { active: 'Activas', received: 'Pendientes recibidas', sent: 'Pendientes enviadas' },
    fields: {
      talent: 'Talento',
      representative: 'Representante',
      types: 'Tipos de conexión',
      status: 'Estado',
      message: 'Mensaje',
      actions: 'Acciones',
    },
    status: {
      pending: 'Pendiente',
      active: 'Activa',
      rejected: 'Rechazada',
      revoked: 'Retirada',
      removed: 'Eliminada',
      archived: 'Archivada',
    },
    when: { active: 'Desde el %{date}', received: 'Recibida el %{date}', sent: 'Enviada el %{date}' },
    empty: {
      active: 'Todavía no hay conexiones activas.',
      received: 'Ninguna solicitud espera su respuesta.',
      sent: 'Ninguna de sus solicitudes espera respuesta.',
      help: 'Pida una conexión desde el perfil público de un talento o de un representante.',
    },
    actions: {
      approve: 'Aprobar',
      reject: 'Rechazar',
      revoke: 'Retirar',
      remove: 'Eliminar',
      archive: 'Archivar',
      done: {
        approve: 'Conexión aprobada',
        reject: 'Solicitud rechazada',
        revoke: 'Solicitud retirada',
        remove: 'Conexión eliminada',
        archive: 'Conexión archivada',
      },
      confirm: {
        reject: {
          title: '¿Rechazar esta solicitud?',
          content: '%{pair}: la solicitud se rechaza. Cualquiera de las partes podrá pedirla de nuevo más adelante.',
        },
        revoke: {
          title: '¿Retirar esta solicitud?',
          content: '%{pair}: su solicitud se retira antes de recibir respuesta.',
        },
        remove: {
          title: '¿Eliminar esta conexión?',
          content: '%{pair}: el representante ya no podrá postularse en nombre de este talento.',
        },
        archive: {
          title: '¿Archivar esta conexión?',
          content: '%{pair}: desaparece de todas las listas, en ambas partes.',
        },
      },
    },
    request: {
      open: 'Solicitar conexión',
      title: 'Solicitar una conexión',
      from: 'Desde su perfil %{name}',
      with: { talent: 'Con el talento %{name}', representative: 'Con el representante %{name}' },
      find: { talent: 'El talento con el que conectar', representative: 'El representante con el que conectar' },
      choose: { talent: 'Su perfil de talento', representative: 'Su perfil de representante' },
      search: { talent: 'Buscar un talento por nombre', representative: 'Buscar un representante por nombre o ciudad' },
      searchHelp: 'Los resultados aparecen mientras escribe',
      noResults: 'Ningún perfil coincide.',
      noOwn: {
        talent: 'Todavía no tiene ningún perfil de talento.',
        representative: 'Todavía no tiene ningún perfil de representante.',
      },
      create: { talent: 'Crear uno', representative: 'Crear uno' },
      types: 'Tipos de conexión',
      message: 'Mensaje (opcional)',
      send: 'Enviar la solicitud',
      sent: 'Solicitud de conexión enviada',
    },
    validation: {
      profileRequired: 'Elija el perfil que desea conectar.',
      atLeastOneType: 'Al menos un tipo de conexión seleccionado',
      alreadyPending: 'Ya hay una solicitud pendiente entre estos dos perfiles.',
      alreadyConnected: 'Estos dos perfiles ya están conectados.',
    },
  },
};
