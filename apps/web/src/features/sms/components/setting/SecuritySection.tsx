import { Button, Flex, Form, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SmsSettings } from '@beacon/shared/api/sms-settings';
import { IP_LIST, isBadIpEntry } from '@/features/sms/lib/ip-entries';
import { TagListField } from './TagListField';
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
      <TagListField
        name="ipWhitelist"
        label={t('sms.setting.ipWhitelist')}
        extra={t('sms.setting.ipWhitelistHelp')}
        placeholder={t('sms.setting.ipWhitelistPlaceholder')}
        schema={IP_LIST}
        isBad={isBadIpEntry}
        badMessageKey="ipEntryInvalid"
      />
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
