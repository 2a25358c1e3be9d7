/**
 * The job search's form (POST /api/job/search, SearchJobsRequest): text, role types, production
 * categories, who can fill it, remote options, union statuses, paying or not, rate types, a pay range
 * in dollars (cents on the wire), a key-date range, the hiring phase and the work location, as
 * job-search.rules.ts checks them.
 */
import {
  choiceOf,
  day,
  dollars,
  keyList,
  keyName,
  plainText,
  quotedText,
  range,
  type FilterGroup,
} from '../common/activeFilters';
import { checkSpec, type FormValues } from '../common/searchForm';
import { checkCountry, checkDollars, checkLength, isIsoDate, type FieldErrors } from '../common/validation';

export const JOB_FIELDS = {
  text: { param: 'q' },
  types: { param: 'types', list: true },
  categories: { param: 'categories', list: true },
  locationKinds: { param: 'reach', list: true },
  remoteOptions: { param: 'remote', list: true },
  unionStatuses: { param: 'union', list: true },
  paying: { param: 'paying' },
  rateTypes: { param: 'rate', list: true },
  payMin: { param: 'payMin' },
  payMax: { param: 'payMax' },
  dateFrom: { param: 'from' },
  dateTo: { param: 'to' },
  hiring: { param: 'hiring' },
  country: { param: 'country' },
  state: { param: 'state' },
  city: { param: 'city' },
} as const;
checkSpec(JOB_FIELDS);

export type JobForm = FormValues<typeof JOB_FIELDS>;
export type JobField = keyof typeof JOB_FIELDS;

/** The list fields and their catalogue of /public/catalogues/productions. */
export const JOB_CATALOGUES = {
  types: 'jobTypes',
  categories: 'productionCategories',
  locationKinds: 'locationKinds',
  remoteOptions: 'remoteOptions',
  unionStatuses: 'unionStatuses',
  rateTypes: 'rateTypes',
} as const satisfies Partial<Record<JobField, string>>;

const TEXT_MAX_LENGTH = 100;
const V = 'search.validation';

export function validateJobForm(values: JobForm): FieldErrors {
  const errors: FieldErrors = {};
  checkLength(errors, 'text', values.text, TEXT_MAX_LENGTH);
  for (const field of ['paying', 'hiring'] as const) {
    const allowed = field === 'paying' ? ['', 'yes', 'no'] : ['', 'yes'];
    if (!allowed.includes(values[field])) {
      errors[field] = { message: `${V}.choice` };
    }
  }
  const min = checkDollars(errors, 'payMin', values.payMin);
  const max = checkDollars(errors, 'payMax', values.payMax);
  if (min !== undefined && max !== undefined && min > max) {
    errors.payMax = { message: `${V}.minAboveMax` };
  }
  // The service refuses pay details on a search for unpaid jobs: they would match none.
  const payAsked = values.payMin.trim() !== '' || values.payMax.trim() !== '' || values.rateTypes.length > 0;
  if (values.paying === 'no' && payAsked) {
    errors.paying = { message: `${V}.unpaidWithPay` };
  }
  for (const field of ['dateFrom', 'dateTo'] as const) {
    if (values[field] !== '' && !isIsoDate(values[field])) {
      errors[field] = { message: `${V}.date` };
    }
  }
  if (!errors.dateFrom && !errors.dateTo && values.dateFrom && values.dateTo && values.dateFrom > values.dateTo) {
    errors.dateTo = { message: `${V}.dateOrder` };
  }
  checkCountry(errors, 'country', values.country);
  return errors;
}

