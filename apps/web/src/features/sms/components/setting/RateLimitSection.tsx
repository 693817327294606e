import { Alert, Button, Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZSmsSettingsUpdateSchema } from '@beacon/shared/validation/sms';
import { schemaRule } from '@/shared/forms/schema-rule';
import type { SmsSettings } from '@beacon/shared/api/sms-settings';
import { useSaveSettings } from './use-save-settings';

const LIMITS = ['dailyLimit', 'perNumberLimit', 'globalRateLimit', 'perSecondRate'] as const;
type LimitName = (typeof LIMITS)[number];
type LimitValues = Record<LimitName, number | null>;

/** 0 and blank both mean "no limit" (spec section 5); shown blank so the placeholder can say so. */
const toField = (limit: number): number | null => (limit > 0 ? limit : null);

/** Daily, per-number, global and per-second limits. */
export function RateLimitSection({ settings }: { settings: SmsSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LimitValues>();
  const { save, isSaving } = useSaveSettings(form);

  return (
    <Form<LimitValues>
      form={form}
      layout="vertical"
      initialValues={Object.fromEntries(LIMITS.map((name) => [name, toField(settings[name])]))}
      onFinish={(values) =>
        save(Object.fromEntries(LIMITS.map((name) => [name, values[name] ?? 0])), () =>
          form.setFieldsValue(Object.fromEntries(LIMITS.map((name) => [name, toField(values[name] ?? 0)]))),
        )
      }
      style={{ maxWidth: 720 }}
    >
      <Alert type="info" showIcon title={t('sms.setting.noLimitHelp')} style={{ marginBottom: 16 }} />
      <Row gutter={16}>
        {LIMITS.map((name) => (
          <Col key={name} xs={24} md={12}>
            <Form.Item
              name={name}
              label={t(`sms.setting.${name}`)}
              extra={t(`sms.setting.${name}Help`)}
              rules={[schemaRule(ZSmsSettingsUpdateSchema.shape[name], t)]}
            >
              <InputNumber
                style={{ width: '100%' }}
                placeholder={t('sms.setting.noLimit')}
                aria-label={t(`sms.setting.${name}`)}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" loading={isSaving}>
        {t('sms.setting.save')}
      </Button>
    </Form>
  );
}
