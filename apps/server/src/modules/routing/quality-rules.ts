/** What the hour's counts say of a carrier (docs/routing.md, "Quality"). */
import type { QualityCounts } from './quality-repo.js';

/**
 * Delivered ÷ final receipts, in percent, once there are `minReceipts` of them; before that a rate would be
 * noise (two failures of the first three), and routing treats the carrier as unmeasured.
 */
export function deliveryRateOf(
  counts: Pick<QualityCounts, 'finals' | 'delivered'> | undefined,
  minReceipts: number,
): number | null {
  if (!counts || counts.finals === 0 || counts.finals < minReceipts) return null;
  return (counts.delivered / counts.finals) * 100;
}

/** Average time from the carrier taking a message to its final receipt, in milliseconds. */
export function receiptLatencyOf(
  counts: Pick<QualityCounts, 'latencyMsSum' | 'latencyCount'> | undefined,
): number | null {
  if (!counts || counts.latencyCount === 0) return null;
  return Math.round(counts.latencyMsSum / counts.latencyCount);
}
