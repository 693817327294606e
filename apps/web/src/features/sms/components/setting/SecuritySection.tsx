import { Button, Flex, Form, Select, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { validationText } from '@/shared/forms/schema-rule';
import type { SmsSettings } from '@beacon/shared/api/sms-settings';
import { IP_LIST, isBadIpEntry } from '@/features/sms/lib/ip-entries';
import { useSaveSettings } from './use-save-settings';

interface SecurityValues {
  ipWhitelist: string[];
  signatureEnabled: boolean;
}

/** Who may call the send API (IP whitelist) and whether webhooks carry a signature. */
export function SecuritySection({ settings }: { settings: SmsSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SecurityValues>();
  const { save, isSaving } = useSaveSettings(form);

  return (
    <Form<SecurityValues>
      form={form}
      layout="vertical"
      initialValues={{ ipWhitelist: settings.ipWhitelist, signatureEnabled: settings.signatureEnabled }}
      onFinish={(values) =>
        save({ ipWhitelist: values.ipWhitelist, signatureEnabled: values.signatureEnabled })
      }
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        name="ipWhitelist"
        label={t('sms.setting.ipWhitelist')}
        extra={t('sms.setting.ipWhitelistHelp')}
        rules={[
          {
            validator: async (_rule, value: string[] | undefined) => {
              const entries = value ?? [];
              const bad = entries.filter(isBadIpEntry);
              if (bad.length > 0) {
                throw new Error(`${validationText('ipEntryInvalid', t)} (${bad.join(', ')})`);
              }
              const result = IP_LIST.safeParse(entries);
              if (!result.success) throw new Error(validationText(result.error.issues[0]?.message, t));
            },
          },
        ]}
      >
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', ' ', '\n', ';']}
          placeholder={t('sms.setting.ipWhitelistPlaceholder')}
          aria-label={t('sms.setting.ipWhitelist')}
          tagRender={({ label, value, closable, onClose }) => (
            <Tag
              color={isBadIpEntry(String(value)) ? 'error' : undefined}
              closable={closable}
              onClose={onClose}
              style={{ marginInlineEnd: 4, fontFamily: 'monospace' }}
            >
              {label}
            </Tag>
          )}
        />
      </Form.Item>
      <Form.Item label={t('sms.setting.signatureEnabled')} extra={t('sms.setting.signatureHelp')}>
        <Flex gap={8} align="center">
          <Form.Item name="signatureEnabled" valuePropName="checked" noStyle>
            <Switch aria-label={t('sms.setting.signatureEnabled')} />
          </Form.Item>
          <Typography.Text type="secondary">X-Signature: t=…,v1=…</Typography.Text>
        </Flex>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSaving}>
        {t('sms.setting.save')}
      </Button>
    </Form>
  );
}
