import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an insight shows when its figures could not be loaded, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('insights.common.loadFailed')}
      action={<Button onClick={onRetry}>{t('common.action.retry')}</Button>}
    />
  );
}
