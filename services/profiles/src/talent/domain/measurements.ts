import { invalidValue, isRecord } from '../../common/field-rules.js';

/** Bounds wide enough for a newborn and for the tallest and heaviest people on record. */
export const HEIGHT_MIN_CM = 30;
export const HEIGHT_MAX_CM = 275;
export const WEIGHT_MIN_KG = 1;
export const WEIGHT_MAX_KG = 650;

const CM_PER_INCH = 2.54;
const GRAMS_PER_POUND = 453.59237;

/** Height as the form sends it, in either system. */
export type HeightInput = { cm: number } | { feet: number; inches?: number };
/** Weight as the form sends it, in either system. */
export type WeightInput = { kg: number } | { lb: number };

/** Whole centimetres, whichever system the talent typed in; undefined when not given. */
export function heightInCentimetres(field: string, value: unknown): number | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  const invalid = invalidValue(field, `Height must be from ${HEIGHT_MIN_CM} to ${HEIGHT_MAX_CM} cm`);
  if (!isRecord(value)) {
    throw invalid;
  }
  let cm: number;
  if ('cm' in value) {
    cm = finiteOr(value.cm, NaN);
  } else {
    const feet = finiteOr(value.feet, NaN);
    const inches = finiteOr(value.inches ?? 0, NaN);
    if (!Number.isInteger(feet) || inches < 0 || inches >= 12) {
      throw invalid;
    }
    cm = (feet * 12 + inches) * CM_PER_INCH;
  }
  if (!(cm >= HEIGHT_MIN_CM && cm <= HEIGHT_MAX_CM)) {
    throw invalid;
  }
  return Math.round(cm);
}

/** Whole grams, whichever system the talent typed in; undefined when not given. */
export function weightInGrams(field: string, value: unknown): number | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  const invalid = invalidValue(field, `Weight must be from ${WEIGHT_MIN_KG} to ${WEIGHT_MAX_KG} kg`);
  if (!isRecord(value)) {
    throw invalid;
  }
  const grams = 'kg' in value ? finiteOr(value.kg, NaN) * 1000 : finiteOr(value.lb, NaN) * GRAMS_PER_POUND;
  if (!(grams >= WEIGHT_MIN_KG * 1000 && grams <= WEIGHT_MAX_KG * 1000)) {
    throw invalid;
  }
  return Math.round(grams);
}

/** 175 → 5'9": rounded to the nearest inch, as casting sheets print it. */
export function feetAndInches(cm: number): string {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(totalInches / 12)}'${totalInches % 12}"`;
}

/** Kilograms to one decimal and whole pounds, for display. */
export function displayWeight(grams: number): { kg: number; lb: number } {
  return { kg: Math.round(grams / 100) / 10, lb: Math.round(grams / GRAMS_PER_POUND) };
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
