import { apiFetch } from '../../dataProvider/httpClient';
import { actionRequest, type ConnectionAction } from './connectionActions';
import { requestBody, type LiveConnection, type RequestDraft } from './connectionRequest';

/** A connection as GET /api/connection/... answers it, seen from the caller's account. */
export interface Connection extends LiveConnection {
  id: string;
  types?: string[];
  message?: string;
  talentName?: string;
  representativeName?: string;
  requestedBy?: string;
  direction?: 'sent' | 'received';
  actions?: string[];
  createdAt?: string;
  updatedAt?: string;
  approvedAt?: string;
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
}

/** POST /api/connection: the pending request, as the sender sees it. */
export async function sendConnectionRequest(draft: RequestDraft): Promise<Connection> {
  return (await apiFetch<Connection>('/api/connection', { method: 'POST', body: JSON.stringify(requestBody(draft)) }))
    .json;
}

/** One step of the connection table on a connection the caller is a party to. */
export async function changeConnection(id: string, action: ConnectionAction): Promise<Connection> {
  const { path, body } = actionRequest(id, action);
  return (await apiFetch<Connection>(path, { method: 'PATCH', ...(body ? { body } : {}) })).json;
}

/**
 * The caller's pending and active connections with another account's profile (GET
 * /api/connection/pending/{id} and /connected/{id}): what a new request between them would collide with.
 */
export async function connectionsWithProfile(profileId: string, signal?: AbortSignal): Promise<Connection[]> {
  const id = encodeURIComponent(profileId);
  const [pending, active] = await Promise.all([
    apiFetch<Page<Connection>>(`/api/connection/pending/${id}?limit=100`, { signal }),
    apiFetch<Page<Connection>>(`/api/connection/connected/${id}?limit=100`, { signal }),
  ]);
  return [...(pending.json.data ?? []), ...(active.json.data ?? [])];
}
