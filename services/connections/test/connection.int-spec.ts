import { ConnectionsErrorCode, ConnectionsTopics } from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';
import { refusalOf, sharedTestApp } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { ChangeConnectionCommand } from '../src/connection/commands/change-connection/change-connection.command.js';
import { RequestConnectionCommand } from '../src/connection/commands/request-connection/request-connection.command.js';
import type { ConnectionRequestInput } from '../src/connection/domain/connection-request.rules.js';
import { ConnectionsWithProfileQuery } from '../src/connection/queries/connections-with-profile/connections-with-profile.query.js';
import { GetConnectionQuery } from '../src/connection/queries/get-connection/get-connection.query.js';
import { ListConnectedQuery } from '../src/connection/queries/list-connected/list-connected.query.js';
import { ListConnectionsQuery } from '../src/connection/queries/list-connections/list-connections.query.js';
import { ReplicaRepository } from '../src/replica/replica.repository.js';
import {
  aConnection,
  aRepresentative,
  aTalent,
  eventsMentioning,
  eventTypes,
  newAccount,
  publishedEvents,
} from './connections-fixtures.js';
import { startConnectionsTestApp } from './connections-test-app.js';

const harness = sharedTestApp(startConnectionsTestApp);

const TOPIC = ConnectionsTopics.connectionEvents;

function connectionRow(id: string) {
  return harness.db.connection.findUnique({ where: { id } });
}

/** A talent and a representative of two new accounts. */
async function aPair() {
  return { talent: await aTalent(harness), representative: await aRepresentative(harness) };
}

function request(accountId: string, input: ConnectionRequestInput) {
  return harness.execute(new RequestConnectionCommand(accountId, input));
}

function change(accountId: string, id: string, action: string) {
  return harness.execute(new ChangeConnectionCommand(accountId, id, action));
}