/** SearchJobsRequest's JSON for a valid form: only the filters set; dollars become cents. */
export function jobSearchBody(values: JobForm): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of ['text', 'state', 'city'] as const) {
    if (values[field].trim() !== '') {
      body[field] = values[field].trim();
    }
  }
  for (const field of Object.keys(JOB_CATALOGUES) as (keyof typeof JOB_CATALOGUES)[]) {
    if (values[field].length > 0) {
      body[field] = values[field];
    }
  }
  if (values.paying !== '') {
    body.paying = values.paying === 'yes';
  }
  const cents = (value: string) => (value.trim() === '' ? undefined : Math.round(Number(value) * 100));
  const pay = { min: cents(values.payMin), max: cents(values.payMax) };
  if (pay.min !== undefined || pay.max !== undefined) {
    body.pay = Object.fromEntries(Object.entries(pay).filter(([, value]) => value !== undefined));
  }
  if (values.dateFrom !== '' || values.dateTo !== '') {
    body.dates = {
      ...(values.dateFrom === '' ? {} : { from: values.dateFrom }),
      ...(values.dateTo === '' ? {} : { to: values.dateTo }),
    };
  }
  if (values.hiring === 'yes') {
    body.hiring = true;
  }
  if (values.country.trim() !== '') {
    body.country = values.country.trim().toUpperCase();
  }
  return body;
}

export const JOB_WIRE_FIELDS: Readonly<Record<string, JobField>> = {
  text: 'text',
  types: 'types',
  categories: 'categories',
  locationKinds: 'locationKinds',
  remoteOptions: 'remoteOptions',
  unionStatuses: 'unionStatuses',
  paying: 'paying',
  rateTypes: 'rateTypes',
  'pay.min': 'payMin',
  'pay.max': 'payMax',
  pay: 'payMax',
  'dates.from': 'dateFrom',
  'dates.to': 'dateTo',
  dates: 'dateTo',
  hiring: 'hiring',
  country: 'country',
  state: 'state',
  city: 'city',
};

const L = 'search.job.filters';

export const JOB_FILTER_GROUPS: readonly FilterGroup[] = [
  { id: 'text', label: `${L}.text`, fields: ['text'], describe: quotedText('text') },
  { id: 'types', label: `${L}.types`, fields: ['types'], describe: keyList('types', 'jobTypes', 'or') },
  {
    id: 'categories',
    label: `${L}.categories`,
    fields: ['categories'],
    describe: keyList('categories', 'productionCategories', 'or'),
  },
  {
    id: 'locationKinds',
    label: `${L}.locationKinds`,
    fields: ['locationKinds'],
    describe: keyList('locationKinds', 'locationKinds', 'or'),
  },
  {
    id: 'remoteOptions',
    label: `${L}.remoteOptions`,
    fields: ['remoteOptions'],
    describe: keyList('remoteOptions', 'remoteOptions', 'or'),
  },
  {
    id: 'unionStatuses',
    label: `${L}.unionStatuses`,
    fields: ['unionStatuses'],
    describe: keyList('unionStatuses', 'unionStatuses', 'or'),
  },
  {
    id: 'paying',
    label: `${L}.paying`,
    fields: ['paying'],
    describe: choiceOf('paying', { yes: 'search.job.paying.yes', no: 'search.job.paying.no' }),
  },
  {
    id: 'rateTypes',
    label: `${L}.rateTypes`,
    fields: ['rateTypes'],
    describe: keyList('rateTypes', 'rateTypes', 'or'),
  },
  {
    id: 'pay',
    label: `${L}.pay`,
    fields: ['payMin', 'payMax'],
    describe: range({ min: 'payMin', max: 'payMax' }, dollars),
  },
  {
    id: 'dates',
    label: `${L}.dates`,
    fields: ['dateFrom', 'dateTo'],
    describe: range({ min: 'dateFrom', max: 'dateTo' }, day),
  },
  {
    id: 'hiring',
    label: `${L}.hiring`,
    fields: ['hiring'],
    describe: choiceOf('hiring', { yes: 'search.job.hiring.yes' }),
  },
  { id: 'country', label: `${L}.country`, fields: ['country'], describe: keyName('country', 'countries') },
  { id: 'state', label: `${L}.state`, fields: ['state'], describe: plainText('state') },
  { id: 'city', label: `${L}.city`, fields: ['city'], describe: plainText('city') },
];
