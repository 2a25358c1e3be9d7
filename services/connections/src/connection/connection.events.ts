import { create } from '@bufbuild/protobuf';
import {
  ConnectionPartiesSchema,
  ConnectionRequestedSchema,
  ConnectionStatusChangedSchema,
  ConnectionsTopics,
} from '@callsheet/contracts';
import { outgoingEvent, type OutgoingEvent } from '@callsheet/kernel';
import type { StoredConnection } from './connection.repository.js';
import type { ConnectionEvent } from './domain/connection-events.js';

/** An event the rules named, as its published contract: on the connection topic, keyed by the connection. */
export function outgoingConnectionEvent(event: ConnectionEvent, connection: StoredConnection): OutgoingEvent {
  const topic = ConnectionsTopics.connectionEvents;
  switch (event.type) {
    case 'connectionRequested':
      return outgoingEvent(topic, connection.id, ConnectionRequestedSchema, {
        connection: parties(connection),
        requestedBy: connection.requestedBy,
      });
    case 'connectionStatusChanged':
      return outgoingEvent(topic, connection.id, ConnectionStatusChangedSchema, {
        connection: parties(connection),
        from: event.from,
        action: event.action,
        reason: event.reason,
      });
  }
}

function parties(connection: StoredConnection) {
  return create(ConnectionPartiesSchema, {
    connectionId: connection.id,
    talentId: connection.talentId,
    talentAccountId: connection.talentAccountId,
    representativeId: connection.representativeId,
    representativeAccountId: connection.representativeAccountId,
    types: connection.types,
    status: connection.status,
  });
}
