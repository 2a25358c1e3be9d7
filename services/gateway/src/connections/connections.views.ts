import {
  ApplicationSchema,
  ConnectionSchema,
  type Application,
  type Connection,
  type ConnectionPage,
  type ProspectPage,
} from '@callsheet/contracts';
import type { JsonObject } from '@bufbuild/protobuf';
import { toRestJson } from '../http/proto-json.js';
import { pageView } from '../http/rest.views.js';

/** A connection as REST answers it: its protobuf JSON. */
export function connectionView(connection: Connection) {
  return toRestJson(ConnectionSchema, connection);
}

/** A page of connections: {data, has_more}. */
export function connectionPageView(page: ConnectionPage) {
  return pageView(page, connectionView);
}

/** An application as REST answers it: its protobuf JSON. */
export function applicationView(application: Application) {
  return toRestJson(ApplicationSchema, application);
}

/** The job owner's prospects: the job's title, one tab of applicants, and how many each tab holds. */
export function prospectsView(page: ProspectPage) {
  return {
    title: page.title,
    prospectDtos: page.data.map((application) => ({
      ...(applicationView(application) as JsonObject),
      applicationId: application.id,
      title: application.talentName,
    })),
    has_more: page.hasMore,
    counts: {
      all: page.counts?.all ?? 0,
      accepted: page.counts?.accepted ?? 0,
      pending: page.counts?.pending ?? 0,
      denied: page.counts?.denied ?? 0,
    },
  };
}
