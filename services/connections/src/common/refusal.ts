import { ConnectionsException } from '../connections.errors.js';

/** For specs: the coded refusal a rule throws; anything else (no refusal, another error) fails the test. */
export function refusalOf(rule: () => unknown): { code: string; args: readonly string[]; message: string } {
  try {
    rule();
  } catch (error) {
    if (error instanceof ConnectionsException) {
      return { code: error.code, args: error.args, message: error.message };
    }
    throw error;
  }
  throw new Error('expected the rule to refuse');
}
