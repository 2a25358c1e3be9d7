import { describe, expect, it } from 'vitest';
import { en } from '../production/messages';
import { en as jobEn } from './messages';
import { payText } from './payText';

// A translate over the English messages with polyglot's %{name} interpolation.
const messages = { resources: { ...en, ...jobEn } };
function translate(key: string, options: Record<string, unknown> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
  if (typeof text !== 'string') {
    return typeof options._ === 'string' ? options._ : key;
  }
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
}

describe("a job's pay on its details page", () => {
  it('shows an amount in dollars with its rate type, per locale', () => {
    expect(payText({ paying: true, amount: 45_000, rateType: 'daily' }, 'en-US', translate)).toBe('$450.00 (Daily)');
    expect(payText({ paying: true, amount: 45_000, rateType: 'daily' }, 'fr-QC', translate)).toBe(
      '450,00\u00a0$\u00a0US (Daily)',
    );
  });

  it('shows a range, and an amount without rate type', () => {
    expect(payText({ paying: true, range: { min: 2_500, max: 4_000 }, rateType: 'hourly' }, 'en-US', translate)).toBe(
      '$25.00 to $40.00 (Hourly)',
    );
    expect(payText({ paying: true, amount: 10_000 }, 'en-US', translate)).toBe('$100.00');
  });

  it('says when the job is unpaid, gives no details, or says nothing of pay', () => {
    expect(payText({ paying: false }, 'en-US', translate)).toBe('Unpaid');
    expect(payText({ paying: true, noDetails: true }, 'en-US', translate)).toBe('No pay details given');
    expect(payText(undefined, 'en-US', translate)).toBe('Not stated');
    expect(payText({ paying: true, rateType: 'commission' }, 'en-US', translate)).toBe('Commission');
  });
});
