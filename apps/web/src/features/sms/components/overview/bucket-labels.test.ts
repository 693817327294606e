import { describe, expect, test } from 'vitest';
import { bucketLabels } from './bucket-labels';

const figures = { sent: 0, delivered: 0, failed: 0, pending: 0, segments: 0, cost: '0.00' };

describe('the overview series labels', () => {
  test('a New York fall-back day shows the repeated 01:00 twice, each with its offset', () => {
    const series = [
      { at: '2026-11-01T00:00', start: '2026-11-01T04:00:00.000Z', ...figures },
      { at: '2026-11-01T01:00', start: '2026-11-01T05:00:00.000Z', ...figures },
      { at: '2026-11-01T01:00', start: '2026-11-01T06:00:00.000Z', ...figures },
      { at: '2026-11-01T02:00', start: '2026-11-01T07:00:00.000Z', ...figures },
    ];
    expect(bucketLabels(series, 'hour', 'America/New_York', 'en-US')).toEqual([
      '00:00',
      '01:00 (GMT-4)',
      '01:00 (GMT-5)',
      '02:00',
    ]);
  });

  test('days show month and day; ordinary hours show the time alone', () => {
    const days = [{ at: '2026-11-25T00:00', start: '2026-11-25T05:00:00.000Z', ...figures }];
    expect(bucketLabels(days, 'day', 'America/New_York', 'zh-CN')).toEqual(['11-25']);
    const hours = [{ at: '2026-03-08T03:00', start: '2026-03-08T07:00:00.000Z', ...figures }];
    expect(bucketLabels(hours, 'hour', 'America/New_York', 'zh-CN')).toEqual(['03:00']);
  });
});