describe('RequestConnectionCommand', () => {
  it('saves a pending request from the talent side and publishes ConnectionRequested with both parties', async () => {
    const { talent, representative } = await aPair();
    const created = await request(talent.accountId, {
      talentId: talent.id,
      representativeId: representative.id,
      types: ['talentAgent', 'talentAgent', 'talentManager'],
      message: '  Looking for representation.  ',
    });

    expect(await connectionRow(created.id)).toMatchObject({
      talentId: talent.id,
      talentAccountId: talent.accountId,
      representativeId: representative.id,
      representativeAccountId: representative.accountId,
      requestedBy: 'talent',
      types: ['talentAgent', 'talentManager'],
      message: 'Looking for representation.',
      status: 'pending',
      endedReason: null,
      approvedAt: null,
    });
    expect(await publishedEvents(harness, created.id)).toEqual([
      {
        topic: TOPIC,
        type: 'ConnectionRequested',
        payload: {
          connection: {
            connectionId: created.id,
            talentId: talent.id,
            talentAccountId: talent.accountId,
            representativeId: representative.id,
            representativeAccountId: representative.accountId,
            types: ['talentAgent', 'talentManager'],
            status: 'pending',
          },
          requestedBy: 'talent',
        },
      },
    ]);
  });

  it('lets the representative side send too', async () => {
    const { talent, representative } = await aPair();
    const created = await request(representative.accountId, {
      talentId: talent.id,
      representativeId: representative.id,
      types: ['castingProfessional'],
    });
    expect(await connectionRow(created.id)).toMatchObject({ requestedBy: 'representative', status: 'pending' });
  });

  it.each<
    [
      string,
      (pair: { talentId: string; representativeId: string }) => ConnectionRequestInput,
      string,
      (ids: { talentId: string; representativeId: string }) => string[],
    ]
  >([
    ['no type', (ids) => ({ ...ids, types: [] }), ConnectionsErrorCode.AtLeastOneSelected, () => ['type']],
    [
      'a type outside the list',
      (ids) => ({ ...ids, types: ['bodyguard'] }),
      ConnectionsErrorCode.InvalidChoice,
      () => ['types[0]', 'bodyguard'],
    ],
    [
      'no talent',
      (ids) => ({ ...ids, talentId: '', types: ['talentAgent'] }),
      ConnectionsErrorCode.Required,
      () => ['talentId'],
    ],
    [
      'a malformed representative id',
      (ids) => ({ ...ids, representativeId: 'rep-1', types: ['talentAgent'] }),
      ConnectionsErrorCode.InvalidValue,
      () => ['representativeId'],
    ],
    [
      'a message over 1000 characters',
      (ids) => ({ ...ids, types: ['talentAgent'], message: 'm'.repeat(1001) }),
      ConnectionsErrorCode.MaxLength,
      () => ['1000', 'message'],
    ],
  ])('refuses %s and writes nothing', async (_case, input, code, args) => {
    const { talent, representative } = await aPair();
    const ids = { talentId: talent.id, representativeId: representative.id };
    expect(await refusalOf(request(talent.accountId, input(ids)))).toEqual({ code, args: args(ids) });
    expect(await harness.db.connection.count({ where: { talentId: talent.id } })).toBe(0);
    expect(await eventsMentioning(harness, talent.id)).toBe(0);
  });

  it('answers profileNotFound for a profile it does not know or that was deleted', async () => {
    const { talent, representative } = await aPair();
    const unknown = randomUUID();
    expect(
      await refusalOf(
        request(talent.accountId, { talentId: talent.id, representativeId: unknown, types: ['talentAgent'] }),
      ),
    ).toEqual({ code: ConnectionsErrorCode.ProfileNotFound, args: [unknown] });

    await harness.app
      .get(ReplicaRepository)
      .markRepresentativeDeleted(harness.db, representative.id, representative.accountId);
    expect(
      await refusalOf(
        request(talent.accountId, { talentId: talent.id, representativeId: representative.id, types: ['talentAgent'] }),
      ),
    ).toEqual({ code: ConnectionsErrorCode.ProfileNotFound, args: [representative.id] });
    expect(await harness.db.connection.count({ where: { talentId: talent.id } })).toBe(0);
  });

  it('refuses two profiles of the caller’s own account (ownProfile) and two of other accounts (notOwner)', async () => {
    const talent = await aTalent(harness);
    const own = await aRepresentative(harness, { accountId: talent.accountId });
    const input = { talentId: talent.id, representativeId: own.id, types: ['talentAgent'] };
    expect(await refusalOf(request(talent.accountId, input))).toEqual({
      code: ConnectionsErrorCode.OwnProfile,
      args: [talent.id, own.id],
    });
    expect(await refusalOf(request(newAccount(), input))).toEqual({
      code: ConnectionsErrorCode.NotOwner,
      args: [talent.id, own.id],
    });
    expect(await harness.db.connection.count({ where: { talentId: talent.id } })).toBe(0);
    expect(await eventsMentioning(harness, talent.id)).toBe(0);
  });

  it('refuses a second request while one is pending or active, in either direction (connectionExists)', async () => {
    const { talent, representative } = await aPair();
    const input = { talentId: talent.id, representativeId: representative.id, types: ['talentAgent'] };
    const pending = await request(talent.accountId, input);
    expect(await refusalOf(request(representative.accountId, input))).toEqual({
      code: ConnectionsErrorCode.ConnectionExists,
      args: ['pending'],
    });
    await change(representative.accountId, pending.id, 'approve');
    expect(await refusalOf(request(talent.accountId, input))).toEqual({
      code: ConnectionsErrorCode.ConnectionExists,
      args: ['active'],
    });
    expect(await harness.db.connection.count({ where: { talentId: talent.id } })).toBe(1);
    expect(await eventsMentioning(harness, talent.id)).toBe(2);
  });

  it('lets exactly one of two simultaneous requests through (the partial unique index decides)', async () => {
    const { talent, representative } = await aPair();
    const input = { talentId: talent.id, representativeId: representative.id, types: ['talentAgent'] };
    const outcomes = await Promise.allSettled([
      request(talent.accountId, input),
      request(representative.accountId, input),
      request(talent.accountId, input),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((each) => each.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({
        code: ConnectionsErrorCode.ConnectionExists,
        args: ['pending'],
      });
    }
    expect(await harness.db.connection.count({ where: { talentId: talent.id } })).toBe(1);
    expect(await eventsMentioning(harness, talent.id)).toBe(1);
  });

  it('frees the pair once a request is rejected: a new request is a new connection', async () => {
    const { talent, representative } = await aPair();
    const input = { talentId: talent.id, representativeId: representative.id, types: ['talentAgent'] };
    const first = await request(talent.accountId, input);
    await change(representative.accountId, first.id, 'reject');
    const second = await request(talent.accountId, input);
    expect(second.id).not.toBe(first.id);
    expect(
      (await harness.db.connection.findMany({ where: { talentId: talent.id }, orderBy: { id: 'asc' } })).map(
        (row) => row.status,
      ),
    ).toEqual(['rejected', 'pending']);
  });
});

describe('ChangeConnectionCommand', () => {
  it('approves a request as its recipient: active, approved at, ConnectionStatusChanged', async () => {
    const { talent, representative } = await aPair();
    const pending = await aConnection(harness, talent, representative);
    const approved = await change(representative.accountId, pending.id, 'approve');

    expect(approved.status).toBe('active');
    const row = await connectionRow(pending.id);
    expect(row).toMatchObject({ status: 'active' });
    expect(row?.approvedAt).toBeInstanceOf(Date);
    expect((await publishedEvents(harness, pending.id)).at(-1)).toEqual({
      topic: TOPIC,
      type: 'ConnectionStatusChanged',
      payload: {
        connection: {
          connectionId: pending.id,
          talentId: talent.id,
          talentAccountId: talent.accountId,
          representativeId: representative.id,
          representativeAccountId: representative.accountId,
          types: ['talentAgent'],
          status: 'active',
        },
        from: 'pending',
        action: 'approve',
      },
    });
  });

  it.each<[string, 'pending' | 'active', 'talent' | 'representative', string, string, string]>([
    ['the recipient rejects a request', 'pending', 'representative', 'reject', 'rejected', 'reject'],
    ['the sender revokes its request', 'pending', 'talent', 'revoke', 'revoked', 'revoke'],
    ['either side removes an active connection', 'active', 'talent', 'remove', 'removed', 'remove'],
    ['either side archives', 'active', 'representative', 'archive', 'archived', 'archive'],
    ['ending a pending request as its sender revokes it', 'pending', 'talent', 'end', 'revoked', 'revoke'],
    ['ending a pending request as its recipient rejects it', 'pending', 'representative', 'end', 'rejected', 'reject'],
    ['ending an active connection removes it', 'active', 'representative', 'end', 'removed', 'remove'],
  ])('%s', async (_case, status, side, action, expected, published) => {
    const pair = await aPair();
    const connection = await aConnection(harness, pair.talent, pair.representative, status);
    await change(pair[side].accountId, connection.id, action);
    expect(await connectionRow(connection.id)).toMatchObject({ status: expected });
    const last = (await publishedEvents(harness, connection.id)).at(-1);
    expect(last).toMatchObject({
      type: 'ConnectionStatusChanged',
      payload: { from: status, action: published, connection: { status: expected } },
    });
  });

  it.each<[string, 'pending' | 'active', 'talent' | 'representative', string, string, string[]]>([
    [
      'the sender approving its own request',
      'pending',
      'talent',
      'approve',
      ConnectionsErrorCode.InvalidConnectionTransition,
      ['pending', 'approve'],
    ],
    [
      'removing a pending request',
      'pending',
      'representative',
      'remove',
      ConnectionsErrorCode.InvalidConnectionTransition,
      ['pending', 'remove'],
    ],
    [
      'approving an active connection',
      'active',
      'representative',
      'approve',
      ConnectionsErrorCode.InvalidConnectionTransition,
      ['active', 'approve'],
    ],
    [
      'an action outside the table',
      'pending',
      'representative',
      'ignore',
      ConnectionsErrorCode.InvalidChoice,
      ['action', 'ignore'],
    ],
  ])('refuses %s and changes nothing', async (_case, status, side, action, code, args) => {
    const pair = await aPair();
    const connection = await aConnection(harness, pair.talent, pair.representative, status);
    const before = await eventTypes(harness, connection.id);
    expect(await refusalOf(change(pair[side].accountId, connection.id, action))).toEqual({ code, args });
    expect(await connectionRow(connection.id)).toMatchObject({ status });
    expect(await eventTypes(harness, connection.id)).toEqual(before);
  });

  it('answers connectionNotFound to an account that is neither side, and for an unknown id', async () => {
    const { talent, representative } = await aPair();
    const connection = await aConnection(harness, talent, representative);
    const unknown = randomUUID();
    for (const [accountId, id] of [
      [newAccount(), connection.id],
      [talent.accountId, unknown],
    ]) {
      expect(await refusalOf(change(accountId, id, 'archive'))).toEqual({
        code: ConnectionsErrorCode.ConnectionNotFound,
        args: [id],
      });
    }
    expect(await connectionRow(connection.id)).toMatchObject({ status: 'pending' });
    expect(await eventTypes(harness, connection.id)).toEqual(['ConnectionRequested']);
  });

  it('lets one of two simultaneous changes win and refuses the other, naming the status that won', async () => {
    const { talent, representative } = await aPair();
    const connection = await aConnection(harness, talent, representative);
    const outcomes = await Promise.allSettled([
      change(representative.accountId, connection.id, 'approve'),
      change(talent.accountId, connection.id, 'revoke'),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const won = (await connectionRow(connection.id))?.status;
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: ConnectionsErrorCode.InvalidConnectionTransition });
    expect((refused.reason as { args: string[] }).args[0]).toBe(won);
    expect(await eventTypes(harness, connection.id)).toEqual(['ConnectionRequested', 'ConnectionStatusChanged']);
  });
});

describe('connection queries', () => {
  it('shows a connection to its two sides only', async () => {
    const { talent, representative } = await aPair();
    const connection = await aConnection(harness, talent, representative);
    expect(await harness.ask(new GetConnectionQuery(talent.accountId, connection.id))).toMatchObject({
      id: connection.id,
    });
    expect(await harness.ask(new GetConnectionQuery(representative.accountId, connection.id))).toMatchObject({
      id: connection.id,
    });
    expect(await refusalOf(harness.ask(new GetConnectionQuery(newAccount(), connection.id)))).toEqual({
      code: ConnectionsErrorCode.ConnectionNotFound,
      args: [connection.id],
    });
  });

  it('lists approved, received and sent connections by direction, newest first, in keyset pages', async () => {
    const agent = await aRepresentative(harness);
    const talents = [await aTalent(harness), await aTalent(harness), await aTalent(harness)];
    const received = [];
    for (const talent of talents) {
      received.push((await aConnection(harness, talent, agent)).id);
    }
    const sentTalent = await aTalent(harness);
    const sent = await request(agent.accountId, {
      talentId: sentTalent.id,
      representativeId: agent.id,
      types: ['talentManager'],
    });
    const approved = await change(agent.accountId, received[0], 'approve');
    const list = async (accountId: string, name: string, page: PageRequest = { limit: 10 }) => {
      const result = await harness.ask(new ListConnectionsQuery(accountId, name, page));
      return { ids: result.data.map((connection) => connection.id), has_more: result.has_more };
    };
    const [newest, older] = received.slice(1).sort().reverse();

    expect(await list(agent.accountId, 'approved')).toEqual({ ids: [approved.id], has_more: false });
    expect(await list(agent.accountId, 'received')).toEqual({ ids: [newest, older], has_more: false });
    expect(await list(agent.accountId, 'sent')).toEqual({ ids: [sent.id], has_more: false });
    expect(await list(sentTalent.accountId, 'received')).toEqual({ ids: [sent.id], has_more: false });
    expect(await list(talents[1].accountId, 'sent')).toEqual({ ids: [received[1]], has_more: false });
    expect(await list(agent.accountId, 'received', { limit: 1 })).toEqual({ ids: [newest], has_more: true });
    expect(await list(agent.accountId, 'received', { limit: 1, startingAfter: newest })).toEqual({
      ids: [older],
      has_more: false,
    });
    expect(await refusalOf(list(agent.accountId, 'blocked'))).toEqual({
      code: ConnectionsErrorCode.InvalidChoice,
      args: ['list', 'blocked'],
    });
  });

  it("lists a side's active connections, all or of one profile, and one profile's connections by status", async () => {
    const talent = await aTalent(harness);
    const second = await aTalent(harness, { accountId: talent.accountId });
    const agent = await aRepresentative(harness);
    const manager = await aRepresentative(harness);
    const withAgent = await aConnection(harness, talent, agent, 'active');
    const withManager = await aConnection(harness, second, manager, 'active');
    const pending = await aConnection(harness, talent, manager);
    const ids = (page: { data: { id: string }[] }) => page.data.map((connection) => connection.id);

    expect(
      ids(await harness.ask(new ListConnectedQuery(talent.accountId, 'representatives', undefined, { limit: 10 }))),
    ).toEqual([withAgent.id, withManager.id].sort().reverse());
    expect(
      ids(await harness.ask(new ListConnectedQuery(talent.accountId, 'representatives', second.id, { limit: 10 }))),
    ).toEqual([withManager.id]);
    expect(
      ids(await harness.ask(new ListConnectedQuery(agent.accountId, 'talents', undefined, { limit: 10 }))),
    ).toEqual([withAgent.id]);
    expect(
      ids(await harness.ask(new ConnectionsWithProfileQuery(talent.accountId, talent.id, 'pending', { limit: 10 }))),
    ).toEqual([pending.id]);
    expect(
      ids(await harness.ask(new ConnectionsWithProfileQuery(manager.accountId, manager.id, 'active', { limit: 10 }))),
    ).toEqual([withManager.id]);
    expect(
      await refusalOf(
        harness.ask(new ConnectionsWithProfileQuery(talent.accountId, talent.id, 'removed', { limit: 10 })),
      ),
    ).toEqual({ code: ConnectionsErrorCode.InvalidChoice, args: ['status', 'removed'] });
  });
});
