import { JobFieldsSchema, ProductionFieldsSchema, ProjectFieldsSchema } from '@callsheet/contracts';
import type { RouteDoc } from '../http/api-route.decorator.js';
import { cataloguesSchema } from '../http/catalogues.js';
import { expandableSchema, type Expansions } from '../http/expand-query.js';
import type { SchemaObject } from '../http/proto-json.js';
import { deletedSchema, flatRecordSchema, pageSchema } from '../http/rest.openapi.js';
import { PHASE_TABLE_DOC, STATUS_TABLE_DOC } from '../http/status-tables.openapi.js';
import { NEUTRAL_RANKING } from '../profiles/profiles.openapi.js';
import { JOB_EXPANSIONS, PRODUCTION_EXPANSIONS, PROJECT_EXPANSIONS } from './productions.expand.js';

const RECORD_STATUS: SchemaObject = { type: 'string', enum: ['draft', 'ready', 'active', 'complete', 'archived'] };

/** A production as its own account reads it (productionView). */
export const productionSchema = flatRecordSchema(ProductionFieldsSchema, {
  status: RECORD_STATUS,
  phase: { type: 'string' },
  phaseLabel: { type: 'string', description: 'The phase, or "completed" once complete' },
});

/** A project as its own account reads it (projectView). */
export const projectSchema = flatRecordSchema(ProjectFieldsSchema, {
  productionId: { type: 'string', format: 'uuid' },
  status: RECORD_STATUS,
});

/** A job as its own account reads it (jobView). */
export const jobSchema = flatRecordSchema(JobFieldsSchema, {
  productionId: { type: 'string', format: 'uuid' },
  projectId: { type: 'string', format: 'uuid' },
  status: RECORD_STATUS,
  recommendations: {
    type: 'array',
    description: 'Spec section 5: paymentDetailsRecommended, expectedDurationRecommended (drafts only)',
    items: { type: 'object', properties: { key: { type: 'string' }, message: { type: 'string' } } },
  },
  adLicenseNumber: { type: 'string', description: "The poster's agency license, where casting ads must show it" },
});

const jobDetailsSchema: SchemaObject = {
  ...jobSchema,
  properties: {
    ...jobSchema.properties,
    production: { type: 'object', description: 'name, type, category, phase, companyName, unionStatus' },
    projectName: { type: 'string' },
  },
};

/**
 * The routes on the account's own productions, projects and jobs, alike for the three: the list, one
 * record with its expansions, changes to a draft's fields, and the status table (a CQRS command).
 */
function ownRecordDocs(kind: string, record: SchemaObject, expand: Expansions, expanded: Record<string, SchemaObject>) {
  return {
    list: { summary: `The selected account's ${kind}s, newest first`, paged: true, ok: pageSchema(record) },
    get: { summary: `One of the account’s ${kind}s`, expand, ok: expandableSchema(record, expanded), errors: [404] },
    update: {
      summary: `Change the fields sent of a DRAFT ${kind} (notValidUpdateStatus otherwise)`,
      ok: record,
      errors: [404, 409],
    },
    changeStatus: statusDoc(record, 'Change the status (a CQRS command)'),
  } satisfies Record<string, RouteDoc>;
}

/** A status change: the status table, and what the kind adds to it. */
function statusDoc(record: SchemaObject, summary: string, rule?: string): RouteDoc {
  const description = rule ? `${STATUS_TABLE_DOC}\n\n${rule}` : STATUS_TABLE_DOC;
  return { summary, description, ok: record, errors: [404, 409] };
}

