/**
 * A search page's form and its address (spec section 2: a search can be shared and reloaded). Each
 * field has a query-string parameter; a list field holds catalogue keys, written comma-separated (keys
 * are camelCase words or codes, never commas). The page's cursor rides along: `after` (the last id of
 * the previous page) or `before` (the first id of the next one), and `page`, the number shown.
 */

/** A form field: its query-string parameter, and whether it is a list of keys. */
export interface FieldSpec {
  param: string;
  list?: true;
}

export type FormSpec = Readonly<Record<string, FieldSpec>>;

/** The form's values as the inputs hold them: text as typed (numbers too), lists of keys. */
export type FormValues<S extends FormSpec> = {
  [K in keyof S]: S[K] extends { list: true } ? string[] : string;
};

/** Where in the results the page is: the first page, or a page reached by a cursor. */
export interface Cursor {
  after?: string;
  before?: string;
  /** 1 on the first page; shown as "Results 26–50" on the second. */
  page: number;
}

export const FIRST_PAGE: Cursor = { page: 1 };

/** Parameters the cursor uses, which no field may take. */
const CURSOR_PARAMS = ['after', 'before', 'page'];

/** Every field empty. */
export function emptyForm<S extends FormSpec>(spec: S): FormValues<S> {
  const values: Record<string, string | string[]> = {};
  for (const [field, { list }] of Object.entries(spec)) {
    values[field] = list ? [] : '';
  }
  return values as FormValues<S>;
}

/** The form an address describes; parameters of no field are ignored. */
export function formFromParams<S extends FormSpec>(spec: S, params: URLSearchParams): FormValues<S> {
  const values: Record<string, string | string[]> = emptyForm(spec);
  for (const [field, { param, list }] of Object.entries(spec)) {
    const raw = params.get(param);
    if (raw === null) {
      continue;
    }
    values[field] = list ? [...new Set(raw.split(',').filter((key) => key !== ''))] : raw;
  }
  return values as FormValues<S>;
}

/** The address of a form (empty fields left out, in the spec's order) and of a page of its results. */
export function paramsFromForm<S extends FormSpec>(
  spec: S,
  values: FormValues<S>,
  cursor: Cursor = FIRST_PAGE,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, { param }] of Object.entries(spec)) {
    const value = (values as Record<string, string | string[]>)[field];
    if (Array.isArray(value) ? value.length > 0 : value !== undefined && value.trim() !== '') {
      params.set(param, Array.isArray(value) ? value.join(',') : value);
    }
  }
  if (cursor.page > 1 && (cursor.after || cursor.before)) {
    params.set(cursor.after ? 'after' : 'before', (cursor.after ?? cursor.before) as string);
    params.set('page', String(cursor.page));
  }
  return params;
}

/** The cursor of an address: the first page unless it names a cursor and a page number above 1. */
export function cursorFromParams(params: URLSearchParams): Cursor {
  const after = params.get('after') || undefined;
  const before = after ? undefined : params.get('before') || undefined;
  const page = Number(params.get('page'));
  if (!after && !before) {
    return FIRST_PAGE;
  }
  // A cursor without a sensible page number is still a later page: "2" is the least wrong guess.
  return { after, before, page: Number.isInteger(page) && page > 1 ? page : 2 };
}

/** The query string of a form and page, as a key: equal searches have equal keys. */
export function searchKey<S extends FormSpec>(spec: S, values: FormValues<S>, cursor: Cursor = FIRST_PAGE): string {
  return paramsFromForm(spec, values, cursor).toString();
}

/** Whether a value counts as a filter: a non-empty list or text other than spaces. */
export function isSet(value: string | string[] | undefined): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value.trim() !== '';
}

/** Checks at start-up that no field takes a cursor's parameter or another field's (a programming error). */
export function checkSpec(spec: FormSpec): void {
  const params = Object.values(spec).map((field) => field.param);
  const clash = params.find((param, index) => CURSOR_PARAMS.includes(param) || params.indexOf(param) !== index);
  if (clash !== undefined) {
    throw new Error(`search form parameter "${clash}" is taken twice`);
  }
}
