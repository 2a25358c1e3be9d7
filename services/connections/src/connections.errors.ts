import { ConnectionsErrorCode } from '@callsheet/contracts';
import { DomainError } from '@callsheet/kernel';

export class ConnectionsException extends DomainError<ConnectionsErrorCode> {}
export { ConnectionsErrorCode };
