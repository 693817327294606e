import {
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Row,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountSummary, UserInfo } from '@beacon/shared/api/user';
import { VerificationTag } from '@/shared/components/VerificationTag';
import { formatMoney } from '@/shared/format/money';
import { useFormatDate } from '@/shared/format/use-format-date';
import { useLocale } from '@/shared/i18n';
import { WithUser } from '../components/WithUser';
import { useDevices, useSessions } from '../queries';
import { USER_PATHS } from '../routes';

function regionName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

function ProfileCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const formatDate = useFormatDate();
  return (
    <Card variant="borderless" style={{ height: '100%' }}>
      <Flex vertical align="center" gap={8}>
        <Avatar size={80} src={user.avatar || undefined} style={{ backgroundColor: '#165DFF', fontSize: 32 }}>
          {user.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {user.username}
        </Typography.Title>
        <Typography.Text type="secondary">{user.email}</Typography.Text>
        {user.jobName && <Tag>{user.jobName}</Tag>}
      </Flex>
      <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('user.basic.country')}>
          {[user.locationName, user.location && regionName(user.location, locale)]
            .filter(Boolean)
            .join(', ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('user.basic.organisationRole')}>
          {user.organizationName ? `${user.organizationName} · ` : ''}
          {t(`user.role.${user.role}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('user.basic.registered')}>
          {formatDate(user.createdAt, { dateOnly: true })}
        </Descriptions.Item>
      </Descriptions>
      <Flex gap={8} justify="center" wrap style={{ marginTop: 16 }}>
        <Link to={USER_PATHS.profile}>
          <Button>{t('user.overview.editProfile')}</Button>
        </Link>
        <Link to={USER_PATHS.setting}>
          <Button>{t('user.overview.allSettings')}</Button>
        </Link>
      </Flex>
    </Card>
  );
}

function SecurityStatus({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const sessions = useSessions();
  const devices = useDevices();
  const factor =
    user.twoFactor === 'totp'
      ? t('user.totp.title')
      : user.twoFactor === 'sms'
        ? t('user.overview.factorSms')
        : t('user.overview.factorEmail');
  return (
    <Card
      title={t('user.overview.security')}
      variant="borderless"
      extra={<Link to={USER_PATHS.security}>{t('user.overview.manage')}</Link>}
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('user.overview.twoFactor')}>
          <Tag color={user.twoFactor === 'totp' ? 'success' : 'blue'}>{factor}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('user.security.phone')}>
          {user.phone ?? <Typography.Text type="warning">{t('user.security.phoneNone')}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('user.security.password')}>
          {user.passwordChangedAt
            ? t('user.security.passwordChanged', { date: formatDate(user.passwordChangedAt) })
            : t('user.security.passwordNeverChanged')}
        </Descriptions.Item>
        <Descriptions.Item label={t('user.sessions.title')}>{sessions.data?.length ?? '…'}</Descriptions.Item>
        <Descriptions.Item label={t('user.devices.title')}>{devices.data?.length ?? '…'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function AccountsCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns: TableColumnsType<AccountSummary> = [
    {
      title: t('user.certification.account'),
      dataIndex: 'name',
      render: (name: string, account) => (
        <>
          {name}{' '}
          {account.accountId === user.currentAccount && <Tag color="blue">{t('user.overview.current')}</Tag>}
        </>
      ),
    },
    {
      title: t('user.certification.status'),
      dataIndex: 'verificationStatus',
      render: (status: AccountSummary['verificationStatus']) => <VerificationTag status={status} />,
    },
    {
      title: t('user.overview.balance'),
      dataIndex: 'balance',
      align: 'right',
      render: (balance: string, account) => formatMoney(balance, account.currency, locale),
    },
  ];
  return (
    <Card
      title={t('user.overview.accounts', { count: user.accounts.length, max: user.maxAccounts })}
      variant="borderless"
      extra={<Link to="/welcome/index">{t('user.overview.manage')}</Link>}
    >
      <Table<AccountSummary>
        rowKey="accountId"
        size="small"
        columns={columns}
        dataSource={user.accounts}
        pagination={false}
        locale={{ emptyText: t('user.certification.noAccounts') }}
      />
    </Card>
  );
}

/** `/user/overview` (hidden): who the user is, their accounts, and how well the sign-in is protected. */
export default function OverviewPage() {
  return (
    <WithUser>
      {(user) => (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <ProfileCard user={user} />
          </Col>
          <Col xs={24} lg={16}>
            <Flex vertical gap={16}>
              <SecurityStatus user={user} />
              <AccountsCard user={user} />
            </Flex>
          </Col>
        </Row>
      )}
    </WithUser>
  );
}
