import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZSmsSettingsUpdateSchema } from '@beacon/shared/validation/sms';
import { schemaRule, validationText } from '@/shared/forms/schema-rule';
import { generateSecret } from '@/features/sms/lib/generate-secret';
import { useSaveSettings } from './use-save-settings';

interface WebhookSecretModalProps {
  open: boolean;
  /** Rotating replaces a secret that is set; the old one keeps working for 24 hours. */
  isRotation: boolean;
  onClose: () => void;
}

/** Sets or rotates the write-only webhook secret; the value is shown only while this dialog is open. */
export function WebhookSecretModal({ open, isRotation, onClose }: WebhookSecretModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ webhookSecret: string }>();
  const { save, isSaving } = useSaveSettings(form);

  return (
    <Modal
      open={open}
      title={isRotation ? t('sms.secret.rotateTitle') : t('sms.secret.setTitle')}
      okText={isRotation ? t('sms.secret.rotate') : t('sms.secret.set')}
      cancelText={t('common.action.cancel')}
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ webhookSecret: generateSecret() }}
        onFinish={(values) => save({ webhookSecret: values.webhookSecret }, onClose)}
      >
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('sms.secret.writeOnly')}
          description={isRotation ? t('sms.secret.rotationHelp') : undefined}
        />
        <Form.Item
          name="webhookSecret"
          label={t('sms.secret.label')}
          rules={[
            schemaRule(ZSmsSettingsUpdateSchema.shape.webhookSecret.unwrap(), t),
            { required: true, message: validationText('webhookSecretInvalid', t) },
          ]}
        >
          <Input style={{ fontFamily: 'monospace' }} autoComplete="off" />
        </Form.Item>
        <Space>
          <Button onClick={() => form.setFieldValue('webhookSecret', generateSecret())}>
            {t('sms.secret.generate')}
          </Button>
          <Typography.Text
            copyable={{
              text: () => String(form.getFieldValue('webhookSecret') ?? ''),
              tooltips: [t('common.action.copy'), t('common.state.copied')],
            }}
          >
            {t('sms.secret.copy')}
          </Typography.Text>
        </Space>
      </Form>
    </Modal>
  );
}
