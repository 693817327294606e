import { LockOutlined, MailOutlined, MessageOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@beacon/shared/api/user';
import { USER_PATHS } from '../routes';
import { useSetTwoFactor } from '../queries';
import { TotpDisableModal } from './TotpDisableModal';
import { TotpSetupModal } from './TotpSetupModal';

type Channel = 'email' | 'sms';

/**
 * How sign-in asks for the second factor: a code by e-mail, by SMS (with a bound phone), or — stronger — an
 * authenticator app, which replaces both while it is on.
 */
export function TwoFactorCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setChannel = useSetTwoFactor();
  // The channel being saved: shown as chosen from the click on (not only once the request is under way).
  const [choosing, setChoosing] = useState<Channel | null>(null);
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null);
  const isAuthenticator = user.twoFactor === 'totp';

  return (
    <Card title={t('user.twoFactor.title')} variant="borderless">
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('user.twoFactor.description')}</Typography.Text>
        <Radio.Group
          aria-label={t('user.twoFactor.channel')}
          // The choice shows at once while it is saved (the group is disabled meanwhile); a refusal puts
          // the saved one back.
          value={isAuthenticator ? undefined : (choosing ?? user.twoFactor)}
          disabled={isAuthenticator || choosing !== null}
          onChange={(event) => {
            const channel = event.target.value as Channel;
            setChoosing(channel);
            setChannel.mutate(channel, {
              onSettled: () => setChoosing(null),
              onSuccess: () =>
                void message.success(
                  t(channel === 'sms' ? 'user.twoFactor.savedSms' : 'user.twoFactor.savedEmail'),
                ),
            });
          }}
        >
          <Space orientation="vertical">
            <Radio value="email">
              <MailOutlined /> {t('user.twoFactor.email', { email: user.email })}
            </Radio>
            {/* A Radio's own `disabled` overrides the group's, so the authenticator case is repeated here. */}
            <Radio value="sms" disabled={!user.phone || isAuthenticator}>
              <MessageOutlined />{' '}
              {user.phone ? t('user.twoFactor.sms', { phone: user.phone }) : t('user.twoFactor.smsNoPhone')}
            </Radio>
          </Space>
        </Radio.Group>
        {!user.phone && !isAuthenticator && (
          <Typography.Text>
            <Link to={USER_PATHS.securityPhone}>{t('user.twoFactor.bindPhone')}</Link>
          </Typography.Text>
        )}
        <Card size="small" style={{ background: 'transparent' }}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Flex vertical gap={4} style={{ flex: '1 1 260px' }}>
              <Space>
                <LockOutlined />
                <Typography.Text strong>{t('user.totp.title')}</Typography.Text>
                {isAuthenticator ? (
                  <Tag color="success">{t('user.totp.on')}</Tag>
                ) : (
                  <Tag>{t('user.totp.off')}</Tag>
                )}
              </Space>
              <Typography.Text type="secondary">{t('user.totp.description')}</Typography.Text>
            </Flex>
            {isAuthenticator ? (
              <Button danger onClick={() => setDialog('disable')}>
                {t('user.totp.turnOff')}
              </Button>
            ) : (
              <Button type="primary" onClick={() => setDialog('setup')}>
                {t('user.totp.setUp')}
              </Button>
            )}
          </Flex>
        </Card>
        {isAuthenticator && <Alert type="info" showIcon title={t('user.twoFactor.authenticatorActive')} />}
      </Flex>
      <TotpSetupModal open={dialog === 'setup'} onClose={() => setDialog(null)} />
      <TotpDisableModal open={dialog === 'disable'} onClose={() => setDialog(null)} />
    </Card>
  );
}
