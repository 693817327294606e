import dayjs from 'dayjs';
import { describe, expect, test } from 'vitest';
import {
  daysToRange,
  filtersFromSearch,
  filtersToSearch,
  rangeToDays,
  toExportQuery,
  toUsageRequest,
} from './usage-filters';

describe('the usage log filters', () => {
  test('a picked day runs from midnight to midnight in the user timezone', () => {
    const range = daysToRange([dayjs('2026-03-01'), dayjs('2026-03-02')], 'Asia/Shanghai');
    expect(range).toEqual({ since: '2026-02-28T16:00:00.000Z', until: '2026-03-02T16:00:00.000Z' });
    const days = rangeToDays({ ...range, type: [] }, 'Asia/Shanghai');
    expect(days?.map((day) => day?.format('YYYY-MM-DD'))).toEqual(['2026-03-01', '2026-03-02']);
  });

  test('the address bar round-trips, and unknown types are dropped', () => {
    const search = new URLSearchParams(
      'account=acc-2&type=CONSUME,BOGUS,RECHARGE&since=2026-03-01T00:00:00.000Z',
    );
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({
      accountId: 'acc-2',
      since: '2026-03-01T00:00:00.000Z',
      until: undefined,
      type: ['CONSUME', 'RECHARGE'],
    });
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });

  test('list body and export query leave out empty filters and use the API names', () => {
    expect(toUsageRequest({ type: [] })).toEqual({});
    expect(toUsageRequest({ accountId: 'acc-2', type: ['REFUNDED'] })).toEqual({
      accountId: 'acc-2',
      type: ['REFUNDED'],
    });
    expect(toExportQuery({ accountId: 'acc-2', type: ['CONSUME', 'RECHARGE'] })).toBe(
      'type=CONSUME%2CRECHARGE&accountId=acc-2',
    );
  });
});
