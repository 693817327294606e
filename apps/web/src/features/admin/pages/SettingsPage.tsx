import { App, Button, Card, Checkbox, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILLING_COUNTRIES } from '@beacon/shared/constants/index';
import { SIGN_IN_METHODS, ZOrgSettingsSchema, type TOrgSettingsInput } from '@beacon/shared/validation/admin';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { adminApi } from '../api';
import { LoadFailed } from '../components/LoadFailed';
import { useAdminChange, useSettings } from '../queries';

const FIELDS = ZOrgSettingsSchema.shape;

/** The organisation's properties: name, billing contact, default country, two-factor rule, sign-in methods. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const settings = useSettings();
  const [form] = useLocalizedForm<TOrgSettingsInput>();
  const save = useAdminChange(adminApi.updateSettings);
  if (settings.isError) return <LoadFailed onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <LoadingBlock text={t('admin.common.loading')} />;
  return (
    <Card title={t('menu.admin.settings')}>
      <Form<TOrgSettingsInput>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={settings.data}
        onFinish={(values) =>
          save.mutate(values, { onSuccess: () => void message.success(t('admin.settings.saved')) })
        }
      >
        <Form.Item name="name" label={t('admin.settings.name')} rules={[schemaRule(FIELDS.name, t)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="billingContact"
          label={t('admin.settings.billingContact')}
          rules={[schemaRule(FIELDS.billingContact, t)]}
        >
          <Input type="email" placeholder="billing@example.com" />
        </Form.Item>
        <Form.Item name="defaultCountry" label={t('admin.settings.defaultCountry')}>
          <Select
            options={[
              { value: '', label: t('admin.settings.noCountry') },
              ...BILLING_COUNTRIES.map((code) => ({
                value: code,
                label: t(`common.country.${code}`, { defaultValue: code }),
              })),
            ]}
          />
        </Form.Item>
        <Form.Item
          name="requireTwoFactor"
          label={t('admin.settings.requireTwoFactor')}
          extra={t('admin.settings.requireTwoFactorHelp')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="signInMethods"
          label={t('admin.settings.signInMethods')}
          rules={[schemaRule(FIELDS.signInMethods, t)]}
        >
          <Checkbox.Group
            options={SIGN_IN_METHODS.map((method) => ({
              value: method,
              label: t(`admin.settings.method.${method}`),
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('admin.common.save')}
        </Button>
      </Form>
    </Card>
  );
}
