import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list or page that could not load: what failed, and a retry. */
export function ListProblem({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={<Button onClick={onRetry}>{t('common.action.retry')}</Button>}
    />
  );
}
