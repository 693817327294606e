import { App, Button, Col, Flex, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FRAUD_SETTING_RANGES,
  ZFraudSettingsUpdateSchema,
  type FraudSettings,
} from '@beacon/shared/api/fraud-guard';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { schemaRule, validationText } from '@/shared/forms/schema-rule';
import { useLocale } from '@/shared/i18n';
import { ApiError, getFieldErrors, hasErrorCode } from '@/shared/request';
import { useUpdateFraudSettings } from '@/features/sms/verify-queries';
import { TagListField } from './TagListField';

const THRESHOLDS = [
  'minVerifications',
  'minConversionPercent',
  'spikeMinMessages',
  'spikeMultiplier',
] as const;
type Threshold = (typeof THRESHOLDS)[number];
type FraudValues = Record<Threshold, number | null> & { enabled: boolean; allowedPrefixes: string[] };

const PREFIXES = ZFraudSettingsUpdateSchema.shape.allowedPrefixes;
const isBadPrefix = (entry: string) => !PREFIXES.safeParse([entry]).success;

/** Unit keys shown inside the fields (a bare "×" would read as a clear button). */
const UNITS: Partial<Record<Threshold, string>> = {
  minConversionPercent: 'sms.fraud.unit.percent',
  spikeMultiplier: 'sms.fraud.unit.times',
};

const valuesOf = (settings: FraudSettings): FraudValues => ({
  enabled: settings.enabled,
  minVerifications: settings.minVerifications,
  minConversionPercent: settings.minConversionPercent,
  spikeMinMessages: settings.spikeMinMessages,
  spikeMultiplier: settings.spikeMultiplier,
  allowedPrefixes: settings.allowedPrefixes.map((prefix) => `+${prefix}`),
});

/**
 * The account's fraud guard thresholds and allow-listed prefixes, checked by the shared rule before they go
 * and by the server after; read-only for members who are not owners or admins.
 */
export function FraudSettingsForm({ settings, canEdit }: { settings: FraudSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<FraudValues>();
  const update = useUpdateFraudSettings();
  const enabled = Form.useWatch('enabled', form) ?? settings.enabled;

  function save(values: FraudValues) {
    const patch = {
      enabled: values.enabled,
      ...Object.fromEntries(THRESHOLDS.map((name) => [name, values[name]])),
      allowedPrefixes: values.allowedPrefixes,
    };
    update.mutate(patch, {
      onSuccess: (saved) => {
        void message.success(t('sms.fraud.saved'));
        form.setFieldsValue(valuesOf(saved));
      },
      onError: (error) => {
        const fields = hasErrorCode(error, ErrorCode.INVALID_PARAMETER) ? getFieldErrors(error) : {};
        const names = Object.keys(fields).filter((name) => name in patch);
        if (names.length > 0) {
          form.setFields(names.map((name) => ({ name: name as never, errors: [fields[name] ?? ''] })));
        } else if (error instanceof ApiError) {
          void message.error(error.message);
        }
      },
    });
  }

  return (
    <Form<FraudValues>
      form={form}
      layout="vertical"
      disabled={!canEdit}
      initialValues={valuesOf(settings)}
      onFinish={save}
      style={{ maxWidth: 720 }}
      aria-label={t('sms.fraud.settingsTitle')}
    >
      <Form.Item label={t('sms.fraud.enabled')} extra={t('sms.fraud.enabledHelp')}>
        <Flex gap={8} align="center">
          <Form.Item name="enabled" valuePropName="checked" noStyle>
            <Switch aria-label={t('sms.fraud.enabled')} />
          </Form.Item>
          <Typography.Text type={enabled ? 'success' : 'warning'}>
            {t(enabled ? 'sms.fraud.on' : 'sms.fraud.off')}
          </Typography.Text>
        </Flex>
      </Form.Item>
      <Typography.Paragraph type="secondary">
        {t('sms.fraud.window', { minutes: settings.windowMinutes })}
      </Typography.Paragraph>
      <Row gutter={16}>
        {THRESHOLDS.map((name) => {
          const range = FRAUD_SETTING_RANGES[name];
          return (
            <Col key={name} xs={24} md={12}>
              <Form.Item
                name={name}
                label={t(`sms.fraud.${name}`)}
                extra={t(`sms.fraud.${name}Help`, {
                  min: range.min.toLocaleString(locale),
                  max: range.max.toLocaleString(locale),
                })}
                rules={[
                  { required: true, message: validationText('fraudSettingInvalid', t) },
                  schemaRule(ZFraudSettingsUpdateSchema.shape[name], t),
                ]}
              >
                <InputNumber
                  style={{ width: '100%' }}
                  aria-label={t(`sms.fraud.${name}`)}
                  suffix={UNITS[name] && t(UNITS[name])}
                />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
      <TagListField
        name="allowedPrefixes"
        label={t('sms.fraud.allowedPrefixes')}
        extra={t('sms.fraud.allowedPrefixesHelp')}
        placeholder={t('sms.fraud.allowedPrefixesPlaceholder')}
        schema={PREFIXES}
        isBad={isBadPrefix}
        badMessageKey="fraudPrefixInvalid"
      />
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('sms.fraud.save')}
        </Button>
      )}
    </Form>
  );
}
