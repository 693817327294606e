import { Alert, Button, Card, Flex, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ExportButton } from '../components/log/ExportButton';
import { LogDetailDrawer } from '../components/log/LogDetailDrawer';
import { LogFilters } from '../components/log/LogFilters';
import { LogTable } from '../components/log/LogTable';
import {
  IN_FLIGHT_STATUSES,
  filtersFromSearch,
  filtersToSearch,
  toLogRequest,
  type LogFilters as Filters,
} from '../lib/log-filters';
import { useUserTime } from '../lib/user-time';
import { useLogPages } from '../queries';

const AUTO_REFRESH_MS = 5_000;

/** The message log (spec section 3): filters in the address bar, keyset pages, a detail drawer, CSV export. */
export default function LogPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { timezone } = useUserTime();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const request = useMemo(() => toLogRequest(filters), [filters]);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [openId, setOpenId] = useState<string | null>(null);

  const pages = useLogPages(request, (query) =>
    autoRefresh &&
    query.state.data?.pages.some((page) =>
      page.items.some((item) => IN_FLIGHT_STATUSES.includes(item.status)),
    )
      ? AUTO_REFRESH_MS
      : false,
  );
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const inFlight = items.filter((item) => IN_FLIGHT_STATUSES.includes(item.status)).length;

  function apply(next: Filters) {
    setSearch(filtersToSearch(next));
  }

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <LogFilters key={search.toString()} filters={filters} timezone={timezone} onApply={apply} />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12, fontSize: 12 }}>
          {t('sms.log.timezone', { timezone })}
        </Typography.Text>
      </Card>
      <Card variant="borderless">
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('sms.log.title')}
          </Typography.Title>
          <Flex gap={16} align="center" wrap>
            <Flex gap={8} align="center">
              <Switch
                size="small"
                checked={autoRefresh}
                onChange={setAutoRefresh}
                aria-label={t('sms.log.autoRefresh')}
              />
              <Typography.Text>{t('sms.log.autoRefresh')}</Typography.Text>
              {autoRefresh && inFlight > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('sms.log.inFlight', { count: inFlight })}
                </Typography.Text>
              )}
            </Flex>
            <ExportButton filters={filters} />
          </Flex>
        </Flex>
        {pages.isError && !pages.data ? (
          <Alert
            type="error"
            showIcon
            title={t('sms.log.loadFailed')}
            action={<Button onClick={() => void pages.refetch()}>{t('common.action.retry')}</Button>}
          />
        ) : (
          <LogTable
            items={items}
            isLoading={pages.isPending}
            hasMore={pages.hasNextPage}
            isLoadingMore={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
            onOpen={setOpenId}
          />
        )}
      </Card>
      <LogDetailDrawer id={openId} autoRefresh={autoRefresh} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
