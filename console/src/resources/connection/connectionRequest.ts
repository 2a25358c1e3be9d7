/*
 * A connection request (spec section 5), checked before it is sent as the connections service checks it
 * (connection-request.rules.ts): at least one type, both profiles selected, one of them the caller's and
 * the other another account's ("a user cannot connect to a profile on their own account"), and no
 * request pending nor connection active between the two already.
 */

const V = 'resources.connection.validation';

/** The connections service's MESSAGE_MAX_LENGTH. */
export const MESSAGE_MAX_LENGTH = 1000;

/** A profile on one side of the request; its account, when known, tells whose it is. */
export interface ProfileRef {
  id: string;
  accountId?: string;
}

export interface RequestDraft {
  talent?: ProfileRef;
  representative?: ProfileRef;
  types: readonly string[];
  message: string;
}

/** The dialog's inputs a refusal lands on. */
export type RequestField = 'profile' | 'types' | 'message';

export type RequestErrors = Partial<Record<RequestField, string | { message: string; args: Record<string, unknown> }>>;

/** A connection between the two profiles that still holds the pair: pending or active. */
export interface LiveConnection {
  talentId: string;
  representativeId: string;
  status: string;
}

/** A pending or active connection between exactly these two profiles, if the caller's lists hold one. */
export function liveConnectionBetween(
  connections: readonly LiveConnection[],
  talentId: string | undefined,
  representativeId: string | undefined,
): LiveConnection | undefined {
  return connections.find(
    (connection) =>
      connection.talentId === talentId &&
      connection.representativeId === representativeId &&
      (connection.status === 'pending' || connection.status === 'active'),
  );
}

/** Both profiles belong to the caller's account: the request is refused (ownProfile). */
export function connectsOwnProfiles(
  draft: Pick<RequestDraft, 'talent' | 'representative'>,
  account: string | undefined,
): boolean {
  return account !== undefined && draft.talent?.accountId === account && draft.representative?.accountId === account;
}

/**
 * What keeps the request from being sent, per input: the profile (missing, both the caller's, already
 * connected or asked), the types (none), the message (too long). Empty when it may be sent.
 */
export function requestErrors(
  draft: RequestDraft,
  account: string | undefined,
  existing: LiveConnection | undefined,
): RequestErrors {
  const errors: RequestErrors = {};
  if (!draft.talent || !draft.representative) {
    errors.profile = `${V}.profileRequired`;
  } else if (connectsOwnProfiles(draft, account)) {
    errors.profile = 'errors.ownProfile';
  } else if (existing) {
    errors.profile = existing.status === 'active' ? `${V}.alreadyConnected` : `${V}.alreadyPending`;
  }
  if (draft.types.length === 0) {
    errors.types = `${V}.atLeastOneType`;
  }
  if (draft.message.trim().length > MESSAGE_MAX_LENGTH) {
    errors.message = { message: 'app.validation.maxLength', args: { max: MESSAGE_MAX_LENGTH } };
  }
  return errors;
}

/** POST /api/connection's body. */
export function requestBody(draft: RequestDraft): Record<string, unknown> {
  const message = draft.message.trim();
  return {
    talentId: draft.talent?.id,
    representativeId: draft.representative?.id,
    types: [...draft.types],
    ...(message ? { message } : {}),
  };
}

/** The dialog input a connections refusal belongs to, from its code and args. */
export function requestErrorField(
  code: string | undefined,
  args: readonly string[] | undefined,
): RequestField | undefined {
  switch (code ?? '') {
    case 'ownProfile':
    case 'notOwner':
    case 'connectionExists':
    case 'profileNotFound':
      return 'profile';
    case 'atLeastOneSelected':
      return 'types';
    case 'maxLength':
      return args?.[1] === 'message' ? 'message' : undefined;
    case 'required':
    case 'invalidValue':
    case 'invalidChoice': {
      const field = args?.[0] ?? '';
      if (field === 'talentId' || field === 'representativeId') {
        return 'profile';
      }
      return field.startsWith('types') ? 'types' : field === 'message' ? 'message' : undefined;
    }
    default:
      return undefined;
  }
}
