import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeSendProblem, type SendProblem } from '@beacon/shared/sms/send-problems';
import { useLocale } from '@/shared/i18n';
import { pathOfRoute } from '@/shared/router';
import { SMS_SETTING_PATH, SMS_TEMPLATE_PATH } from '@/features/sms/routes';
import { BIND_PHONE_ROUTE_NAME, VERIFICATION_ROUTE_NAME } from '@/features/sms/lib/user-route-names';
import { RouteButton } from './RouteButton';

/** Where the user fixes a problem, as [label key, path]; none for a price the operator sets. */
function fixOf(problem: SendProblem): [string, string | undefined] | null {
  switch (problem.kind) {
    case 'countryDisallowed':
      return ['sms.check.fix.countries', `${SMS_SETTING_PATH}?tab=countries`];
    case 'dailyLimit':
      return ['sms.check.fix.limits', `${SMS_SETTING_PATH}?tab=limits`];
    case 'chinaRule':
    case 'templateUnavailable':
      return ['sms.check.fix.templates', SMS_TEMPLATE_PATH];
    case 'trialRecipient':
      return problem.boundPhone
        ? ['sms.check.fix.verify', pathOfRoute(VERIFICATION_ROUTE_NAME)]
        : ['sms.check.fix.bindPhone', pathOfRoute(BIND_PHONE_ROUTE_NAME)];
    case 'trialDailyLimit':
      return ['sms.check.fix.verify', pathOfRoute(VERIFICATION_ROUTE_NAME)];
    case 'noPricing':
      return null;
  }
}

/** Each problem of a send in its own words, with a link to where it is fixed. */
export function SendProblemList({
  problems,
  type,
}: {
  problems: readonly SendProblem[];
  type: 'error' | 'warning';
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Flex vertical gap={8}>
      {problems.map((problem, index) => {
        const fix = fixOf(problem);
        return (
          <Alert
            key={`${problem.kind}-${index}`}
            type={type}
            showIcon
            title={describeSendProblem(problem, locale)}
            // Under the sentence, not beside it: a long sentence beside a button is a column of single
            // characters on a phone.
            description={
              fix?.[1] ? (
                <RouteButton size="small" to={fix[1]}>
                  {t(fix[0])}
                </RouteButton>
              ) : undefined
            }
          />
        );
      })}
    </Flex>
  );
}
