import { Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useUserInfo } from '@/shared/session';
import { ListProblem } from '../components/ListProblem';
import { LogFooter } from '../components/LogFooter';
import { UsageExportButton } from '../components/UsageExportButton';
import { UsageFilterForm } from '../components/UsageFilterForm';
import { UsageTable } from '../components/UsageTable';
import { filtersFromSearch, filtersToSearch, toUsageRequest } from '../lib/usage-filters';
import { useUsageLogPages } from '../queries';

/** The usage log: every ledger entry of one of the user's accounts, filters in the address bar, CSV export. */
export default function UsagePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const timezone = useUserInfo().data?.timezone ?? 'UTC';
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const request = useMemo(() => toUsageRequest(filters), [filters]);
  const pages = useUsageLogPages(request);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <UsageFilterForm
          key={search.toString()}
          filters={filters}
          onApply={(next) => setSearch(filtersToSearch(next))}
        />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12, fontSize: 12 }}>
          {t('finance.log.timezone', { timezone })}
        </Typography.Text>
      </Card>
      <Card
        variant="borderless"
        title={t('finance.usage.title')}
        extra={<UsageExportButton filters={filters} />}
      >
        {pages.isError && !pages.data ? (
          <ListProblem title={t('finance.usage.loadFailed')} onRetry={() => void pages.refetch()} />
        ) : (
          <UsageTable
            items={items}
            isLoading={pages.isPending}
            footer={<LogFooter shown={items.length} pages={pages} />}
          />
        )}
      </Card>
    </Flex>
  );
}
