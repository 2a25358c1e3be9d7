import { expect, it } from '@jest/globals';
import { ProductionsErrorCode } from '../src/productions.errors.js';

// The refusals of the field rules (src/common/field-rules.ts) declared as tests, for a validator's specs:
// `refusal` runs the validator on one valid input changed as given and answers describeRefusal's
// {code, args, message}.

type Refusal = (changes: Record<string, unknown>) => unknown;

/** Each field left out (or `blank`) is refused as required. */
export function itRequires(refusal: Refusal, fields: readonly string[], blank?: string): void {
  it.each(fields)('requires the %s', (field) => {
    expect(refusal({ [field]: blank })).toEqual({
      code: ProductionsErrorCode.Required,
      args: [field],
      message: 'This is a required field.',
    });
  });
}

/** Each field one character over its limit is refused. */
export function itLimitsLengths(refusal: Refusal, limits: Readonly<Record<string, number>>): void {
  it.each(Object.entries(limits))('limits the %s to %i characters', (field, limit) => {
    expect(refusal({ [field]: 'x'.repeat(limit + 1) })).toEqual({
      code: ProductionsErrorCode.MaxLength,
      args: [String(limit), field],
      message: `Max ${limit} characters`,
    });
  });
}

/** Each field given a value outside its catalogue is refused. */
export function itRefusesOutsideCatalogues(refusal: Refusal, values: Readonly<Record<string, string>>): void {
  it.each(Object.entries(values))('refuses a %s outside the catalogue (%s)', (field, value) => {
    expect(refusal({ [field]: value })).toEqual({
      code: ProductionsErrorCode.InvalidChoice,
      args: [field, value],
      message: `"${value}" is not a valid choice`,
    });
  });
}
