import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserInfo } from '@/shared/session';
import { ListProblem } from '../components/ListProblem';
import { LogFooter } from '../components/LogFooter';
import { RechargeLogTable } from '../components/RechargeLogTable';
import { useRechargeLogPages } from '../queries';
import { FINANCE_PATHS } from '../routes';

const NO_FILTERS = {};

/** Every recharge of the current account, newest first, in keyset pages. */
export default function RechargeLogPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timezone = useUserInfo().data?.timezone ?? 'UTC';
  const pages = useRechargeLogPages(NO_FILTERS);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  return (
    <Card
      variant="borderless"
      title={t('finance.rechargeLog.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(FINANCE_PATHS.recharge)}>
          {t('finance.rechargeLog.recharge')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {pages.isError && !pages.data ? (
          <ListProblem title={t('finance.rechargeLog.loadFailed')} onRetry={() => void pages.refetch()} />
        ) : (
          <RechargeLogTable
            items={items}
            isLoading={pages.isPending}
            footer={<LogFooter shown={items.length} pages={pages} />}
          />
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('finance.log.timezone', { timezone })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
