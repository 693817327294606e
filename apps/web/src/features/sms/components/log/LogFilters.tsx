import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Grid, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_COUNTRIES } from '@beacon/shared/validation/sms';
import {
  SMS_LOG_STATUSES,
  ZSmsLogFiltersSchema,
  type SmsLogDirection,
  type SmsLogStatus,
} from '@beacon/shared/validation/sms-log';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocale } from '@/shared/i18n';
import { countryOptions, filterCountryOption } from '@/features/sms/lib/country-names';
import {
  EMPTY_LOG_FILTERS,
  RANGE_PRESETS,
  daysToRange,
  presetDays,
  type LogFilters as Filters,
} from '@/features/sms/lib/log-filters';
import { toPickerValue, useUserTime } from '@/features/sms/lib/user-time';
import styles from './LogFilters.module.css';

type Days = [Dayjs | null, Dayjs | null];

interface FilterValues {
  days?: Days | null;
  status?: SmsLogStatus[];
  direction?: SmsLogDirection | 'all';
  phone?: string;
  country?: string;
}

/** The applied range as picker days; an open end (no `until`) stays empty rather than showing a day. */
function toDays(filters: Filters, tz: string): Days | null {
  if (!filters.since && !filters.until) return null;
  const start = filters.since ? toPickerValue(filters.since, tz).startOf('day') : null;
  // `until` is exclusive: a range ending at midnight ends on the day before.
  const end = filters.until
    ? toPickerValue(filters.until, tz).subtract(1, 'millisecond').startOf('day')
    : null;
  return [start, end];
}

const sameDay = (a: Dayjs | null | undefined, b: Dayjs | null | undefined) =>
  (!a && !b) || Boolean(a && b && a.isSame(b, 'day'));
const sameDays = (a: Days | null | undefined, b: Days | null) =>
  sameDay(a?.[0], b?.[0]) && sameDay(a?.[1], b?.[1]);

interface LogFiltersProps {
  filters: Filters;
  timezone: string;
  onApply: (filters: Filters) => void;
}

/** Date range (presets today / 7 / 30 days, in the user's timezone), status, direction, number, country. */
export function LogFilters({ filters, timezone, onApply }: LogFiltersProps) {
  const { pickers } = useUserTime();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = Form.useForm<FilterValues>();
  const countries = useMemo(() => countryOptions(SMS_COUNTRIES, locale), [locale]);
  const initialDays = toDays(filters, timezone);
  // Below the `sm` breakpoint (a phone) the filters stack, each as wide as the card.
  const isWide = Grid.useBreakpoint().sm !== false;

  function apply(values: FilterValues) {
    // A range that came with the link (the send result's exact start) stays exact until the days change.
    const range = sameDays(values.days, initialDays)
      ? { since: filters.since, until: filters.until }
      : daysToRange(values.days ?? [null, null], timezone);
    onApply({
      ...range,
      status: values.status ?? [],
      direction: values.direction === 'all' ? undefined : values.direction,
      phone: values.phone?.trim() || undefined,
      country: values.country,
    });
  }

  return (
    <Form<FilterValues>
      form={form}
      layout={isWide ? 'inline' : 'vertical'}
      // Remounted by the page when the filters change from outside, so these are always the applied ones.
      initialValues={{
        days: initialDays,
        status: filters.status,
        direction: filters.direction ?? 'all',
        phone: filters.phone,
        country: filters.country,
      }}
      onFinish={apply}
      style={{ rowGap: 12 }}
    >
      <Form.Item name="days" label={t('sms.log.filter.date')}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          format={pickers.date}
          style={isWide ? { maxWidth: '100%' } : { width: '100%' }}
          classNames={isWide ? undefined : { popup: { root: styles.phonePopup } }}
          // The presets column beside two stacked months would not fit a phone's width.
          presets={
            isWide
              ? RANGE_PRESETS.map((preset) => ({
                  label: t(`sms.log.preset.${preset}`),
                  value: presetDays(preset, timezone),
                }))
              : undefined
          }
        />
      </Form.Item>
      <Form.Item name="status" label={t('sms.log.filter.status')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={t('sms.log.filter.anyStatus')}
          style={{ minWidth: 200 }}
          options={SMS_LOG_STATUSES.map((status) => ({ value: status, label: t(`sms.status.${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="direction" label={t('sms.log.filter.direction')}>
        <Select
          style={{ width: 160 }}
          options={[
            { value: 'all', label: t('sms.log.direction.all') },
            { value: 'out', label: t('sms.log.direction.out') },
            { value: 'in', label: t('sms.log.direction.in') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('sms.log.filter.phone')}
        rules={[schemaRule(ZSmsLogFiltersSchema.shape.phone, t)]}
      >
        <Input allowClear placeholder="+14155550100" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="country" label={t('sms.log.filter.country')}>
        <Select
          allowClear
          showSearch={{ filterOption: filterCountryOption }}
          placeholder={t('sms.log.filter.anyCountry')}
          style={{ width: 200 }}
          options={countries}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('sms.log.filter.apply')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => onApply(EMPTY_LOG_FILTERS)}>
            {t('sms.log.filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
