import { Card, Descriptions, Empty, Flex, Select, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { InsightsAccountProfile } from '@beacon/shared/api/insights';
import { VerificationTag } from '@/shared/components/VerificationTag';
import { formatMoney } from '@/shared/format/money';
import { useFormatDate } from '@/shared/format/use-format-date';
import { useLocale } from '@/shared/i18n';
import { ApiError } from '@/shared/request';
import { ActivityTable } from '../components/ActivityTable';
import { LoadError } from '../components/LoadError';
import { useMessageColumns } from '../components/message-columns';
import { useInsightFormat } from '../lib/use-insight-format';
import { useAccountCards, useAccountProfile } from '../queries';

type Profile = InsightsAccountProfile;
const ACCOUNT_LIST_SIZE = 100;

/**
 * One account's profile (admin only; `?accountId=`): its settings and limits, API keys by hint, and its
 * recent activity — messages, recharges and audit events. Without an account, a picker chooses one.
 */
export default function ProfileBasicPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const format = useInsightFormat();
  const formatDate = useFormatDate();
  const messageColumns = useMessageColumns<Profile['messages'][number]>(format);
  const [search, setSearch] = useSearchParams();
  const accountId = search.get('accountId');
  const accounts = useAccountCards(1, ACCOUNT_LIST_SIZE);
  const profile = useAccountProfile(accountId);
  const data = profile.data;
  const notFound = profile.error instanceof ApiError && profile.error.code === 2010;
  const limit = (n: number) => (n === 0 ? t('insights.profile.noLimit') : format.count(n));
  const list = (items: readonly string[]) =>
    items.length === 0 ? t('insights.profile.none') : items.join(', ');

  const picker = (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      value={accountId ?? undefined}
      placeholder={t('insights.profile.chooseAccount')}
      aria-label={t('insights.profile.chooseAccount')}
      loading={accounts.isPending}
      style={{ width: 260 }}
      onChange={(id: string) => setSearch({ accountId: id })}
      options={(accounts.data?.items ?? []).map((account) => ({
        value: account.accountId,
        label: account.name,
      }))}
    />
  );

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" title={t('menu.profile.basic')} extra={picker}>
        {!accountId ? (
          <Empty description={t('insights.profile.pick')} />
        ) : notFound ? (
          <Empty description={t('insights.profile.notFound')} />
        ) : profile.isError ? (
          <LoadError onRetry={() => void profile.refetch()} />
        ) : !data ? (
          <Skeleton active />
        ) : (
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'name', label: t('insights.profile.name'), children: data.account.name },
              {
                key: 'id',
                label: t('insights.cards.id'),
                children: <Typography.Text copyable>{data.account.accountId}</Typography.Text>,
              },
              {
                key: 'verification',
                label: t('insights.profile.verification'),
                children: <VerificationTag status={data.account.verificationStatus} />,
              },
              {
                key: 'balance',
                label: t('insights.cards.balance'),
                children: formatMoney(data.account.balance, data.account.currency, locale),
              },
              {
                key: 'country',
                label: t('insights.cards.country'),
                children: format.country(data.account.billingCountry),
              },
              {
                key: 'products',
                label: t('insights.profile.products'),
                children: data.account.products.join(', '),
              },
              {
                key: 'members',
                label: t('insights.cards.members'),
                children: format.count(data.account.members),
              },
              {
                key: 'messages',
                label: t('insights.cards.messagesThisMonth'),
                children: format.count(data.account.messagesThisMonth),
              },
              {
                key: 'created',
                label: t('insights.profile.createdAt'),
                children: formatDate(data.account.createdAt),
              },
            ]}
          />
        )}
      </Card>
      {data && accountId && !profile.isError && (
        <>
          <Card variant="borderless" title={t('insights.profile.settings')}>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                {
                  key: 'daily',
                  label: t('insights.profile.dailyLimit'),
                  children: limit(data.settings.dailyLimit),
                },
                {
                  key: 'perNumber',
                  label: t('insights.profile.perNumberLimit'),
                  children: limit(data.settings.perNumberLimit),
                },
                {
                  key: 'global',
                  label: t('insights.profile.globalRateLimit'),
                  children: limit(data.settings.globalRateLimit),
                },
                {
                  key: 'perSecond',
                  label: t('insights.profile.perSecondRate'),
                  children: limit(data.settings.perSecondRate),
                },
                {
                  key: 'ips',
                  label: t('insights.profile.ipWhitelist'),
                  children: list(data.settings.ipWhitelist),
                },
                {
                  key: 'countries',
                  label: t('insights.profile.disallowedCountries'),
                  children: list(data.settings.disallowedCountries.map(format.country)),
                },
                {
                  key: 'statusHook',
                  label: t('insights.profile.statusWebhook'),
                  children: data.settings.statusWebhookUrl ?? t('insights.profile.none'),
                },
                {
                  key: 'moHook',
                  label: t('insights.profile.moWebhook'),
                  children: data.settings.moWebhookUrl ?? t('insights.profile.none'),
                },
                {
                  key: 'signature',
                  label: t('insights.profile.signature'),
                  children: t(
                    data.settings.signatureEnabled ? 'insights.profile.on' : 'insights.profile.off',
                  ),
                },
              ]}
            />
          </Card>
          <Card variant="borderless" title={t('insights.profile.apiKeys')}>
            <ActivityTable<Profile['apiKeys'][number]>
              rowKey="keyId"
              rows={data.apiKeys}
              empty={t('insights.profile.noKeys')}
              columns={[
                { title: t('insights.profile.keyName'), dataIndex: 'name' },
                { title: t('insights.profile.keyId'), dataIndex: 'keyId' },
                {
                  title: t('insights.profile.keyHint'),
                  dataIndex: 'secretHint',
                  render: (hint: string) => <Typography.Text code>{`${hint}…`}</Typography.Text>,
                },
                {
                  title: t('insights.profile.lastUsed'),
                  dataIndex: 'lastUsedAt',
                  render: (at: string | null) => (at ? formatDate(at) : t('insights.profile.never')),
                },
                {
                  title: t('insights.profile.keyState'),
                  dataIndex: 'revokedAt',
                  render: (at: string | null) =>
                    at ? (
                      <Tag>{t('insights.profile.revoked')}</Tag>
                    ) : (
                      <Tag color="success">{t('insights.profile.active')}</Tag>
                    ),
                },
              ]}
            />
          </Card>
          <Card variant="borderless" title={t('insights.profile.recentMessages')}>
            <ActivityTable<Profile['messages'][number]>
              rowKey="id"
              rows={data.messages}
              empty={t('insights.search.empty')}
              columns={[
                messageColumns.time,
                messageColumns.to,
                messageColumns.status,
                messageColumns.cost,
                messageColumns.content,
              ]}
            />
          </Card>
          <Card variant="borderless" title={t('insights.profile.recharges')}>
            <ActivityTable<Profile['recharges'][number]>
              rowKey="transactionId"
              rows={data.recharges}
              empty={t('insights.profile.noRecharges')}
              columns={[
                { title: t('insights.profile.at'), dataIndex: 'at', render: (at: string) => formatDate(at) },
                { title: t('insights.profile.transaction'), dataIndex: 'transactionId' },
                {
                  title: t('insights.profile.amount'),
                  dataIndex: 'amount',
                  align: 'right',
                  render: (amount: string, row) => formatMoney(amount, row.currency, locale),
                },
                { title: t('insights.profile.method'), dataIndex: 'paymentMethod' },
              ]}
            />
          </Card>
          <Card variant="borderless" title={t('insights.profile.audit')}>
            <ActivityTable<Profile['audit'][number]>
              rowKey="id"
              rows={data.audit}
              empty={t('insights.profile.noAudit')}
              columns={[
                { title: t('insights.profile.at'), dataIndex: 'at', render: (at: string) => formatDate(at) },
                { title: t('insights.profile.action'), dataIndex: 'action' },
                { title: t('insights.profile.actor'), dataIndex: 'actorEmail' },
                { title: t('insights.profile.ip'), dataIndex: 'ip' },
              ]}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
