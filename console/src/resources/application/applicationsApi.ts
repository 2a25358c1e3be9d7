import { apiFetch } from '../../dataProvider/httpClient';
import type { ApplyBody } from './applyForm';
import type { MemberAction } from './applicationActions';

/** A share of a deal memo as the API answers it (name added for answers). */
export interface SplitShareRecord {
  profileType: 'talent' | 'representative';
  profileId: string;
  shareBps: number;
  name?: string;
}

export interface DealMemoRecord {
  rateType: string;
  unitRate: number;
  quantity?: number;
  currency?: string;
  total?: number;
  split?: SplitShareRecord[];
}

/** An application as GET /api/application… answers it (connections' Application message, REST JSON). */
export interface ApplicationRecord {
  id: string;
  jobId: string;
  jobTitle: string;
  jobAccountId?: string;
  talentId: string;
  talentName: string;
  talentMinor?: boolean;
  representativeId?: string;
  representativeName?: string;
  appliedAs: 'talent' | 'representative';
  status: string;
  isFavorite?: boolean;
  acceptedOn?: string;
  deniedOn?: string;
  denialReason?: string;
  preScreen?: {
    headshotPhotoId?: string;
    videoReelUrl?: string;
    audioReelUrl?: string;
    coverLetter?: string;
    nudityAcknowledged?: boolean;
  };
  message?: string;
  dealMemo?: DealMemoRecord;
  archived?: boolean;
  /** What the caller may do now, as the service sees it. */
  actions?: string[];
  createdAt: string;
  updatedAt?: string;
}

/** GET /api/application/prospects/{jobId}: the job's title, one tab of its applicants, and each tab's count. */
export interface ProspectPage {
  title: string;
  prospectDtos: (ApplicationRecord & { applicationId: string; title: string })[];
  has_more: boolean;
  counts: { all: number; accepted: number; pending: number; denied: number };
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
}

/** What PATCH /api/application/{id} changes: one action and/or the prospect's fields. */
export interface ApplicationUpdate {
  action?: MemberAction;
  isFavorite?: boolean;
  reason?: string;
  dealMemo?: unknown;
}

const id = (value: string) => encodeURIComponent(value);
const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });

/** The applications routes of spec section 7 (services/gateway/src/connections/application.controller.ts). */
export const applicationsApi = {
  async apply(body: ApplyBody): Promise<ApplicationRecord> {
    return (await apiFetch<ApplicationRecord>('/api/application', json('POST', body))).json;
  },
  async update(applicationId: string, update: ApplicationUpdate): Promise<ApplicationRecord> {
    return (await apiFetch<ApplicationRecord>(`/api/application/${id(applicationId)}`, json('PATCH', update))).json;
  },
  /** PATCH /api/application/status/accept/{id}, with the deal memo: accepted together or not at all. */
  async accept(applicationId: string, dealMemo: unknown): Promise<ApplicationRecord> {
    return (
      await apiFetch<ApplicationRecord>(
        `/api/application/status/accept/${id(applicationId)}`,
        json('PATCH', { dealMemo }),
      )
    ).json;
  },
  /** DELETE /api/application/{id}: the applicant withdraws a pending application. */
  async unapply(applicationId: string): Promise<ApplicationRecord> {
    return (await apiFetch<ApplicationRecord>(`/api/application/${id(applicationId)}`, { method: 'DELETE' })).json;
  },
  async prospects(
    jobId: string,
    filter: { status: string; favorite?: boolean; archived?: boolean },
    startingAfter?: string,
  ): Promise<ProspectPage> {
    const query = new URLSearchParams({ status: filter.status, limit: '25' });
    if (filter.favorite) {
      query.set('favorite', 'true');
    }
    query.set('archived', filter.archived ? 'true' : 'false');
    if (startingAfter) {
      query.set('starting_after', startingAfter);
    }
    return (await apiFetch<ProspectPage>(`/api/application/prospects/${id(jobId)}?${query.toString()}`)).json;
  },
};

/**
 * Every record of a cursor-paged list (100 a page, the API's maximum), for the short lists a dialog
 * offers (the account's profiles, a representative's connected talent).
 */
export async function allPages<T extends { id: string }>(path: string, signal?: AbortSignal): Promise<T[]> {
  const records: T[] = [];
  let after: string | undefined;
  for (;;) {
    const separator = path.includes('?') ? '&' : '?';
    const cursor = after ? `&starting_after=${id(after)}` : '';
    const { json: page } = await apiFetch<Page<T>>(`${path}${separator}limit=100${cursor}`, { signal });
    records.push(...(page.data ?? []));
    const last = page.data?.[page.data.length - 1];
    if (!page.has_more || !last) {
      return records;
    }
    after = last.id;
  }
}
