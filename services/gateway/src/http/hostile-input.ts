import { KernelErrorCode, KernelException } from '@callsheet/kernel';

/**
 * Input every route refuses before any handler runs (a probe found each of these answering 500):
 * bodies nested deeper than any of our messages, NUL characters (PostgreSQL cannot store them in text),
 * and query parameters given twice where the route reads one value.
 */

/** Our deepest request body (a talent profile's nested groups) is 4 levels; leave room, refuse abuse. */
export const MAX_BODY_DEPTH = 32;

/** Query parameters that may repeat (`?expand=a&expand=b`); every other one is read as one value. */
export const REPEATABLE_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['expand']);

export interface RequestInput {
  query?: unknown;
  params?: unknown;
  body?: unknown;
}

/** The first problem with the request's query, path parameters and parsed body, as the error to answer. */
export function hostileInputProblem({ query, params, body }: RequestInput): KernelException | undefined {
  for (const [name, value] of Object.entries(asRecord(query))) {
    if (Array.isArray(value) && !REPEATABLE_QUERY_PARAMETERS.has(name)) {
      return KernelException.validation(name, `Give the query parameter ${name} once.`);
    }
    if ([value].flat().some((item) => typeof item === 'string' && item.includes('\u0000'))) {
      return nulIn(name);
    }
  }
  for (const [name, value] of Object.entries(asRecord(params))) {
    if (typeof value === 'string' && value.includes('\u0000')) {
      return nulIn(name);
    }
  }
  return bodyProblem(body, 'body', 0);
}

function bodyProblem(value: unknown, path: string, depth: number): KernelException | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? nulIn(path) : undefined;
  }
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) {
    return undefined;
  }
  if (depth >= MAX_BODY_DEPTH) {
    return new KernelException(
      KernelErrorCode.MalformedRequest,
      `The request body is nested deeper than ${MAX_BODY_DEPTH} levels.`,
      [String(MAX_BODY_DEPTH)],
    );
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [`${path}[${index}]`, item])
    : Object.entries(value).map(([key, item]) => [path === 'body' ? key : `${path}.${key}`, item]);
  for (const [childPath, child] of entries) {
    if (childPath.includes('\u0000')) {
      return nulIn(path);
    }
    const problem = bodyProblem(child, childPath, depth + 1);
    if (problem) {
      return problem;
    }
  }
  return undefined;
}

function nulIn(field: string): KernelException {
  return KernelException.validation(field, `${field} contains a NUL character (\\u0000), which is not allowed.`);
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
