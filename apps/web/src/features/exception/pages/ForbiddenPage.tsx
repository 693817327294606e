import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import { useUserInfo } from '@/shared/session';
import { useRoleView } from '@/shared/settings/role-view';
import { ExceptionResult } from '../components/ExceptionResult';

/**
 * The 403 page, also shown in place of any page the role may not open. An admin looking at the user centre
 * gets the way back to the admin centre; anyone else is told who can help.
 */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const { viewAsUser, setViewAsUser } = useRoleView();
  const revalidator = useRevalidator();
  const isAdminAsUser = user?.role === 'admin' && viewAsUser;
  return (
    <ExceptionResult
      status="403"
      textKey={isAdminAsUser ? 'exception.403.adminView' : 'exception.403'}
      extra={
        isAdminAsUser && (
          <Button
            onClick={() => {
              setViewAsUser(false);
              // The guards judge the page again with the admin's own role.
              void revalidator.revalidate();
            }}
          >
            {t('exception.action.adminCentre')}
          </Button>
        )
      }
    />
  );
}
