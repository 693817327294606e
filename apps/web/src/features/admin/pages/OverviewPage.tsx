import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { LoadFailed } from '../components/LoadFailed';
import { useOverview } from '../queries';
import { ADMIN_PATHS } from '../routes';

/** The organisation at a glance: members, accounts, pending invitations, this month's messages and spend. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const overview = useOverview();
  if (overview.isError) return <LoadFailed onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <LoadingBlock text={t('admin.common.loading')} />;
  const data = overview.data;
  const figures = [
    { key: 'members', value: data.members, to: ADMIN_PATHS.users },
    { key: 'accounts', value: data.accounts, to: ADMIN_PATHS.accounts },
    { key: 'pendingInvitations', value: data.pendingInvitations, to: `${ADMIN_PATHS.users}?tab=pending` },
    { key: 'messagesThisMonth', value: data.messagesThisMonth },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={24} sm={12} lg={6}>
          <Card>
            <Statistic title={t(`admin.overview.${figure.key}`)} value={figure.value} />
            {figure.to && <Link to={figure.to}>{t('admin.overview.open')}</Link>}
          </Card>
        </Col>
      ))}
      <Col span={24}>
        <Card title={t('admin.overview.spendThisMonth')}>
          {data.spendThisMonth.length === 0 ? (
            <Typography.Text type="secondary">{t('admin.overview.noSpend')}</Typography.Text>
          ) : (
            <Row gutter={[16, 16]}>
              {data.spendThisMonth.map((spend) => (
                <Col key={spend.currency} xs={24} sm={8}>
                  <Statistic title={spend.currency} value={spend.amount} />
                </Col>
              ))}
            </Row>
          )}
        </Card>
      </Col>
    </Row>
  );
}
