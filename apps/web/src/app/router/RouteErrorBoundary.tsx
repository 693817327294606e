import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Catches what a page throws while loading or rendering (a chunk that failed to download after a deploy, a
 * bug) so the user gets a way forward instead of a blank screen.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Result
      status={isNotFound ? '404' : '500'}
      title={isNotFound ? t('exception.notFound.title') : t('exception.crash.title')}
      subTitle={isNotFound ? t('exception.notFound.description') : t('exception.crash.description')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('exception.action.reload')}
        </Button>
      }
    />
  );
}
