import { PaymentsErrorCode } from '@callsheet/contracts';
import { DomainError } from '@callsheet/kernel';

export class PaymentsException extends DomainError<PaymentsErrorCode> {}
export { PaymentsErrorCode };

/**
 * The account has no payments row yet: payments opens it when identity announces the account, a few
 * seconds after it is created (connectedAccountNotFound, args [account id]).
 */
export function connectedAccountNotYet(accountId: string): PaymentsException {
  return new PaymentsException(
    PaymentsErrorCode.ConnectedAccountNotFound,
    'This account has no payment account yet; it is created a few seconds after the account. Try again shortly.',
    [accountId],
  );
}
