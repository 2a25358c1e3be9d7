import { apiFetch } from '../../dataProvider/httpClient';
import type { Body } from './recordBody';

/** A production, project or job as the gateway shows it: fields flat beside id, status and timestamps. */
export interface ApiRecord extends Body {
  id: string;
  status: string;
  createdAt?: string;
  updatedAt?: string;
}

export interface ProductionRecord extends ApiRecord {
  name?: string;
  type?: string;
  subtype?: string;
  category?: string;
  phase?: string;
  phaseLabel?: string;
}

export interface ProjectRecord extends ApiRecord {
  productionId: string;
  name?: string;
  startDate?: string;
  endDate?: string;
}

export interface JobRecord extends ApiRecord {
  projectId: string;
  productionId: string;
  roleName?: string;
  recommendations?: { key: string; message: string }[];
  adLicenseNumber?: string;
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
}

export type RecordKind = 'production' | 'project' | 'job';

const id = (value: string) => encodeURIComponent(value);

/** The productions routes of spec section 7 that the wizard and the list use. */
export const productionsApi = {
  async get<T extends ApiRecord>(kind: RecordKind, recordId: string): Promise<T> {
    return (await apiFetch<T>(`/api/${kind}/${id(recordId)}`)).json;
  },
  async create<T extends ApiRecord>(kind: RecordKind, body: Body): Promise<T> {
    return (await apiFetch<T>(`/api/${kind}`, { method: 'POST', body: JSON.stringify(body) })).json;
  },
  async update<T extends ApiRecord>(kind: RecordKind, recordId: string, body: Body): Promise<T> {
    return (await apiFetch<T>(`/api/${kind}/${id(recordId)}`, { method: 'PATCH', body: JSON.stringify(body) })).json;
  },
  async changeStatus<T extends ApiRecord>(kind: RecordKind, recordId: string, status: string): Promise<T> {
    return (
      await apiFetch<T>(`/api/${kind}/${id(recordId)}/status`, { method: 'PATCH', body: JSON.stringify({ status }) })
    ).json;
  },
  async changePhase(productionId: string, phase: string): Promise<ProductionRecord> {
    return (
      await apiFetch<ProductionRecord>(`/api/production/${id(productionId)}/phase`, {
        method: 'PATCH',
        body: JSON.stringify({ phase }),
      })
    ).json;
  },
  /** GET /api/project/byProductionId/{id}, one cursor page (25). */
  async projectsOf(productionId: string, startingAfter?: string): Promise<Page<ProjectRecord>> {
    const after = startingAfter ? `&starting_after=${id(startingAfter)}` : '';
    return (await apiFetch<Page<ProjectRecord>>(`/api/project/byProductionId/${id(productionId)}?limit=25${after}`))
      .json;
  },
  /** GET /api/job/byProjectId/{id}, one cursor page (25). */
  async jobsOf(projectId: string, startingAfter?: string): Promise<Page<JobRecord>> {
    const after = startingAfter ? `&starting_after=${id(startingAfter)}` : '';
    return (await apiFetch<Page<JobRecord>>(`/api/job/byProjectId/${id(projectId)}?limit=25${after}`)).json;
  },
};
