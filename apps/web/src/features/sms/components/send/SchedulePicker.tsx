import { DatePicker, Flex, Form, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MAX_SCHEDULE_AHEAD_MS } from '@beacon/shared/validation/sms';
import { fromPickerValue, nowInZone, useUserTime } from '@/features/sms/lib/user-time';

/** Optional send time, picked and shown in the user's timezone and time format, a year ahead at most. */
export function SchedulePicker({ timezone }: { timezone: string }) {
  const { t } = useTranslation();
  const { pickers } = useUserTime();
  const isScheduled = Form.useWatch('isScheduled') as boolean | undefined;
  const now = nowInZone(timezone);
  const latest = now.add(MAX_SCHEDULE_AHEAD_MS, 'millisecond');

  return (
    <>
      <Flex gap={8} align="center" style={{ marginBottom: isScheduled ? 8 : 24 }}>
        <Form.Item name="isScheduled" valuePropName="checked" noStyle>
          <Switch size="small" aria-label={t('sms.schedule.toggle')} />
        </Form.Item>
        <label htmlFor="isScheduled">{t('sms.schedule.toggle')}</label>
      </Flex>
      {isScheduled && (
        <Form.Item
          name="sendAt"
          label={t('sms.schedule.at')}
          extra={t('sms.schedule.timezone', { timezone })}
          rules={[
            {
              validator: async (_rule, value: Dayjs | null | undefined) => {
                if (!value) throw new Error(t('sms.schedule.required'));
                const at = Date.parse(fromPickerValue(value, timezone));
                if (at <= Date.now()) throw new Error(t('sms.schedule.past'));
                if (at - Date.now() > MAX_SCHEDULE_AHEAD_MS) throw new Error(t('sms.schedule.tooFar'));
              },
            },
          ]}
        >
          <DatePicker
            showTime={{ format: pickers.time }}
            format={pickers.dateTime}
            disabledDate={(day) => day.isBefore(now, 'day') || day.isAfter(latest, 'day')}
            style={{ width: 240 }}
          />
        </Form.Item>
      )}
    </>
  );
}
