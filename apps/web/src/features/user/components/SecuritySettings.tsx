import { KeyOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@beacon/shared/api/user';
import { useFormatDate } from '@/shared/format/use-format-date';
import { USER_PATHS } from '../routes';
import { DevicesCard } from './DevicesCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

interface SettingRow {
  key: string;
  icon: ReactNode;
  title: string;
  status: string;
  action: ReactNode;
}

/** The security settings: password, phone, second factor, sessions and trusted browsers. */
export function SecuritySettings({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const rows: SettingRow[] = [
    {
      key: 'password',
      icon: <KeyOutlined />,
      title: t('user.security.password'),
      status: user.passwordChangedAt
        ? t('user.security.passwordChanged', { date: formatDate(user.passwordChangedAt) })
        : t('user.security.passwordNeverChanged'),
      action: (
        <Link to={USER_PATHS.securityPassword}>
          <Button>{t('user.security.change')}</Button>
        </Link>
      ),
    },
    {
      key: 'phone',
      icon: <MobileOutlined />,
      title: t('user.security.phone'),
      status: user.phone
        ? t('user.security.phoneBound', { phone: user.phone })
        : t('user.security.phoneNone'),
      action: (
        <Link to={USER_PATHS.securityPhone}>
          <Button type={user.phone ? 'default' : 'primary'}>
            {user.phone ? t('user.security.change') : t('user.security.bind')}
          </Button>
        </Link>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        {rows.map((row, index) => (
          <div key={row.key}>
            {index > 0 && <Divider style={{ margin: '16px 0' }} />}
            <Flex align="center" gap={16} wrap>
              <span style={{ fontSize: 20 }}>{row.icon}</span>
              <Flex vertical style={{ flex: '1 1 240px' }}>
                <Typography.Text strong>{row.title}</Typography.Text>
                <Typography.Text type="secondary">{row.status}</Typography.Text>
              </Flex>
              {row.action}
            </Flex>
          </div>
        ))}
      </Card>
      <TwoFactorCard user={user} />
      <SessionsCard />
      <DevicesCard />
    </Flex>
  );
}
