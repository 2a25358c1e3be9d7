import { describe, expect, it } from 'vitest';
import { addSample, chartState, keepSeries, seriesToDraw, seriesValues, type Sample } from './samples';

const at = (seconds: number, values: Record<string, number> = {}): Sample => ({ at: seconds * 1000, values });

describe('the charts’ samples', () => {
  it('adds each new answer and ignores one seen again', () => {
    const once = addSample([], at(1, { a: 1 }));
    const twice = addSample(once, at(2, { a: 2 }));
    expect(twice.map((sample) => sample.at)).toEqual([1000, 2000]);
    expect(addSample(twice, at(2, { a: 9 }))).toBe(twice);
    expect(addSample(twice, at(1, { a: 9 }))).toBe(twice);
  });

  it('keeps only the samples of the window before the newest one', () => {
    let history: Sample[] = [];
    for (let second = 0; second <= 700; second += 100) {
      history = addSample(history, at(second), 300_000);
    }
    expect(history.map((sample) => sample.at / 1000)).toEqual([400, 500, 600, 700]);
  });

  it('bounds the number of samples whatever the pace', () => {
    let history: Sample[] = [];
    for (let second = 1; second <= 50; second += 1) {
      history = addSample(history, at(second), 600_000, 10);
    }
    expect(history).toHaveLength(10);
    expect(history[0].at).toBe(41_000);
  });

  it('draws the series that moved, the most moving first, at most the limit', () => {
    const history = [
      at(1, { stale: 900, idle: 0, small: 2, big: 1 }),
      at(2, { stale: 900, idle: 0, small: 1, big: 50, other: 2 }),
    ];
    // other appeared in one sample only: it did not move.
    expect(seriesToDraw(history)).toEqual(['big', 'small']);
    expect(seriesToDraw(history, 1)).toEqual(['big']);
  });

  it('takes a small change on a large standing value for standing still', () => {
    const history = [at(1, { abandoned: 1475, stopped: 0 }), at(2, { abandoned: 1478, stopped: 3 })];
    expect(seriesToDraw(history)).toEqual(['stopped']);
  });

  it('ranks moving series by how much they moved for their size', () => {
    const history = [at(1, { draining: 10_000, filling: 0 }), at(2, { draining: 8000, filling: 10 })];
    expect(seriesToDraw(history)).toEqual(['filling', 'draining']);
  });

  it('keeps the series a filter accepts', () => {
    const history = [at(1, { 'g → a': 1, 'g → b': 2 })];
    expect(keepSeries(history, (key) => key.endsWith('→ a'))).toEqual([at(1, { 'g → a': 1 })]);
  });

  it('draws the standing backlogs, the highest first, when nothing moved, and nothing when all is zero', () => {
    expect(seriesToDraw([at(1, { low: 3, high: 900, idle: 0 }), at(2, { low: 3, high: 900, idle: 0 })])).toEqual([
      'high',
      'low',
    ]);
    expect(seriesToDraw([at(1, { idle: 0 }), at(2, { idle: 0 })])).toEqual([]);
  });

  it('gives a series’ values with gaps where a sample lacked it', () => {
    const history = [at(1, { a: 3 }), at(2, {}), at(3, { a: 0 })];
    expect(seriesValues(history, 'a')).toEqual([3, null, 0]);
  });
});

describe('chartState', () => {
  const sample = (at: number, values: Record<string, number>) => ({ at, values });

  it('waits for a second answer before saying anything of the lines', () => {
    expect(chartState([], [])).toBe('waiting');
    expect(chartState([sample(1, { a: 1855 })], ['a'])).toBe('waiting');
    expect(chartState([sample(1, { a: 0 })], [])).toBe('waiting');
  });

  it('draws the lines worth drawing, else says none is', () => {
    expect(chartState([sample(1, { a: 3 }), sample(2, { a: 0 })], ['a'])).toBe('lines');
    expect(chartState([sample(1, { a: 0 }), sample(2, { a: 0 })], [])).toBe('empty');
  });
});
