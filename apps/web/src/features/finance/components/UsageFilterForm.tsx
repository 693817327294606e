import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LEDGER_ENTRY_TYPES, type LedgerEntryType } from '@beacon/shared/api/finance';
import { pickerFormatsOf } from '@/shared/format/date';
import { useUserInfo } from '@/shared/session';
import { EMPTY_USAGE_FILTERS, daysToRange, rangeToDays, type UsageFilters } from '../lib/usage-filters';

interface FilterValues {
  accountId?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
  type?: LedgerEntryType[];
}

interface UsageFilterFormProps {
  filters: UsageFilters;
  onApply: (filters: UsageFilters) => void;
}

/** Sub-account (any of the user's accounts), days in the user's timezone, entry types. */
export function UsageFilterForm({ filters, onApply }: UsageFilterFormProps) {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const tz = user?.timezone ?? 'UTC';
  const pickers = pickerFormatsOf(user?.timeFormat ?? '');
  const accounts = user?.accounts ?? [];
  const [form] = Form.useForm<FilterValues>();

  function apply(values: FilterValues) {
    onApply({
      accountId: values.accountId && values.accountId !== user?.currentAccount ? values.accountId : undefined,
      ...daysToRange(values.days, tz),
      type: values.type ?? [],
    });
  }

  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      // Remounted by the page when the filters change from outside, so these are always the applied ones.
      initialValues={{
        accountId: filters.accountId ?? user?.currentAccount ?? undefined,
        days: rangeToDays(filters, tz),
        type: filters.type,
      }}
      onFinish={apply}
      style={{ rowGap: 12 }}
    >
      <Form.Item name="accountId" label={t('finance.usage.filter.account')}>
        <Select
          style={{ minWidth: 200 }}
          options={accounts.map((account) => ({
            value: account.accountId,
            label: `${account.name} (${account.currency})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="days" label={t('finance.usage.filter.range')}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          format={pickers.date}
          style={{ maxWidth: '100%' }}
        />
      </Form.Item>
      <Form.Item name="type" label={t('finance.usage.filter.type')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('finance.usage.filter.allTypes')}
          style={{ minWidth: 200 }}
          options={LEDGER_ENTRY_TYPES.map((type) => ({ value: type, label: t(`finance.ledger.${type}`) }))}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('finance.usage.filter.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => onApply(EMPTY_USAGE_FILTERS)}>
            {t('finance.usage.filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
