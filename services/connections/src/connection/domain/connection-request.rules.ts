import { ConnectionsErrorCode, ConnectionsException } from '../../connections.errors.js';
import { choice, MESSAGE_MAX_LENGTH, optionalText, requiredId } from '../../common/field-rules.js';

/*
 * A connection request (spec section 5): at least one connection type and both profiles selected; one
 * of the two profiles is the caller's (that side sends), the other belongs to another account (a user
 * cannot connect to a profile of its own account). The pair must not already be pending or connected,
 * in either direction: connection.repository enforces that with a unique index, so concurrent requests
 * cannot both pass.
 *
 * The types are the representation the talent asks for or the representative offers: talent manager,
 * talent agent, casting professional (the representative profile's own list).
 */
export const CONNECTION_TYPES = ['talentManager', 'talentAgent', 'castingProfessional'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export interface ConnectionRequestInput {
  talentId?: unknown;
  representativeId?: unknown;
  types?: unknown;
  message?: unknown;
}

export interface ConnectionRequest {
  talentId: string;
  representativeId: string;
  types: ConnectionType[];
  message?: string;
}

/** The two profiles as this service knows them (from the profiles service's events). */
export interface ProfileOwner {
  id: string;
  accountId: string;
}

export function validateConnectionRequest(input: ConnectionRequestInput): ConnectionRequest {
  const talentId = requiredId('talentId', input.talentId);
  const representativeId = requiredId('representativeId', input.representativeId);
  const raw = Array.isArray(input.types) ? input.types : [];
  const types = [...new Set(raw.map((type, index) => choice(`types[${index}]`, type, CONNECTION_TYPES)))];
  if (types.length === 0) {
    throw new ConnectionsException(ConnectionsErrorCode.AtLeastOneSelected, 'At least one type selected', ['type']);
  }
  return { talentId, representativeId, types, message: optionalText('message', input.message, MESSAGE_MAX_LENGTH) };
}

/** Which side the caller sends from, or a refusal when it owns both profiles or neither. */
export function requestingSide(
  callerAccountId: string,
  talent: ProfileOwner,
  representative: ProfileOwner,
): 'talent' | 'representative' {
  const ownsTalent = talent.accountId === callerAccountId;
  const ownsRepresentative = representative.accountId === callerAccountId;
  if (ownsTalent && ownsRepresentative) {
    throw new ConnectionsException(
      ConnectionsErrorCode.OwnProfile,
      'You cannot connect to a profile of your own account.',
      [talent.id, representative.id],
    );
  }
  if (!ownsTalent && !ownsRepresentative) {
    throw new ConnectionsException(
      ConnectionsErrorCode.NotOwner,
      'Select one of your own profiles to send the request from.',
      [talent.id, representative.id],
    );
  }
  return ownsTalent ? 'talent' : 'representative';
}
