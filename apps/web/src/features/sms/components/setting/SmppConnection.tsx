import { Alert, Button, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSmppInfo } from '@/features/sms/smpp-queries';

/** Where an ESME binds: host and port, the TLS port when the server has a certificate, and the limits. */
export function SmppConnection() {
  const { t } = useTranslation();
  const info = useSmppInfo();
  if (info.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (info.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('sms.smpp.infoFailed')}
        action={<Button onClick={() => void info.refetch()}>{t('common.action.retry')}</Button>}
      />
    );
  }
  const { data } = info;
  return (
    <section aria-labelledby="smpp-connection">
      <Typography.Title level={5} id="smpp-connection" style={{ marginTop: 0 }}>
        {t('sms.smpp.connection')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {t('sms.smpp.help')}
      </Typography.Paragraph>
      {!data.enabled && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('sms.smpp.disabled')} />
      )}
      {data.enabled && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'host',
              label: t('sms.smpp.host'),
              children: (
                <Typography.Text code copyable>
                  {data.host}
                </Typography.Text>
              ),
            },
            {
              key: 'port',
              label: t('sms.smpp.port'),
              children: <Typography.Text code>{data.port}</Typography.Text>,
            },
            {
              key: 'tls',
              label: t('sms.smpp.tlsPort'),
              children:
                data.tlsPort === null ? (
                  <Typography.Text type="secondary">{t('sms.smpp.tlsOff')}</Typography.Text>
                ) : (
                  <Typography.Text code>{data.tlsPort}</Typography.Text>
                ),
            },
            { key: 'binds', label: t('sms.smpp.maxBinds'), children: data.maxBinds },
            { key: 'window', label: t('sms.smpp.window'), children: data.window },
            {
              key: 'idle',
              label: t('sms.smpp.idleTimeout'),
              children: t('sms.smpp.seconds', { count: data.idleTimeoutSeconds }),
            },
          ]}
        />
      )}
    </section>
  );
}
