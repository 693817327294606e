/**
 * The order in which a route's carriers are tried for one message (docs/routing.md, "How a route is chosen").
 * Pure: the router passes what it knows now of each carrier.
 *
 * - `priority`: the operator's order.
 * - `lcr`: the cheapest carrier whose delivery rate over the last hour is within `LCR_QUALITY_MARGIN` points
 *   of the route's best. A carrier with too few receipts for a rate counts as 100 %: an unmeasured carrier
 *   is given traffic until it has measured itself, and a carrier left without traffic (its receipts slid out
 *   of the hour) gets another chance. Carriers below the margin follow, best rate first, so a failover still
 *   has somewhere to go before the message waits.
 */
import type { RouteMode } from './route-table.js';

/** Delivery-rate points (of 100) a carrier may trail the route's best and still be chosen by cost. */
const LCR_QUALITY_MARGIN = 5;

export interface PlanCandidate {
  name: string;
  /** Position in the operator's list. */
  order: number;
  /** Per segment, in one currency for the whole route (US dollar micros), or null when not priced. */
  cost: bigint | null;
  /** Delivered ÷ final receipts over the last hour, 0–100, or null while there are too few receipts. */
  deliveryRate: number | null;
}

export function orderCandidates<T extends PlanCandidate>(mode: RouteMode, candidates: readonly T[]): T[] {
  const byOrder = [...candidates].sort((a, b) => a.order - b.order);
  if (mode === 'priority' || byOrder.length < 2) return byOrder;
  const rateOf = (candidate: PlanCandidate) => candidate.deliveryRate ?? 100;
  const best = Math.max(...byOrder.map(rateOf));
  const isClose = (candidate: PlanCandidate) => rateOf(candidate) >= best - LCR_QUALITY_MARGIN;
  const byCost = (a: T, b: T) => compareCost(a.cost, b.cost) || a.order - b.order;
  const close = byOrder.filter(isClose).sort(byCost);
  const behind = byOrder
    .filter((candidate) => !isClose(candidate))
    .sort((a, b) => rateOf(b) - rateOf(a) || byCost(a, b));
  return [...close, ...behind];
}

/** Unpriced carriers come last: choosing one would make the margin unknown. */
function compareCost(a: bigint | null, b: bigint | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
