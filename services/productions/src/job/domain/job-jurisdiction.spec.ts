import { workStateOf } from './job-jurisdiction.js';

describe('workStateOf', () => {
  it('names the state of a local job worked in the US', () => {
    expect(workStateOf({ locationKind: 'local', workLocation: { city: 'Albany', state: 'NY', country: 'US' } })).toBe(
      'NY',
    );
  });

  it('names the state a nationwide job is based in, when it gives one', () => {
    expect(workStateOf({ locationKind: 'nationwide', workLocation: { state: 'CA', country: 'US' } })).toBe('CA');
    expect(workStateOf({ locationKind: 'nationwide', workLocation: { country: 'US' } })).toBeUndefined();
  });

  it('names no state outside the US (a province is not a US state)', () => {
    expect(
      workStateOf({ locationKind: 'local', workLocation: { city: 'Toronto', state: 'ON', country: 'CA' } }),
    ).toBeUndefined();
  });

  it('names no state for virtual or worldwide work, done wherever the talent is', () => {
    const base = { city: 'Los Angeles', state: 'CA', country: 'US' };
    expect(workStateOf({ locationKind: 'virtual', workLocation: base })).toBeUndefined();
    expect(workStateOf({ locationKind: 'worldwide', workLocation: base })).toBeUndefined();
    expect(workStateOf({ locationKind: 'local' })).toBeUndefined();
  });
});
