import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SenderIdRequestStatus } from '@beacon/shared/validation/sender-id-request';

const COLOURS: Record<SenderIdRequestStatus, string> = {
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
};

export function StatusTag({ status }: { status: SenderIdRequestStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`senderid.status.${status}`)}</Tag>;
}
