import { DEFAULT_PAGE_SIZE } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { accessOfHandler } from '../access/access.decorator.js';
import { FeatureRulesSource } from '../access/feature-rules.source.js';
import { checkRouteAccess } from '../access/route-access.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { ConnectionController } from './connection.controller.js';
import { ConnectionsClient, type ConnectedSide } from './connections.client.js';

/** `?expand=connections` on a talent or representative profile (spec section 7: "Get accepts expand"). */
export function connectionsExpansion(side: ConnectedSide): string {
  return `its active connections, the first ${DEFAULT_PAGE_SIZE} as {data, has_more} (every one: GET /api/connection/${side}/connected?profileId={id}); needs the connection feature`;
}

/**
 * Loads the active connections of one of the caller's profiles for an expansion. They belong to the
 * connection feature: the caller must be allowed their list route, as if calling it.
 */
@Injectable()
export class ProfileConnections {
  constructor(
    private readonly connections: ConnectionsClient,
    private readonly features: FeatureRulesSource,
  ) {}

  async of(caller: Caller, side: ConnectedSide, profileId: string) {
    checkRouteAccess(accessOfHandler(ConnectionController, side), caller, await this.features.current());
    return this.connections.connected(caller, side, profileId, { limit: DEFAULT_PAGE_SIZE });
  }
}
