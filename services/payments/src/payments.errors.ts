import { PaymentsErrorCode } from '@callsheet/contracts';
import { DomainError } from '@callsheet/kernel';

export class PaymentsException extends DomainError<PaymentsErrorCode> {}
export { PaymentsErrorCode };
