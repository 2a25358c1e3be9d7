import type { Api, Member } from './api.js';

/** A talent manager's representative profile (no licence needed, references deferred). */
export const NORTHSTAR_MANAGER = {
  representationTypes: ['talentManager'],
  projectLocations: ['usaWest'],
  services: [],
  businessAddressDiffers: false,
  contact: { email: 'desk@northstar.example.com' },
  company: { name: 'Northstar Management' },
  talentTypes: ['actors'],
  referencesNotApplicable: true,
};

/** The ids of a production → project → job chain. */
export interface ProductionChain {
  production: string;
  project: string;
  job: string;
}

/** Where a chain's project and job are: Los Angeles by default. */
export interface ChainPlace {
  city: string;
  state: string;
  country: string;
}

const LOS_ANGELES: ChainPlace = { city: 'Los Angeles', state: 'CA', country: 'US' };

/**
 * A member's production → project → job chain (a feature with one paid supporting role worked locally in
 * `place`, Los Angeles by default), moved to active so the job is listed when `publish` is set. Any step
 * that does not answer as expected fails the test with the step's answer.
 */
export async function productionChain(
  call: Api['call'],
  member: Member,
  publish: boolean,
  place: ChainPlace = LOS_ANGELES,
): Promise<ProductionChain> {
  const create = async (path: string, body: Record<string, unknown>): Promise<string> => {
    const answer = await call('POST', path, member.token, body);
    if (answer.status !== 201) {
      throw new Error(`POST ${path} answered ${answer.status}: ${answer.text}`);
    }
    return String(answer.body.id);
  };
  const production = await create('/api/production', {
    name: 'Harbor Lights',
    type: 'film',
    subtype: 'feature',
    category: 'performingTalent',
    company: { name: 'Lighthouse Pictures' },
    unionStatus: 'union',
  });
  const project = await create('/api/project', {
    productionId: production,
    name: 'Season one',
    location: place,
  });
  const job = await create('/api/job', {
    projectId: project,
    roleName: 'Lighthouse keeper',
    description: 'Weathered, kind, 60s.',
    type: 'supporting',
    remoteOption: 'onSite',
    locationKind: 'local',
    workLocation: place,
    preScreen: { media: [], nudity: false },
    payment: { paying: true, workDuration: 'underAWeek', rateType: 'daily', amount: 45000 },
  });
  if (publish) {
    for (const [path, id] of [
      ['production', production],
      ['project', project],
      ['job', job],
    ] as const) {
      for (const status of ['ready', 'active']) {
        const changed = await call('PATCH', `/api/${path}/${id}/status`, member.token, { status });
        if (changed.status !== 200) {
          throw new Error(`${path} ${id} → ${status} answered ${changed.status}: ${changed.text}`);
        }
      }
    }
  }
  return { production, project, job };
}
