import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { CursorPages } from './cursorPages';
import { apiFetch } from './httpClient';

/** Spec section 9: list page size 25 (the API's default limit too). */
export const PAGE_SIZE = 25;

interface ListPage {
  data: RaRecord[];
  has_more: boolean;
}

/** Resources whose REST path is not /api/<resource>. */
const PATHS: Record<string, string> = {
  person: '/api/account/person',
  externalAccount: '/api/stripe/account/external',
  invoices: '/api/stripe/invoice',
  transfers: '/api/stripe/transfer',
};

export function resourcePath(resource: string): string {
  return PATHS[resource] ?? `/api/${resource}`;
}

/**
 * Resources whose one record is not at <list path>/{id}: the gateway lists transfers at
 * /api/stripe/transfer and answers one at /api/stripe/transfers/{id} (spec section 7).
 */
const RECORD_PATHS: Record<string, string> = {
  transfers: '/api/stripe/transfers',
};

/** Where GET answers one record of the resource. */
export function recordPath(resource: string, id: Identifier): string {
  return `${RECORD_PATHS[resource] ?? resourcePath(resource)}/${encodeURIComponent(String(id))}`;
}

function query(params: Record<string, string | number | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      value.forEach((item) => search.append(name, item));
    } else if (value !== undefined && value !== '') {
      search.set(name, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function expandOf(meta: { expand?: string[] } | undefined): string[] | undefined {
  return meta?.expand;
}

/**
 * The data provider of the API (spec section 7): generic CRUD with cursor pages mapped to react-admin's
 * partial pagination (pageInfo), expand where a screen asks for it (meta.expand), PATCH for updates.
 * Not ra-data-simple-rest: it pages with range headers and a total (Content-Range), updates with PUT,
 * and knows no cursors, none of which the API does (see the README).
 */
export function createDataProvider(pages = new CursorPages()): DataProvider {
  async function getList(resource: string, params: GetListParams) {
    const perPage = params.pagination?.perPage ?? PAGE_SIZE;
    const filter = (params.filter ?? {}) as Record<string, string>;
    const listKey = `${resource}:${JSON.stringify(filter)}:${perPage}`;
    const requested = params.pagination?.page ?? 1;
    const page = pages.knows(listKey, requested) ? requested : 1;
    if (page === 1) {
      pages.forget(listKey);
    }
    const { json } = await apiFetch<ListPage>(
      resourcePath(resource) +
        query({
          ...filter,
          limit: perPage,
          starting_after: pages.cursorFor(listKey, page),
          expand: expandOf(params.meta as { expand?: string[] }),
        }),
      { signal: params.signal },
    );
    const data = json.data ?? [];
    pages.remember(listKey, page, data.length > 0 ? String(data[data.length - 1]?.id) : undefined);
    return { data, pageInfo: { hasNextPage: json.has_more === true, hasPreviousPage: page > 1 } };
  }

  const getOne = async (resource: string, id: Identifier, meta?: { expand?: string[] }) => {
    const { json } = await apiFetch<RaRecord>(`${recordPath(resource, id)}${query({ expand: expandOf(meta) })}`);
    return json;
  };

  return {
    getList: getList as DataProvider['getList'],
    getOne: (async (resource, params) => ({
      data: await getOne(resource, params.id, params.meta as { expand?: string[] }),
    })) as DataProvider['getOne'],
    getMany: (async (resource, params) => ({
      data: await Promise.all(params.ids.map((id) => getOne(resource, id, params.meta as { expand?: string[] }))),
    })) as DataProvider['getMany'],
    getManyReference: (async (resource, params) =>
      getList(resource, {
        ...params,
        filter: { ...(params.filter as Record<string, unknown>), [params.target]: params.id },
      })) as DataProvider['getManyReference'],
    create: (async (resource, params) => {
      const data = params.data as Record<string, unknown>;
      const { json } = await apiFetch<RaRecord>(resourcePath(resource), {
        method: 'POST',
        body: JSON.stringify(data),
      });
      return { data: { ...data, ...json } };
    }) as DataProvider['create'],
    update: (async (resource, params) => {
      const data = params.data as Record<string, unknown>;
      const previous = params.previousData as Record<string, unknown> | undefined;
      const { json } = await apiFetch<RaRecord>(`${resourcePath(resource)}/${encodeURIComponent(String(params.id))}`, {
        method: 'PATCH',
        body: JSON.stringify(changedFields(data, previous)),
      });
      return { data: { ...previous, ...data, ...(json ?? {}) } };
    }) as DataProvider['update'],
    updateMany: async (resource, params) => {
      await Promise.all(
        params.ids.map((id) =>
          apiFetch(`${resourcePath(resource)}/${encodeURIComponent(String(id))}`, {
            method: 'PATCH',
            body: JSON.stringify(params.data),
          }),
        ),
      );
      return { data: params.ids };
    },
    delete: (async (resource, params) => {
      await apiFetch(`${resourcePath(resource)}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
      return { data: params.previousData ?? { id: params.id } };
    }) as DataProvider['delete'],
    deleteMany: async (resource, params) => {
      await Promise.all(
        params.ids.map((id) =>
          apiFetch(`${resourcePath(resource)}/${encodeURIComponent(String(id))}`, { method: 'DELETE' }),
        ),
      );
      return { data: params.ids };
    },
  };
}

/** PATCH sends only what changed (the API treats absent fields as unchanged). */
export function changedFields(
  data: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Record<string, unknown> {
  if (!previous) {
    return data;
  }
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])),
  );
}
