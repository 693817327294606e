import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@beacon/shared/api/user';
import { useUserInfo } from '@/shared/session';

/** Renders `children` with the user info once it is loaded; a skeleton before, a retry on failure. */
export function WithUser({ children }: { children: (user: UserInfo) => ReactNode }) {
  const { t } = useTranslation();
  const { data: user, isPending, isError, refetch } = useUserInfo();
  if (isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (isError || !user) {
    return (
      <Card variant="borderless">
        <Result
          status="error"
          title={t('user.common.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('common.action.retry')}</Button>}
        />
      </Card>
    );
  }
  return <>{children(user)}</>;
}
