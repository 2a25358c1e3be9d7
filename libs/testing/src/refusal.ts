import { DomainError } from '@callsheet/kernel';

/** An error class to catch, e.g. a service's exception. */
export type ErrorClass<E extends Error> = abstract new (...args: never[]) => E;

/** The parts of a refusal a spec compares. */
export interface RefusalParts {
  code: string;
  args: readonly string[];
  message: string;
}

/**
 * For unit specs of rules: the error a rule throws, of `kind` (any DomainError unless given). No error,
 * or an error of another kind, fails the test.
 */
export function refusalThrownBy(rule: () => unknown): DomainError;
export function refusalThrownBy<E extends Error>(rule: () => unknown, kind: ErrorClass<E>): E;
export function refusalThrownBy(rule: () => unknown, kind: ErrorClass<Error> = DomainError): Error {
  try {
    rule();
  } catch (error) {
    if (error instanceof kind) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the rule to refuse');
}

/** The code, args and message of the DomainError (of `kind` when given) a rule throws. */
export function describeRefusal(rule: () => unknown, kind: ErrorClass<DomainError> = DomainError): RefusalParts {
  const { code, args, message } = refusalThrownBy(rule, kind);
  return { code, args, message };
}
