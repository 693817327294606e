import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertStatus } from '@beacon/shared/validation/certification';

const COLORS: Record<CertStatus, string> = {
  auditing: 'processing',
  pass: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export function CertificationStatusTag({ status }: { status: CertStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`certification.status.${status}`)}</Tag>;
}
