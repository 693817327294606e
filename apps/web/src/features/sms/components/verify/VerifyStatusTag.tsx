import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VerifyStatus } from '@beacon/shared/api/verify';

/** Green approved, blue still waiting for its code, orange ran out of time, red too many wrong codes. */
const COLORS: Record<VerifyStatus, string> = {
  pending: 'processing',
  approved: 'success',
  expired: 'warning',
  canceled: 'default',
  max_attempts: 'error',
};

export function VerifyStatusTag({ status }: { status: VerifyStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`sms.verify.status.${status}`)}
    </Tag>
  );
}
