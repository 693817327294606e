import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RechargeStatus } from '@beacon/shared/api/finance';

export function RechargeStatusTag({ status }: { status: RechargeStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'SUCCESS' ? 'success' : 'warning'}>{t(`finance.rechargeStatus.${status}`)}</Tag>
  );
}
