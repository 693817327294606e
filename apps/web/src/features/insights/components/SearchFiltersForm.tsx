import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ZInsightsMessageSearchSchema, type InsightsAccountCard } from '@beacon/shared/api/insights';
import { SMS_COUNTRIES } from '@beacon/shared/validation/sms';
import { SMS_LOG_STATUSES } from '@beacon/shared/validation/sms-log';
import { schemaRule } from '@/shared/forms/schema-rule';
import type { InsightFormat } from '../lib/use-insight-format';
import type { SearchFilters } from '../lib/search-filters';

interface SearchFiltersFormProps {
  accounts: readonly InsightsAccountCard[];
  format: InsightFormat;
  onApply: (filters: SearchFilters) => void;
}

/** Account, phone, status, country and days; the phone is checked with the server's own rule. */
export function SearchFiltersForm({ accounts, format, onApply }: SearchFiltersFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SearchFilters>();
  const countries = useMemo(
    () =>
      SMS_COUNTRIES.map((code) => ({ value: code, label: `${format.country(code)} (${code})` })).sort(
        (a, b) => a.label.localeCompare(b.label),
      ),
    [format],
  );
  return (
    <Form<SearchFilters> form={form} layout="inline" onFinish={onApply} style={{ rowGap: 12 }}>
      <Form.Item name="accountId" label={t('insights.common.account')}>
        <Select
          allowClear
          placeholder={t('insights.search.anyAccount')}
          style={{ width: 200 }}
          options={accounts.map((account) => ({ value: account.accountId, label: account.name }))}
        />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('insights.search.phone')}
        rules={[schemaRule(ZInsightsMessageSearchSchema.shape.phone, t)]}
      >
        <Input allowClear placeholder="+14155550100" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status" label={t('insights.search.status')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={t('insights.search.anyStatus')}
          style={{ minWidth: 200 }}
          options={SMS_LOG_STATUSES.map((status) => ({
            value: status,
            label: t(`insights.status.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="country" label={t('insights.search.country')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('insights.search.anyCountry')}
          style={{ width: 200 }}
          options={countries}
        />
      </Form.Item>
      <Form.Item name="days" label={t('insights.search.days')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('insights.search.apply')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onApply({});
            }}
          >
            {t('insights.search.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
