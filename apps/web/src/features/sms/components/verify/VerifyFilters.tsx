import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Grid, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFY_STATUSES, ZVerifyListRequestSchema } from '@beacon/shared/api/verify';
import { SMS_COUNTRIES } from '@beacon/shared/validation/sms';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocale } from '@/shared/i18n';
import { countryOptions, filterCountryOption } from '@/features/sms/lib/country-names';
import type { VerifyFilters as Filters } from '@/features/sms/verify-queries';

interface VerifyFiltersProps {
  filters: Filters;
  onApply: (filters: Filters) => void;
}

/** Status, country and the number (or its leading digits) of the recent verifications. */
export function VerifyFilters({ filters, onApply }: VerifyFiltersProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = Form.useForm<Filters>();
  const countries = useMemo(() => countryOptions(SMS_COUNTRIES, locale), [locale]);
  const isWide = Grid.useBreakpoint().sm !== false;

  return (
    <Form<Filters>
      form={form}
      layout={isWide ? 'inline' : 'vertical'}
      // Remounted by the page when the filters change from outside, so these are always the applied ones.
      initialValues={filters}
      onFinish={(values) =>
        onApply({
          status: values.status?.length ? values.status : undefined,
          country: values.country ?? undefined,
          phone: values.phone?.trim() || undefined,
        })
      }
      style={{ rowGap: 12 }}
    >
      <Form.Item name="status" label={t('sms.verify.filter.status')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={t('sms.verify.filter.anyStatus')}
          style={{ minWidth: 200 }}
          options={VERIFY_STATUSES.map((status) => ({
            value: status,
            label: t(`sms.verify.status.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="country" label={t('sms.verify.filter.country')}>
        <Select
          allowClear
          showSearch={{ filterOption: filterCountryOption }}
          placeholder={t('sms.verify.filter.anyCountry')}
          style={{ width: 200 }}
          options={countries}
        />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('sms.verify.filter.phone')}
        rules={[schemaRule(ZVerifyListRequestSchema.shape.phone, t)]}
      >
        <Input allowClear placeholder="+14155550100" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('sms.verify.filter.apply')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => onApply({})}>
            {t('sms.verify.filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
