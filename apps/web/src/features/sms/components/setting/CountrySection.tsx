import { Button, Flex, Form, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_COUNTRIES, ZSmsSettingsUpdateSchema } from '@beacon/shared/validation/sms';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocale } from '@/shared/i18n';
import type { SmsSettings } from '@beacon/shared/api/sms-settings';
import { countryName, countryOptions, filterCountryOption } from '@/features/sms/lib/country-names';
import { useSaveSettings } from './use-save-settings';

interface CountryValues {
  disallowedCountries: string[];
}

/** Destinations the account refuses to send to (3005); searchable by code, English or Chinese name. */
export function CountrySection({ settings }: { settings: SmsSettings }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const other = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  const [form] = Form.useForm<CountryValues>();
  const { save, isSaving } = useSaveSettings(form);
  const options = useMemo(() => countryOptions(SMS_COUNTRIES, locale), [locale]);
  const chosen = (Form.useWatch('disallowedCountries', form) as string[] | undefined) ?? [];

  return (
    <Form<CountryValues>
      form={form}
      layout="vertical"
      initialValues={{ disallowedCountries: settings.disallowedCountries }}
      onFinish={(values) => save({ disallowedCountries: values.disallowedCountries })}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        name="disallowedCountries"
        label={t('sms.setting.disallowedCountries')}
        extra={t('sms.setting.disallowedHelp')}
        rules={[schemaRule(ZSmsSettingsUpdateSchema.shape.disallowedCountries, t)]}
      >
        <Select
          mode="multiple"
          allowClear
          showSearch={{ filterOption: filterCountryOption }}
          placeholder={t('sms.setting.disallowedPlaceholder')}
          options={options}
          optionRender={(option) => (
            <Flex justify="space-between" gap={8}>
              <span>{option.label}</span>
              <Typography.Text type="secondary">{countryName(String(option.value), other)}</Typography.Text>
            </Flex>
          )}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        {chosen.length === 0
          ? t('sms.setting.allAllowed')
          : t('sms.setting.blockedCount', { count: chosen.length })}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={isSaving}>
        {t('sms.setting.save')}
      </Button>
    </Form>
  );
}
