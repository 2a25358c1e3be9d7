import { describe, expect, it } from '@jest/globals';
import { httpStatusOf, statusTablesByModule } from './error-status.js';

// A code means one thing and one HTTP status across services: a client (the console, an integration)
// reacts to the code alone, whichever service answered it.
describe('error codes across every module', () => {
  const modulesByCode = new Map<string, string[]>();
  for (const [module, table] of Object.entries(statusTablesByModule)) {
    for (const code of table.codes) {
      modulesByCode.set(code, [...(modulesByCode.get(code) ?? []), module]);
    }
  }

  it('gives a code shared by several modules the same status in each', () => {
    const ambiguous = [...modulesByCode]
      .filter(([, modules]) => modules.length > 1)
      .map(([code, modules]) => ({
        code,
        statuses: Object.fromEntries(modules.map((module) => [module, statusTablesByModule[module].statusOf(code)])),
      }))
      .filter(({ statuses }) => new Set(Object.values(statuses)).size > 1);
    expect(ambiguous).toEqual([]);
  });

  it('maps every code of every module to a 4xx or 5xx status the gateway answers', () => {
    for (const code of modulesByCode.keys()) {
      const status = httpStatusOf(code);
      expect([code, status >= 400 && status < 600]).toEqual([code, true]);
    }
  });

  it('keeps codes in the camelCase the console splits on (spec section 8: "<code>-<argument>")', () => {
    const malformed = [...modulesByCode.keys()].filter((code) => !/^[a-z][A-Za-z0-9]*$/.test(code));
    expect(malformed).toEqual([]);
  });

  it('answers 500 for a code no module declares', () => {
    expect(httpStatusOf('noSuchCode')).toBe(500);
  });
});
