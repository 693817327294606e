/**
 * The pivot of the organisation's outbound messages over a range: two of account, country, type and status
 * as rows and columns, with messages, segments and cost (per currency) in each cell. One grouped read of the
 * whole cube; the two chosen dimensions are summed here.
 */
import type { InsightsPivot, InsightsRange, PivotDimension } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { addMoney, moneyList } from './figures.js';
import { localDays } from './local-days.js';
import { organisationAccounts } from './org-accounts.js';
import { messageCube, type CubeRow } from './traffic-repo.js';

interface CellSums {
  messages: number;
  segments: bigint;
  cost: Map<string, bigint>;
}

const emptyCell = (): CellSums => ({ messages: 0, segments: 0n, cost: new Map() });

function add(cell: CellSums, row: CubeRow): void {
  cell.messages += row.n;
  cell.segments += BigInt(row.segments);
  if (row.currency) addMoney(cell.cost, row.currency, BigInt(row.cost));
}

const figures = (cell: CellSums) => ({
  messages: cell.messages,
  segments: Number(cell.segments),
  cost: moneyList(cell.cost),
});

const keyOf = (row: CubeRow, dimension: PivotDimension): string =>
  dimension === 'account'
    ? row.account_id
    : dimension === 'country'
      ? row.country
      : dimension === 'type'
        ? String(row.type)
        : row.status;

/** Keys with most messages first; ties in key order, so the table does not reshuffle between loads. */
function rankedKeys(totals: Map<string, CellSums>, label: (key: string) => string) {
  return [...totals]
    .sort(([a, x], [b, y]) => y.messages - x.messages || a.localeCompare(b))
    .map(([key]) => ({ key, label: label(key) }));
}

export async function organisationPivot(
  deps: { db: Database; clock: Clock },
  organisationId: string,
  query: { range: InsightsRange; timezone: string; rows: PivotDimension; columns: PivotDimension },
): Promise<InsightsPivot> {
  const accounts = await organisationAccounts(deps.db, organisationId);
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  const { since } = localDays(query.range, query.timezone, deps.clock());
  const rows = await messageCube(deps.db, { accountIds: [...names.keys()], timezone: query.timezone, since });
  const total = emptyCell();
  const rowTotals = new Map<string, CellSums>();
  const columnTotals = new Map<string, CellSums>();
  const cells = new Map<string, CellSums & { row: string; column: string }>();
  for (const row of rows) {
    const r = keyOf(row, query.rows);
    const c = keyOf(row, query.columns);
    const cellKey = JSON.stringify([r, c]);
    let cell = cells.get(cellKey);
    if (!cell) cells.set(cellKey, (cell = { ...emptyCell(), row: r, column: c }));
    for (const sums of [total, cell]) add(sums, row);
    for (const [map, key] of [
      [rowTotals, r],
      [columnTotals, c],
    ] as const) {
      let sums = map.get(key);
      if (!sums) map.set(key, (sums = emptyCell()));
      add(sums, row);
    }
  }
  const label = (dimension: PivotDimension) => (key: string) =>
    dimension === 'account' ? (names.get(key) ?? key) : key;
  return {
    range: query.range,
    timezone: query.timezone,
    rows: query.rows,
    columns: query.columns,
    rowKeys: rankedKeys(rowTotals, label(query.rows)),
    columnKeys: rankedKeys(columnTotals, label(query.columns)),
    cells: [...cells.values()].map((cell) => ({ row: cell.row, column: cell.column, ...figures(cell) })),
    totals: figures(total),
  };
}
