/**
 * The pivot's answer as table rows: one per row key with a value per column key and a row total, for the
 * chosen measure (messages, segments, or the cost in one currency), and the largest cell for shading.
 */
import type { InsightsPivot, PivotFigures } from '@beacon/shared/api/insights';

export const PIVOT_MEASURES = ['messages', 'segments', 'cost'] as const;
export type PivotMeasure = (typeof PIVOT_MEASURES)[number];

export interface PivotRow {
  key: string;
  label: string;
  cells: Record<string, number>;
  total: number;
}

function measureOf(figures: PivotFigures, measure: PivotMeasure, currency: string | undefined): number {
  if (measure !== 'cost') return figures[measure];
  return Number(figures.cost.find((amount) => amount.currency === currency)?.amount ?? 0);
}

/** Every currency any cell was charged in, in order. */
export function currenciesOf(pivot: InsightsPivot): string[] {
  return pivot.totals.cost.map((amount) => amount.currency);
}

export function pivotRows(
  pivot: InsightsPivot,
  measure: PivotMeasure,
  currency: string | undefined,
): { rows: PivotRow[]; columnTotals: Record<string, number>; max: number } {
  const rows = new Map<string, PivotRow>(
    pivot.rowKeys.map((row) => [row.key, { key: row.key, label: row.label, cells: {}, total: 0 }]),
  );
  const columnTotals: Record<string, number> = {};
  let max = 0;
  for (const cell of pivot.cells) {
    const row = rows.get(cell.row);
    if (!row) continue;
    const value = measureOf(cell, measure, currency);
    row.cells[cell.column] = value;
    row.total += value;
    columnTotals[cell.column] = (columnTotals[cell.column] ?? 0) + value;
    max = Math.max(max, value);
  }
  return { rows: [...rows.values()], columnTotals, max };
}
