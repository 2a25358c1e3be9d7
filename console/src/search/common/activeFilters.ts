/**
 * The filters a search applies, named for the member: the chips above the results and the empty
 * state's "widen" advice (spec section 2: an empty state that says what to widen). A group is what the
 * member sees as one filter, e.g. the height's "from" and "to" fields.
 */
import { formatDate, formatMoney } from '../../i18n/format';
import { intlLocale } from '../../i18n/locales';
import { isSet } from './searchForm';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface DescribeContext {
  translate: Translate;
  locale: string;
  /** A catalogue key's name in the member's language. */
  optionName: (catalogue: string, key: string) => string;
}

type Values = Readonly<Record<string, string | string[]>>;

export interface FilterGroup {
  id: string;
  /** Message key of the filter's name. */
  label: string;
  fields: readonly string[];
  describe: (values: Values, context: DescribeContext) => string;
}

export interface ActiveFilter {
  id: string;
  label: string;
  value: string;
  /** The fields to clear to remove this filter. */
  fields: readonly string[];
}

/** The groups with at least one field set, named and described in the member's language. */
export function activeFilters(
  groups: readonly FilterGroup[],
  values: Values,
  context: DescribeContext,
): ActiveFilter[] {
  return groups
    .filter((group) => group.fields.some((field) => isSet(values[field])))
    .map((group) => ({
      id: group.id,
      label: context.translate(group.label),
      value: group.describe(values, context),
      fields: group.fields,
    }));
}

const D = 'search.describe';

function text(values: Values, field: string): string {
  const value = values[field];
  return typeof value === 'string' ? value.trim() : '';
}

function list(values: Values, field: string): string[] {
  const value = values[field];
  return Array.isArray(value) ? value : [];
}

function number(value: string, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(Number(value));
}

/** The free text, quoted the language's way. */
export function quotedText(field: string): FilterGroup['describe'] {
  return (values, { translate }) => translate(`${D}.quoted`, { text: text(values, field) });
}

/** A value shown as typed (a city, a state code). */
export function plainText(field: string): FilterGroup['describe'] {
  return (values) => text(values, field);
}

/** A number with its unit ("30 years"). */
export function numberWithUnit(field: string, unit: string): FilterGroup['describe'] {
  return (values, { translate, locale }) => translate(unit, { value: number(text(values, field), locale) });
}

/** Keys named by their catalogue, joined by "or" (any of them matches) or "and" (all of them must). */
export function keyList(field: string, catalogue: string, join: 'or' | 'and'): FilterGroup['describe'] {
  return (values, { locale, optionName }) =>
    new Intl.ListFormat(intlLocale(locale), { type: join === 'or' ? 'disjunction' : 'conjunction' }).format(
      list(values, field).map((key) => optionName(catalogue, key)),
    );
}

/** One catalogue key (a country code), named. */
export function keyName(field: string, catalogue: string): FilterGroup['describe'] {
  return (values, { optionName }) => optionName(catalogue, text(values, field));
}

/** One key of a closed list named by a message (yes/no choices). */
export function choiceOf(field: string, messages: Readonly<Record<string, string>>): FilterGroup['describe'] {
  return (values, { translate }) => {
    const value = text(values, field);
    return messages[value] ? translate(messages[value]) : value;
  };
}

/** A from–to pair: both ends, or the one given ("160 cm or more", "up to 180 cm"). */
export function range(
  fields: { min: string; max: string },
  format: (value: string, context: DescribeContext) => string,
): FilterGroup['describe'] {
  return (values, context) => {
    const min = text(values, fields.min);
    const max = text(values, fields.max);
    const shown = { min: min && format(min, context), max: max && format(max, context) };
    if (min && max) {
      return context.translate(`${D}.between`, shown);
    }
    return min ? context.translate(`${D}.atLeast`, shown) : context.translate(`${D}.atMost`, shown);
  };
}

/** A number in a unit message ("%{value} cm"). */
export function inUnit(unit: string): (value: string, context: DescribeContext) => string {
  return (value, { translate, locale }) => translate(unit, { value: number(value, locale) });
}

/** Dollars as typed, as money in the member's format. */
export function dollars(value: string, { locale }: DescribeContext): string {
  return formatMoney(Math.round(Number(value) * 100), locale);
}

/** A YYYY-MM-DD day in the member's format. */
export function day(value: string, { locale }: DescribeContext): string {
  return formatDate(`${value}T12:00:00`, locale);
}

/**
 * What the empty state says: with no filter, that there is nothing to show; with filters, each of
 * them by name and value, so the member knows which to remove or change.
 */
export function emptyStateText(
  subject: { nothing: string; noMatch: string },
  active: readonly ActiveFilter[],
  { translate }: Pick<DescribeContext, 'translate'>,
): { title: string; advice?: string } {
  if (active.length === 0) {
    return { title: translate(subject.nothing) };
  }
  const named = active.map((filter) => translate(`${D}.filter`, { label: filter.label, value: filter.value }));
  // A plain comma list (the three languages write it so): a final "and" or "or" would read as one filter.
  const filters = named.join(', ');
  return {
    title: translate(subject.noMatch),
    advice: translate(active.length === 1 ? 'search.empty.widenOne' : 'search.empty.widen', { filters }),
  };
}
