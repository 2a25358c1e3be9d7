import { describeRefusal } from '@callsheet/testing';
import { ConnectionsErrorCode } from '../../connections.errors.js';
import { planApplicationUpdate } from './application-update.rules.js';
import type { SplitParties } from './deal-memo.rules.js';

const TALENT_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4b01';
const PARTIES: SplitParties = { talentId: TALENT_ID, connectedRepresentativeIds: new Set() };
const NOW = new Date('2026-11-24T10:00:00Z');
const pending = { status: 'pending' as const, archived: false };
const memo = { rateType: 'daily', unitRate: 50_000, quantity: 2 };

describe('planApplicationUpdate', () => {
  it('accepts a pending application: status, acceptedAt, the status event', () => {
    expect(planApplicationUpdate(pending, 'owner', { action: 'accept' }, undefined, NOW)).toEqual({
      patch: { status: 'accepted', acceptedAt: NOW, deniedAt: null, denialReason: null },
      events: [{ type: 'applicationStatusChanged', from: 'pending', action: 'accept' }],
      action: 'accept',
    });
  });

  it('keeps the reason of a denial, and refuses a reason with any other action', () => {
    const denied = planApplicationUpdate(
      pending,
      'owner',
      { action: 'deny', reason: 'Cast elsewhere' },
      undefined,
      NOW,
    );
    expect(denied.patch).toMatchObject({ status: 'denied', deniedAt: NOW, denialReason: 'Cast elsewhere' });
    expect(denied.events).toEqual([
      { type: 'applicationStatusChanged', from: 'pending', action: 'deny', reason: 'Cast elsewhere' },
    ]);
    expect(
      describeRefusal(() => planApplicationUpdate(pending, 'owner', { action: 'accept', reason: 'Great' }, undefined)),
    ).toMatchObject({ code: ConnectionsErrorCode.InvalidValue, args: ['reason'] });
  });

  it('asks for something to do, and names an unknown action', () => {
    expect(describeRefusal(() => planApplicationUpdate(pending, 'owner', {}, undefined))).toMatchObject({
      code: ConnectionsErrorCode.Required,
      args: ['action'],
    });
    expect(
      describeRefusal(() => planApplicationUpdate(pending, 'owner', { action: 'close' }, undefined)),
    ).toMatchObject({
      code: ConnectionsErrorCode.InvalidChoice,
      args: ['action', 'close'],
    });
  });

  it('archives for the caller side only', () => {
    const denied = { status: 'denied' as const, archived: false };
    expect(planApplicationUpdate(denied, 'applicant', { action: 'archive' }, undefined, NOW).patch).toEqual({
      applicantArchivedAt: NOW,
    });
    expect(planApplicationUpdate(denied, 'owner', { action: 'archive' }, undefined, NOW).patch).toEqual({
      ownerArchivedAt: NOW,
    });
  });

  it('leaves favourites and the deal memo to the job owner', () => {
    expect(
      describeRefusal(() => planApplicationUpdate(pending, 'applicant', { isFavorite: true }, undefined)),
    ).toMatchObject({
      code: ConnectionsErrorCode.NotOwner,
    });
    expect(
      describeRefusal(() => planApplicationUpdate(pending, 'applicant', { dealMemo: memo }, PARTIES)),
    ).toMatchObject({
      code: ConnectionsErrorCode.NotOwner,
    });
    expect(planApplicationUpdate(pending, 'owner', { isFavorite: true }, undefined).patch).toEqual({
      isFavorite: true,
    });
  });

  it('sets a deal memo on a pending or accepted application only, judged after the action', () => {
    const withMemo = planApplicationUpdate(pending, 'owner', { action: 'accept', dealMemo: memo }, PARTIES, NOW);
    expect(withMemo.patch.dealMemo).toMatchObject({ rateType: 'daily', unitRate: 50_000, quantity: 2 });
    expect(withMemo.events).toEqual([
      { type: 'applicationStatusChanged', from: 'pending', action: 'accept' },
      { type: 'applicationDealMemoSet' },
    ]);
    const archived = planApplicationUpdate(
      { status: 'denied', archived: false },
      'owner',
      { action: 'archive' },
      undefined,
    );
    expect(archived.events).toEqual([]);
    expect(
      describeRefusal(() => planApplicationUpdate(pending, 'owner', { action: 'deny', dealMemo: memo }, PARTIES)),
    ).toMatchObject({ code: ConnectionsErrorCode.DealMemoNotAllowed, args: ['denied'] });
  });
});
