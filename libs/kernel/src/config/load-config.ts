import { z } from 'zod';

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigurationError';
  }
}

/**
 * Parses the environment once, at start-up, against a zod schema. Every problem is listed with the
 * variable it concerns, so that a missing DATABASE_URL says so instead of failing later.
 */
export function loadConfig<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined> = process.env,
): z.infer<Schema> {
  const result = schema.safeParse(env);
  if (result.success) {
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const value = issue.path.length === 1 ? env[String(issue.path[0])] : undefined;
    return value === undefined
      ? `${variable} is required but not set (${issue.message})`
      : `${variable} is invalid: ${issue.message}`;
  });
  throw new ConfigurationError(problems);
}
