import { Card, Col, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '@beacon/shared';
import { CountryName } from '@/shared/components/CountryName';
import { VerificationTag } from '@/shared/components/VerificationTag';
import { formatMoney } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n';

/** The current account at a glance: balance, verification, products and billing country. */
export function AccountOverview({ account }: { account: AccountSummary }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card variant="borderless" style={{ height: '100%' }}>
          <Statistic
            title={t('dashboard.account.balance')}
            value={formatMoney(account.balance, account.currency, locale)}
          />
          <Typography.Text type="secondary">
            {t('dashboard.account.currency', { currency: account.currency })}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card variant="borderless" style={{ height: '100%' }}>
          <Typography.Text type="secondary">{t('dashboard.account.verification')}</Typography.Text>
          <div style={{ marginTop: 10 }}>
            <VerificationTag status={account.verificationStatus} />
          </div>
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card variant="borderless" style={{ height: '100%' }}>
          <Typography.Text type="secondary">{t('dashboard.account.products')}</Typography.Text>
          <Space size={4} wrap style={{ display: 'flex', marginTop: 10 }}>
            {account.products.map((product) => (
              <Tag key={product} color="blue">
                {t(`common.product.${product}`)}
              </Tag>
            ))}
          </Space>
          <div style={{ marginTop: 12 }}>
            <Typography.Text type="secondary">{t('dashboard.account.billingCountry')} </Typography.Text>
            <CountryName code={account.billingCountry} />
          </div>
        </Card>
      </Col>
    </Row>
  );
}
