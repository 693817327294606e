import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InsightsAccountCard } from '@beacon/shared/api/insights';
import { VerificationTag } from '@/shared/components/VerificationTag';
import { formatMoney } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n';
import { profilePath } from '../paths';
import type { InsightFormat } from '../lib/use-insight-format';

/** One account as a card: balance first, then verification, country, members and this month's messages. */
export function AccountCardView({
  account,
  format,
}: {
  account: InsightsAccountCard;
  format: InsightFormat;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Card
      title={account.name}
      extra={<VerificationTag status={account.verificationStatus} />}
      actions={[
        <Link key="profile" to={profilePath(account.accountId)}>
          {t('insights.cards.openProfile')}
        </Link>,
      ]}
    >
      <Flex vertical gap={12}>
        <div>
          <Typography.Text type="secondary">{t('insights.cards.balance')}</Typography.Text>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {formatMoney(account.balance, account.currency, locale)}
          </Typography.Title>
        </div>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'id',
              label: t('insights.cards.id'),
              children: <Typography.Text copyable>{account.accountId}</Typography.Text>,
            },
            {
              key: 'country',
              label: t('insights.cards.country'),
              children: format.country(account.billingCountry),
            },
            { key: 'members', label: t('insights.cards.members'), children: format.count(account.members) },
            {
              key: 'messages',
              label: t('insights.cards.messagesThisMonth'),
              children: format.count(account.messagesThisMonth),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
