import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_STATUS } from '@beacon/shared/validation/templates';

const COLORS: Record<number, string> = {
  [TEMPLATE_STATUS.REJECTED]: 'error',
  [TEMPLATE_STATUS.APPROVED]: 'success',
  [TEMPLATE_STATUS.PENDING]: 'processing',
};

/** Review state (spec section 4): pending review, approved, rejected. */
export function TemplateStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`sms.template.status.${status}`)}
    </Tag>
  );
}
