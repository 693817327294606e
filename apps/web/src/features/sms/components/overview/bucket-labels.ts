/**
 * The x-axis labels of the overview's series: "14:00" per hour, "11-26" per day. On a day whose clocks go back
 * the server sends the repeated hour twice (same local `at`, different `start`); both then carry their UTC
 * offset in the timezone — "01:00 (GMT-4)", "01:00 (GMT-5)" — so each local hour shows once and distinctly.
 */
import type { SmsOverviewResult } from '@beacon/shared/api/sms-overview';

type Series = SmsOverviewResult['series'];

export function bucketLabels(
  series: Series,
  bucket: SmsOverviewResult['bucket'],
  timezone: string,
  locale: string,
): string[] {
  const plain = series.map((item) => (bucket === 'hour' ? item.at.slice(11, 16) : item.at.slice(5, 10)));
  const seen = new Map<string, number>();
  for (const label of plain) seen.set(label, (seen.get(label) ?? 0) + 1);
  const offset = new Intl.DateTimeFormat(locale, { timeZone: timezone, timeZoneName: 'shortOffset' });
  return plain.map((label, i) => {
    if (seen.get(label)! < 2) return label;
    const zone = offset
      .formatToParts(new Date(series[i]!.start))
      .find((part) => part.type === 'timeZoneName');
    return zone ? `${label} (${zone.value})` : label;
  });
}
