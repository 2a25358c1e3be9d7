/**
 * The production wizard's steps (spec section 2): 1 Initialize production, 2 Production, 3 Project,
 * 4 Role/Job, at /production/create (step 1 of a new production) and /production/edit/{id}/{step}.
 * Steps 3 and 4 name the project and the job they edit in the query (?project=, ?job=), so a member
 * who leaves mid-way comes back to the same record.
 */
export const WIZARD_STEPS = ['initialize', 'production', 'project', 'job'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const FIRST_STEP = 1;

/** ?project=new or ?job=new: the step shows a blank record to create. */
export const NEW_RECORD = 'new';
export const LAST_STEP = WIZARD_STEPS.length;

/** The step number of a route parameter, or undefined when it is not 1 to 4. */
export function parseStep(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) {
    return undefined;
  }
  const step = Number(value);
  return step >= FIRST_STEP && step <= LAST_STEP ? step : undefined;
}

export function stepName(step: number): WizardStep {
  const name = WIZARD_STEPS[step - 1];
  if (name === undefined) {
    throw new RangeError(`No wizard step ${step}`);
  }
  return name;
}

export function nextStep(step: number): number | undefined {
  return step < LAST_STEP ? step + 1 : undefined;
}

export function previousStep(step: number): number | undefined {
  return step > FIRST_STEP ? step - 1 : undefined;
}

export interface WizardPlace {
  productionId: string;
  projectId?: string;
  jobId?: string;
}

/**
 * The address of a step. The project travels from step 3 to step 4 and back (the job is one of its
 * own); the job only on step 4.
 */
export function stepPath(step: number, place: WizardPlace): string {
  const query = new URLSearchParams();
  if (place.projectId && step >= 3) {
    query.set('project', place.projectId);
  }
  if (place.jobId && step === 4) {
    query.set('job', place.jobId);
  }
  const search = query.toString();
  return `/production/edit/${encodeURIComponent(place.productionId)}/${step}${search ? `?${search}` : ''}`;
}

/**
 * Whether a step can be opened from where the member is: steps 1 to 3 once the production exists,
 * step 4 once a project is chosen (a job belongs to a project).
 */
export function canOpenStep(step: number, place: Partial<WizardPlace>): boolean {
  if (place.productionId === undefined) {
    return step === FIRST_STEP;
  }
  return step < 4 || place.projectId !== undefined;
}
