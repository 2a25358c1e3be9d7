import { ProfilesErrorCode } from '@callsheet/contracts';
import { DomainError } from '@callsheet/kernel';

export class ProfilesException extends DomainError<ProfilesErrorCode> {}
export { ProfilesErrorCode };
