/**
 * Form values to request bodies for the productions routes (protobuf JSON: a field sent as null is
 * cleared, a field left out of a PATCH is kept). Blank strings, empty groups and blank list entries
 * are nothing; amounts are typed in dollars and sent in cents (spec section 9: minor units).
 */
export type Body = Record<string, unknown>;

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) {
    return true;
  }
  if (typeof value === 'string') {
    return value.trim() === '';
  }
  if (typeof value === 'number') {
    return Number.isNaN(value);
  }
  if (Array.isArray(value)) {
    return false;
  }
  if (typeof value === 'object') {
    return Object.values(value as Body).every(isBlank);
  }
  return false;
}

/** A value without its blank parts, or undefined when nothing is left (lists stay, even empty). */
export function compact(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => !isBlank(item)).map(compact);
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Body)
      .map(([key, item]) => [key, compact(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  if (typeof value === 'string') {
    return value.trim() === '' ? undefined : value.trim();
  }
  return isBlank(value) ? undefined : value;
}

/** The named fields of a form as a body: each compacted, null when blank (cleared by a PATCH). */
export function fieldsBody(values: Body, fields: readonly string[]): Body {
  return Object.fromEntries(fields.map((field) => [field, compact(values[field]) ?? null]));
}

/** A create body: the nulls left out. */
export function createBody(body: Body): Body {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
}

/** A PATCH body: only the fields that differ from the record's. */
export function patchBody(body: Body, saved: Body): Body {
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key] ?? null)),
  );
}

export function dollarsToCents(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : undefined;
}

export function centsToDollars(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value / 100 : undefined;
}

export const PRODUCTION_INITIALIZE_FIELDS = ['name', 'type', 'subtype', 'category'] as const;
export const PRODUCTION_DETAIL_FIELDS = ['company', 'personnel', 'website', 'unionStatus', 'description'] as const;
export const PROJECT_FIELDS = ['name', 'description', 'startDate', 'endDate', 'location'] as const;
export const JOB_FIELDS = [
  'roleName',
  'description',
  'type',
  'remoteOption',
  'ethnicities',
  'locationKind',
  'workLocation',
  'keyDates',
  'expiresOn',
  'specialInstructions',
  'additionalMaterials',
  'preScreen',
  'payment',
] as const;

/** How the form asks whether the job pays: a choice, so that "not said yet" stays possible. */
export type PayingChoice = 'yes' | 'no' | '';

export interface PaymentForm {
  paying?: PayingChoice;
  workDuration?: string;
  durationUnknown?: boolean;
  rateType?: string;
  amount?: number | null;
  range?: { min?: number | null; max?: number | null };
  noDetails?: boolean;
  dependsOnOutcome?: string;
  agreedAmount?: boolean;
  paySecurely?: boolean;
  extraCompensationNotes?: string;
}

/** The payment section as the API takes it (cents, a boolean paying, unchecked boxes left out). */
export function paymentBody(form: PaymentForm | undefined): Body | undefined {
  if (form === undefined) {
    return undefined;
  }
  const min = dollarsToCents(form.range?.min);
  const max = dollarsToCents(form.range?.max);
  // The pay details belong to a paying job only (the form hides them otherwise; the service refuses them).
  const pays = form.paying === 'yes';
  const payment = {
    paying: pays ? true : form.paying === 'no' ? false : undefined,
    workDuration: form.workDuration,
    durationUnknown: form.durationUnknown || undefined,
    rateType: pays ? form.rateType : undefined,
    amount: pays ? dollarsToCents(form.amount) : undefined,
    range: pays && (min !== undefined || max !== undefined) ? { min, max } : undefined,
    noDetails: (pays && form.noDetails) || undefined,
    dependsOnOutcome: pays ? form.dependsOnOutcome : undefined,
    agreedAmount: (pays && form.agreedAmount) || undefined,
    paySecurely: (pays && form.paySecurely) || undefined,
    extraCompensationNotes: form.extraCompensationNotes,
  };
  return compact(payment) as Body | undefined;
}

/** The payment section of a saved job as the form shows it (dollars, the paying choice). */
export function paymentForm(payment: Body | undefined): PaymentForm {
  if (payment === undefined) {
    return { paying: '' };
  }
  const range = payment.range as { min?: number; max?: number } | undefined;
  return {
    ...(payment as PaymentForm),
    paying: payment.paying === true ? 'yes' : payment.paying === false ? 'no' : '',
    amount: centsToDollars(payment.amount) ?? null,
    range: range ? { min: centsToDollars(range.min) ?? null, max: centsToDollars(range.max) ?? null } : undefined,
  };
}

/** A job's form values as the body of POST or PATCH /api/job (before createBody or patchBody). */
export function jobBody(values: Body): Body {
  const body = fieldsBody({ ...values, payment: undefined }, JOB_FIELDS);
  body.payment = paymentBody(values.payment as PaymentForm | undefined) ?? null;
  return body;
}

/** A saved job as the form edits it. */
export function jobFormValues(job: Body | undefined): Body {
  return { ...(job ?? {}), payment: paymentForm(job?.payment as Body | undefined) };
}
