import type { Catalogues } from '@callsheet/contracts';
import type { SchemaObject } from './proto-json.js';

/** A service's catalogues as REST serves them: name → stable keys, which the console translates. */
export function catalogueKeys({ catalogues }: Catalogues): Record<string, string[]> {
  return Object.fromEntries(Object.entries(catalogues).map(([name, catalogue]) => [name, catalogue.keys]));
}

export function cataloguesSchema(example: Record<string, string[]>): SchemaObject {
  return { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } }, example };
}
