/** The wire shape of every error: a stable code, a human message, positional "{0}" arguments. */
export interface ErrorEnvelope {
  code: string;
  message: string;
  args: string[];
}

/**
 * An error the domain means to tell the caller about. Each module subclasses it with its own
 * string enum of codes; the gateway maps every code to an HTTP status (and never leaks other errors).
 */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly args: readonly string[] = [],
  ) {
    super(message);
    this.name = new.target.name;
  }

  toEnvelope(): ErrorEnvelope {
    return { code: this.code, message: this.message, args: [...this.args] };
  }
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string' && Array.isArray(candidate.args);
}
