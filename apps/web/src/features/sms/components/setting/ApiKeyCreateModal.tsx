import { Alert, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZApiKeyCreateSchema } from '@beacon/shared/validation/sms';
import { schemaRule } from '@/shared/forms/schema-rule';
import { ApiError } from '@/shared/request';
import type { CreatedApiKey } from '@beacon/shared/api/api-keys';
import { curlExample } from '@/features/sms/lib/curl-example';
import { useCreateApiKey } from '@/features/sms/queries';

interface ApiKeyCreateModalProps {
  open: boolean;
  accountId: string;
  onClose: () => void;
}

/**
 * Creates a key, then shows its secret — the one time it exists outside the server's hash. Closing forgets
 * it: the component state is dropped with the dialog.
 */
export function ApiKeyCreateModal({ open, accountId, onClose }: ApiKeyCreateModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const copy = { tooltips: [t('common.action.copy'), t('common.state.copied')] };

  function close() {
    setCreated(null);
    create.reset();
    onClose();
  }

  return (
    <Modal
      open={open}
      title={created ? t('sms.apiKey.createdTitle') : t('sms.apiKey.createTitle')}
      okText={created ? t('sms.apiKey.done') : t('sms.apiKey.create')}
      cancelText={t('common.action.cancel')}
      cancelButtonProps={created ? { style: { display: 'none' } } : undefined}
      confirmLoading={create.isPending}
      onOk={() => (created ? close() : form.submit())}
      onCancel={close}
      mask={{ closable: !created }}
      width={680}
      destroyOnHidden
    >
      {created ? (
        <>
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('sms.apiKey.secretOnce')} />
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'name', label: t('sms.apiKey.name'), children: created.name },
              {
                key: 'keyId',
                label: t('sms.apiKey.keyId'),
                children: (
                  <Typography.Text code copyable={copy}>
                    {created.keyId}
                  </Typography.Text>
                ),
              },
              {
                key: 'secret',
                label: t('sms.apiKey.secret'),
                children: (
                  <Typography.Text code copyable={copy} data-testid="api-key-secret">
                    {created.secret}
                  </Typography.Text>
                ),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('sms.apiKey.example')}
          </Typography.Title>
          <Typography.Paragraph
            copyable={{ ...copy, text: curlExample(created, accountId, window.location.origin) }}
          >
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
              {curlExample(created, accountId, window.location.origin)}
            </pre>
          </Typography.Paragraph>
        </>
      ) : (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(values) =>
            create.mutate(values.name.trim(), {
              onSuccess: (key) => setCreated(key),
            })
          }
        >
          <Form.Item
            name="name"
            label={t('sms.apiKey.name')}
            extra={t('sms.apiKey.nameHelp')}
            rules={[schemaRule(ZApiKeyCreateSchema.shape.name, t)]}
          >
            <Input maxLength={64} placeholder={t('sms.apiKey.namePlaceholder')} autoFocus />
          </Form.Item>
          {create.error instanceof ApiError && <Alert type="error" showIcon title={create.error.message} />}
        </Form>
      )}
    </Modal>
  );
}
