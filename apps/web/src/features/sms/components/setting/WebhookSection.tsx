import { ExperimentOutlined, KeyOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Divider, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZSmsSettingsUpdateSchema } from '@beacon/shared/validation/sms';
import { schemaRule } from '@/shared/forms/schema-rule';
import type { SmsSettings } from '@beacon/shared/api/sms-settings';
import type { WebhookKind } from '@beacon/shared/api/webhooks';
import { SMS_LOG_PATH } from '@/features/sms/routes';
import { useTestWebhook } from '@/features/sms/queries';
import { useSaveSettings } from './use-save-settings';
import { WebhookDeliveryTable } from './WebhookDeliveryTable';
import { WebhookSecretModal } from './WebhookSecretModal';

interface WebhookValues {
  statusWebhookUrl: string;
  moWebhookUrl: string;
}

const URL_FIELDS: { name: keyof WebhookValues; kind: WebhookKind }[] = [
  { name: 'statusWebhookUrl', kind: 'status' },
  { name: 'moWebhookUrl', kind: 'inbound' },
];

function TestButton({ kind, isSaved }: { kind: WebhookKind; isSaved: boolean }) {
  const { t } = useTranslation();
  const test = useTestWebhook();
  return (
    <Flex vertical gap={8} style={{ marginTop: -12, marginBottom: 24 }}>
      <div>
        <Button
          icon={<ExperimentOutlined />}
          disabled={!isSaved}
          loading={test.isPending}
          onClick={() => test.mutate(kind)}
        >
          {t('sms.webhook.test')}
        </Button>
        {!isSaved && (
          <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
            {t('sms.webhook.testNeedsUrl')}
          </Typography.Text>
        )}
      </div>
      {test.data && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => test.reset() }}
          title={t('sms.webhook.testQueued', { id: test.data.deliveryId })}
          description={t('sms.webhook.testHelp', { path: SMS_LOG_PATH })}
        />
      )}
    </Flex>
  );
}

/**
 * The webhook settings, then the recent deliveries — where a test event's outcome shows — at full width,
 * since the table has more columns than the form's width allows.
 */
export function WebhookSection({ settings }: { settings: SmsSettings }) {
  return (
    <>
      <WebhookSettings settings={settings} />
      <Divider />
      <WebhookDeliveryTable />
    </>
  );
}

/** Where delivery reports and inbound messages are POSTed, the signing secret, and a test event per URL. */
function WebhookSettings({ settings }: { settings: SmsSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WebhookValues>();
  const { save, isSaving } = useSaveSettings(form);
  const [secretModal, setSecretModal] = useState(false);
  const saved: Record<keyof WebhookValues, string | null> = {
    statusWebhookUrl: settings.statusWebhookUrl,
    moWebhookUrl: settings.moWebhookUrl,
  };

  return (
    <div style={{ maxWidth: 720 }}>
      <Form<WebhookValues>
        form={form}
        layout="vertical"
        initialValues={{
          statusWebhookUrl: saved.statusWebhookUrl ?? '',
          moWebhookUrl: saved.moWebhookUrl ?? '',
        }}
        onFinish={(values) =>
          save({ statusWebhookUrl: values.statusWebhookUrl.trim(), moWebhookUrl: values.moWebhookUrl.trim() })
        }
      >
        {URL_FIELDS.map(({ name, kind }) => (
          <div key={name}>
            <Form.Item
              name={name}
              label={t(`sms.setting.${name}`)}
              extra={t(`sms.setting.${name}Help`)}
              rules={[schemaRule(ZSmsSettingsUpdateSchema.shape[name], t)]}
            >
              <Input placeholder="https://example.com/sms/events" allowClear />
            </Form.Item>
            <TestButton kind={kind} isSaved={Boolean(saved[name])} />
          </div>
        ))}
        <Button type="primary" htmlType="submit" loading={isSaving}>
          {t('sms.setting.save')}
        </Button>
      </Form>
      <Divider />
      <Typography.Title level={5}>{t('sms.secret.title')}</Typography.Title>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 8 }}>
        <Badge
          status={settings.webhookSecretSet ? 'success' : 'default'}
          text={settings.webhookSecretSet ? t('sms.secret.isSet') : t('sms.secret.notSet')}
        />
        <Button icon={<KeyOutlined />} onClick={() => setSecretModal(true)}>
          {settings.webhookSecretSet ? t('sms.secret.rotate') : t('sms.secret.set')}
        </Button>
        {settings.webhookSecretSet && <RemoveSecretButton />}
      </Flex>
      <Typography.Paragraph type="secondary">{t('sms.secret.help')}</Typography.Paragraph>
      <WebhookSecretModal
        open={secretModal}
        isRotation={settings.webhookSecretSet}
        onClose={() => setSecretModal(false)}
      />
    </div>
  );
}

function RemoveSecretButton() {
  const { t } = useTranslation();
  const { save, isSaving } = useSaveSettings();
  return (
    <Popconfirm
      title={t('sms.secret.removeTitle')}
      description={t('sms.secret.removeHelp')}
      okText={t('sms.secret.remove')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.action.cancel')}
      onConfirm={() => save({ webhookSecret: '' })}
    >
      <Button danger type="text" loading={isSaving}>
        {t('sms.secret.remove')}
      </Button>
    </Popconfirm>
  );
}
