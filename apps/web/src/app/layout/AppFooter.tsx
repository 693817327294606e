import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
      <Typography.Text type="secondary">
        {t('layout.footer.copyright', { year: new Date().getFullYear() })}
      </Typography.Text>
    </Layout.Footer>
  );
}
