import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '@/shared/permission';

/** Says "Admin centre" in the navbar while the console acts as an admin (an admin-only element). */
export function RoleBadge() {
  const { t } = useTranslation();
  return (
    <Permission roles={['admin']}>
      <Tag color="processing" icon={<SafetyCertificateOutlined />} style={{ marginInlineEnd: 0 }}>
        {t('layout.role.admin')}
      </Tag>
    </Permission>
  );
}
