import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an admin page shows when its data could not be loaded, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('admin.common.loadFailed')}
      extra={<Button onClick={onRetry}>{t('common.action.retry')}</Button>}
    />
  );
}
