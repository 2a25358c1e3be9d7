import { IdentityErrorCode } from '@callsheet/contracts';
import { DomainError } from '@callsheet/kernel';

/** Every rule of the identity module that the caller can break, with its stable code. */
export class IdentityException extends DomainError<IdentityErrorCode> {}

export { IdentityErrorCode };
