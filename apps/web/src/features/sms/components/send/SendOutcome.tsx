import { Alert, Button, Card, Descriptions, Flex, Result, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { formatExactMoney, formatMoney } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n';
import { ApiError, hasErrorCode } from '@/shared/request';
import { pathOfRoute } from '@/shared/router';
import type { DroppedReason, SendResult } from '@/features/sms/api';
import { filtersToSearch } from '@/features/sms/lib/log-filters';
import { SMS_LOG_PATH, SMS_SETTING_PATH } from '@/features/sms/routes';
import { useUserTime } from '@/features/sms/lib/user-time';
import { RECHARGE_ROUTE_NAME } from './CostEstimate';
import { RouteButton } from '../common/RouteButton';
import { problemsOf } from '@/features/sms/lib/refusal-problems';
import { SendProblemList } from '../common/SendProblemList';
import type { SendRun } from './send-run';

/** A little before the send, so clock skew between browser and server cannot hide the batch. */
const LOG_LINK_LEAD_MS = 60_000;

function logLinkOf(startedAt: string, result: SendResult): string {
  const since = new Date(Date.parse(startedAt) - LOG_LINK_LEAD_MS).toISOString();
  const recipients = result.messages.map((message) => message.to);
  const search = filtersToSearch({
    since,
    status: [],
    direction: 'out',
    phone: recipients.length === 1 ? recipients[0] : undefined,
  });
  return `${SMS_LOG_PATH}?${search.toString()}`;
}

/** The one send call is on its way: it is accepted or refused as a whole, so there is no progress to show. */
export function SendingState({ recipients }: { recipients: number }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless">
      <Result
        icon={<Spin size="large" />}
        title={t('sms.result.sending')}
        subTitle={t('sms.result.sendingTo', { count: recipients })}
      />
    </Card>
  );
}

const HELPED_CODES = [
  ErrorCode.INSUFFICIENT_BALANCE,
  ErrorCode.TRIAL_RESTRICTED,
  ErrorCode.COUNTRY_DISALLOWED,
  ErrorCode.DAILY_LIMIT_REACHED,
  ErrorCode.FRAUD_BLOCKED,
];

function hasHelp(error: unknown, problemCount: number): boolean {
  return problemCount > 0 || hasErrorCode(error, ...HELPED_CODES);
}

function FailureHelp({ error, boundPhone }: { error: unknown; boundPhone: string | null }) {
  const { t } = useTranslation();
  const rechargePath = pathOfRoute(RECHARGE_ROUTE_NAME);
  if (hasErrorCode(error, ErrorCode.INSUFFICIENT_BALANCE)) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('sms.result.balanceHelp')}
        action={
          rechargePath ? (
            <RouteButton type="primary" to={rechargePath}>
              {t('sms.result.recharge')}
            </RouteButton>
          ) : undefined
        }
      />
    );
  }
  if (hasErrorCode(error, ErrorCode.TRIAL_RESTRICTED)) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('sms.result.trialTitle')}
        description={
          <Flex vertical gap={4}>
            <span>{t('sms.result.trialRule')}</span>
            <span>
              {boundPhone ? t('sms.result.trialPhone', { phone: boundPhone }) : t('sms.result.trialNoPhone')}
            </span>
            <span>{t('sms.result.trialVerify')}</span>
          </Flex>
        }
      />
    );
  }
  if (hasErrorCode(error, ErrorCode.FRAUD_BLOCKED)) {
    // Nothing was charged; the block and its lift live in the settings' fraud guard tab.
    return (
      <Alert
        type="warning"
        showIcon
        title={t('sms.result.fraudTitle')}
        action={<Link to={`${SMS_SETTING_PATH}?tab=fraud`}>{t('sms.result.fraudOpen')}</Link>}
      />
    );
  }
  if (hasErrorCode(error, ErrorCode.COUNTRY_DISALLOWED, ErrorCode.DAILY_LIMIT_REACHED)) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('sms.result.settingsHelp')}
        action={<Link to={SMS_SETTING_PATH}>{t('sms.result.openSettings')}</Link>}
      />
    );
  }
  return null;
}

