import { PaymentsException } from '../payments.errors.js';

/** For specs: the coded refusal a rule throws; anything else (no refusal, another error) fails the test. */
export function refusalOf(rule: () => unknown): PaymentsException {
  try {
    rule();
  } catch (error) {
    if (error instanceof PaymentsException) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the rule to refuse');
}

/** The parts of a refusal a spec compares: code, args and message. */
export function describeRefusal(rule: () => unknown): { code: string; args: readonly string[]; message: string } {
  const { code, args, message } = refusalOf(rule);
  return { code, args, message };
}
