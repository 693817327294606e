import { useMemo } from 'react';
import type { SendLimits } from '@beacon/shared/api/send-checks';
import type { SendProblem } from '@beacon/shared/sms/send-problems';
import type { PhoneNumber } from '@beacon/shared/sms/phone';
import { useSendLimits } from '@/features/sms/send-check-queries';
import { SendProblemList } from '../common/SendProblemList';

/** What the server would refuse for these recipients today, found before sending (accept-rules.ts). */
function foreseeProblems(recipients: readonly PhoneNumber[], limits: SendLimits): SendProblem[] {
  const problems: SendProblem[] = [];
  const disallowed = new Set(limits.disallowedCountries);
  const blocked = recipients.filter((recipient) => disallowed.has(recipient.country));
  if (blocked.length > 0) {
    problems.push({
      kind: 'countryDisallowed',
      countries: [...new Set(blocked.map((recipient) => recipient.country))],
      numbers: blocked.map((recipient) => recipient.e164),
    });
  }
  const adding = recipients.length;
  const used = limits.sentToday;
  if (limits.trialDailyLimit !== null && used + adding > limits.trialDailyLimit) {
    problems.push({ kind: 'trialDailyLimit', used, limit: limits.trialDailyLimit, adding });
  }
  if (limits.dailyLimit > 0 && used + adding > limits.dailyLimit) {
    problems.push({ kind: 'dailyLimit', used, limit: limits.dailyLimit, adding });
  }
  return problems;
}

/** The send page's warnings about blocked countries and daily limits, as it warns about China. */
export function SendWarnings({ recipients }: { recipients: readonly PhoneNumber[] }) {
  const { data: limits } = useSendLimits();
  const problems = useMemo(
    () => (limits && recipients.length > 0 ? foreseeProblems(recipients, limits) : []),
    [limits, recipients],
  );
  if (problems.length === 0) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <SendProblemList problems={problems} type="warning" />
    </div>
  );
}