interface SendOutcomeProps {
  run: SendRun;
  boundPhone: string | null;
  onEdit: () => void;
  onNew: () => void;
}

/** The end of a send: "successfully sent" with what happened, or "failure send" with the reason. */
export function SendOutcome({ run, boundPhone, onEdit, onNew }: SendOutcomeProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { format, timezone } = useUserTime();
  const { result } = run;
  const problems = problemsOf(run.error);
  const reason =
    problems.length > 0
      ? t('sms.check.refusedProblems', { count: problems.length })
      : run.error instanceof ApiError
        ? run.error.message
        : t('sms.result.unknownError');

  if (!result) {
    const help =
      problems.length > 0 ? (
        <SendProblemList problems={problems} type="error" />
      ) : (
        <FailureHelp error={run.error} boundPhone={boundPhone} />
      );
    return (
      <Card variant="borderless">
        <Result
          status="error"
          title={t('sms.result.failure')}
          subTitle={reason}
          extra={
            <Button type="primary" onClick={onEdit}>
              {t('sms.result.backToEdit')}
            </Button>
          }
        />
        {/* Below the result rather than in its body, which antd draws as a padded grey box (empty when
            there is no help, and too narrow for the problems' sentences on a phone). */}
        {hasHelp(run.error, problems.length) && <div style={{ maxWidth: 720, margin: '0 auto' }}>{help}</div>}
      </Card>
    );
  }

  const accepted = result.messages.length;
  const dropped = [...run.duplicates.map((to) => ({ to, reason: 'duplicate' as const })), ...result.dropped];
  return (
    <Card variant="borderless">
      <Result
        status="success"
        title={t('sms.result.success')}
        subTitle={
          run.sendAt
            ? t('sms.result.scheduled', { count: accepted, time: format(run.sendAt), timezone })
            : t('sms.result.accepted', { count: accepted })
        }
        extra={[
          <RouteButton key="log" type="primary" to={logLinkOf(run.startedAt, result)}>
            {t('sms.result.viewLog')}
          </RouteButton>,
          <Button key="new" onClick={onNew}>
            {t('sms.result.sendAnother')}
          </Button>,
          <Button key="edit" onClick={onEdit}>
            {t('sms.result.editAgain')}
          </Button>,
        ]}
      >
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'messages', label: t('sms.result.messages'), children: accepted.toLocaleString(locale) },
              {
                key: 'cost',
                label: t('sms.result.cost'),
                children: formatExactMoney(result.cost, result.currency, locale),
              },
              {
                key: 'balance',
                label: t('sms.result.balance'),
                children: formatMoney(result.balance, result.currency, locale),
              },
              {
                key: 'batch',
                label: t('sms.result.batch'),
                children: (
                  <Typography.Text code copyable>
                    {result.batchId}
                  </Typography.Text>
                ),
              },
            ]}
          />
          {dropped.length > 0 && (
            <div>
              <Typography.Title level={5}>
                {t('sms.result.dropped', { count: dropped.length })}
              </Typography.Title>
              <Table<{ to: string; reason: DroppedReason }>
                size="small"
                rowKey={(row) => `${row.to}:${row.reason}`}
                dataSource={dropped}
                pagination={dropped.length > 10 ? { pageSize: 10, size: 'small' } : false}
                columns={[
                  { title: t('sms.result.droppedNumber'), dataIndex: 'to' },
                  {
                    title: t('sms.result.droppedReason'),
                    dataIndex: 'reason',
                    render: (why: DroppedReason) => t(`sms.result.reason.${why}`),
                  },
                ]}
              />
            </div>
          )}
        </Flex>
      </Result>
    </Card>
  );
}
