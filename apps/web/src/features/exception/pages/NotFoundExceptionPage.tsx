import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ExceptionResult } from '../components/ExceptionResult';

/** The 404 exception page; "Retry" goes back to the page that failed to find what it wanted. */
export default function NotFoundExceptionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ExceptionResult
      status="404"
      textKey="exception.404"
      extra={<Button onClick={() => void navigate(-1)}>{t('exception.action.retry')}</Button>}
    />
  );
}