/** Productions (spec sections 3, 4 and 7): the wizard's first two steps, status and phases. */
export const productionDocs = {
  ...ownRecordDocs('production', productionSchema, PRODUCTION_EXPANSIONS, { projects: pageSchema(projectSchema) }),
  details: {
    summary: 'A production as members see it: the owner always, others once it is active',
    ok: productionSchema,
    errors: [404],
  },
  create: {
    summary: 'Wizard step 1: initialize a production (a draft in the hiring phase)',
    created: productionSchema,
  },
  update: {
    summary: 'Wizard step 2: change the fields sent of a DRAFT production (notValidUpdateStatus otherwise)',
    ok: productionSchema,
    errors: [404, 409],
  },
  delete: {
    summary: 'Delete a DRAFT production with its projects and jobs (archive the others)',
    ok: deletedSchema,
    errors: [404, 409],
  },
  changeStatus: statusDoc(
    productionSchema,
    'Change the status (a CQRS command); completing needs a ready project',
    'A production cannot be completed until at least one of its projects is ready (409 productionNeedsReadyProject).',
  ),
  changePhase: {
    summary: 'Start Hiring, Freeze Hiring, and on through post-production',
    description: PHASE_TABLE_DOC,
    ok: productionSchema,
    errors: [404, 409],
  },
} satisfies Record<string, RouteDoc>;

/** Projects, grouped by production (wizard step 3). */
export const projectDocs = {
  ...ownRecordDocs('project', projectSchema, PROJECT_EXPANSIONS, {
    production: productionSchema,
    jobs: pageSchema(jobSchema),
  }),
  byProduction: {
    summary: "A production's projects: all for its owner, the active ones for others",
    paged: true,
    ok: pageSchema(projectSchema),
    errors: [404],
  },
  details: {
    summary: 'A project as members see it: the owner always, others when it and its production are active',
    ok: projectSchema,
    errors: [404],
  },
  create: {
    summary: 'Wizard step 3: a draft project of one of the account’s productions',
    created: projectSchema,
    errors: [404, 409],
  },
  delete: { summary: 'Delete a DRAFT project with its jobs', ok: deletedSchema, errors: [404, 409] },
} satisfies Record<string, RouteDoc>;

/** Roles/jobs (wizard step 4), their status, hierarchy, details and search. */
export const jobDocs = {
  ...ownRecordDocs('job', jobSchema, JOB_EXPANSIONS, { production: productionSchema, project: projectSchema }),
  search: {
    summary: 'Find jobs: free text over role, description and production, and filters',
    description:
      NEUTRAL_RANKING +
      'Other accounts’ jobs are found only while listed: active, of an active production, not expired. List filters match any of their keys; pay (cents) matches jobs whose pay reaches into the range; dates match a key date within them; hiring=true keeps productions in the hiring phase.',
    paged: true,
    ok: pageSchema(jobDetailsSchema),
    errors: [404],
  },
  byProject: {
    summary: "A project's jobs: all for its owner, the listed ones for others",
    paged: true,
    ok: pageSchema(jobSchema),
    errors: [404],
  },
  details: {
    summary: 'A job with its production and project, as members see it while it is listed',
    ok: jobDetailsSchema,
    errors: [404],
  },
  create: {
    summary: 'Wizard step 4: a draft job of one of the account’s projects',
    description: 'Saving without pay or duration is allowed; the answer then carries the recommendations.',
    created: jobSchema,
    errors: [404, 409],
  },
  delete: { summary: 'Delete a DRAFT job (archive the others)', ok: deletedSchema, errors: [404, 409] },
  changeStatus: statusDoc(
    jobSchema,
    'Change the status (a CQRS command); publishing checks pay transparency',
    "Going active under a pay-transparency law (CA, CO, NY, WA and more) needs a pay amount or range and a rate type (400 payTransparencyRequired naming the law). A representative's California license number is then shown in the ad.",
  ),
} satisfies Record<string, RouteDoc>;

/**
 * The production, project and job option lists (types, subtypes, categories, union statuses, phases,
 * statuses, job types, locations, rates, durations, ...), public like the profile catalogues.
 */
export const productionCatalogueDocs = {
  list: {
    summary: 'Every production, project and job catalogue: name → keys',
    ok: cataloguesSchema({ workDurations: ['underADay', 'underAWeek', 'underAMonth', 'overAMonth'] }),
  },
} satisfies Record<string, RouteDoc>;
