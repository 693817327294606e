import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SmsLogStatus } from '@beacon/shared/validation/sms-log';
import { STATUS_COLORS } from '@/features/sms/lib/status-colors';

export function StatusTag({ status }: { status: SmsLogStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`sms.status.${status}`)}
    </Tag>
  );
}
