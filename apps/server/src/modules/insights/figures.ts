/** Sums of messages by status class and of money per currency, as the traffic insight reports them. */
import { SMS_FINAL_STATUSES, formatMicros, type MoneyAmount, type TrafficFigures } from '@beacon/shared';

const FAILED = new Set<string>(SMS_FINAL_STATUSES.filter((status) => status !== 'delivered'));

export interface Sums {
  sent: number;
  delivered: number;
  failed: number;
  pending: number;
  segments: bigint;
  spend: Map<string, bigint>;
}

export const emptySums = (): Sums => ({
  sent: 0,
  delivered: 0,
  failed: 0,
  pending: 0,
  segments: 0n,
  spend: new Map(),
});

export function addMessages(sums: Sums, status: string, n: number, segments: bigint): void {
  sums.sent += n;
  if (status === 'delivered') sums.delivered += n;
  else if (FAILED.has(status)) sums.failed += n;
  else sums.pending += n;
  sums.segments += segments;
}

export function addMoney(amounts: Map<string, bigint>, currency: string, micros: bigint): void {
  amounts.set(currency, (amounts.get(currency) ?? 0n) + micros);
}

/** Per currency in alphabetical order, so a chart's legend keeps its order between loads. */
export function moneyList(amounts: Map<string, bigint>): MoneyAmount[] {
  return [...amounts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, micros]) => ({ currency, amount: formatMicros(micros) }));
}

export function trafficFigures(sums: Sums): TrafficFigures {
  const finished = sums.delivered + sums.failed;
  return {
    sent: sums.sent,
    delivered: sums.delivered,
    failed: sums.failed,
    pending: sums.pending,
    segments: Number(sums.segments),
    deliveryRate: finished > 0 ? sums.delivered / finished : null,
    spend: moneyList(sums.spend),
  };
}

/** The sums of `key`, created empty on first use. */
export function sumsOf<K>(map: Map<K, Sums>, key: K): Sums {
  let sums = map.get(key);
  if (!sums) map.set(key, (sums = emptySums()));
  return sums;
}
