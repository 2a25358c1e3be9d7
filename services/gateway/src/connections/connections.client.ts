import { ConnectionsCalls, type ApplyRequest, type RequestConnectionRequest } from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { accountOf } from '../access/caller-account.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { pageView } from '../http/rest.views.js';
import { pageMessage } from '../http/rpc-page.js';
import { GatewayClient } from '../rpc/gateway.client.js';
import type { ApplicationUpdate } from './connections.requests.js';
import { applicationView, connectionPageView, connectionView, prospectsView } from './connections.views.js';

/** Who is on the other side of a profile's connections: talent of a representative, and the reverse. */
export type ConnectedSide = 'talents' | 'representatives';

/** Which of its applications an account lists. */
export interface ApplicationFilter {
  status?: string;
  archived?: boolean;
}

/** Which of a job's applicants its owner lists. */
export interface ProspectFilter extends ApplicationFilter {
  favorite?: boolean;
}

/** The connections service's calls behind the connection and application routes. */
@Injectable()
export class ConnectionsClient extends GatewayClient {
  /** A tab of the account's connections: approved, received or sent. */
  async list(caller: Caller, list: string, page: PageRequest) {
    const request = { accountId: accountOf(caller), list, page: pageMessage(page) };
    return connectionPageView(await this.send(ConnectionsCalls.listConnections, request));
  }

  /** Active connections of the account's profiles (or of one of them) with the other side. */
  async connected(caller: Caller, side: ConnectedSide, profileId: string | undefined, page: PageRequest) {
    const request = { accountId: accountOf(caller), side, profileId: profileId || undefined, page: pageMessage(page) };
    return connectionPageView(await this.send(ConnectionsCalls.listConnected, request));
  }

  /** The account's connections in one status with a profile of another account. */
  async withProfile(caller: Caller, profileId: string, status: string, page: PageRequest) {
    const request = { accountId: accountOf(caller), profileId, status, page: pageMessage(page) };
    return connectionPageView(await this.send(ConnectionsCalls.connectionsWithProfile, request));
  }

  async request(caller: Caller, body: RequestConnectionRequest) {
    const request = { ...body, accountId: accountOf(caller) };
    return connectionView(await this.send(ConnectionsCalls.requestConnection, request));
  }

  /** One step of the connection table; `end` lets the service pick revoke, reject or remove. */
  async change(caller: Caller, id: string, action: string) {
    const request = { accountId: accountOf(caller), id, action };
    return connectionView(await this.send(ConnectionsCalls.changeConnection, request));
  }

  async listApplications(caller: Caller, { status, archived }: ApplicationFilter, page: PageRequest) {
    const request = { accountId: accountOf(caller), status: status || undefined, archived, page: pageMessage(page) };
    return pageView(await this.send(ConnectionsCalls.listApplications, request), applicationView);
  }

  async prospects(caller: Caller, jobId: string, filter: ProspectFilter, page: PageRequest) {
    const request = {
      accountId: accountOf(caller),
      jobId,
      status: filter.status || undefined,
      favorite: filter.favorite,
      archived: filter.archived,
      page: pageMessage(page),
    };
    return prospectsView(await this.send(ConnectionsCalls.listProspects, request));
  }

  async getApplication(caller: Caller, id: string) {
    return applicationView(await this.send(ConnectionsCalls.getApplication, { accountId: accountOf(caller), id }));
  }

  async apply(caller: Caller, body: ApplyRequest) {
    return applicationView(await this.send(ConnectionsCalls.apply, { ...body, accountId: accountOf(caller) }));
  }

  /** Prospect update and application actions, applied together or not at all. */
  async updateApplication(caller: Caller, id: string, update: ApplicationUpdate) {
    const request = {
      accountId: accountOf(caller),
      id,
      action: update.action,
      isFavorite: update.isFavorite,
      dealMemo: update.dealMemo,
      reason: update.reason,
    };
    return applicationView(await this.send(ConnectionsCalls.updateApplication, request));
  }
}
