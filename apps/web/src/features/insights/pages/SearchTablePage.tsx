import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InsightsMessage } from '@beacon/shared/api/insights';
import { LoadError } from '../components/LoadError';
import { useMessageColumns } from '../components/message-columns';
import { SearchFiltersForm } from '../components/SearchFiltersForm';
import { profilePath } from '../paths';
import { toSearchRequest, type SearchFilters } from '../lib/search-filters';
import { useInsightFormat } from '../lib/use-insight-format';
import { useAccountCards, useMessageSearch } from '../queries';

const PAGE_SIZES = [20, 50, 100];
/** Enough for every account of an organisation in the account filter (the server pages at 100). */
const ACCOUNT_LIST_SIZE = 100;

/**
 * Messages across all the organisation's accounts (admin only): filter by account, phone, status, country
 * and days; newest first, paged by the server's keyset cursor (previous pages are remembered).
 */
export default function SearchTablePage() {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const columns = useMessageColumns<InsightsMessage>(format);
  const [filters, setFilters] = useState<SearchFilters>({});
  const [limit, setLimit] = useState(PAGE_SIZES[0]!);
  // Cursors of the pages before the current one; the current page's cursor is the last element.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const request = useMemo(
    () => ({ ...toSearchRequest(filters, format.timezone), cursor, limit }),
    [filters, format.timezone, cursor, limit],
  );
  const search = useMessageSearch(request);
  const accounts = useAccountCards(1, ACCOUNT_LIST_SIZE);
  const page = search.data;
  const restart = () => setCursors([undefined]);

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <SearchFiltersForm
          accounts={accounts.data?.items ?? []}
          format={format}
          onApply={(next) => {
            setFilters(next);
            restart();
          }}
        />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12, fontSize: 12 }}>
          {t('insights.common.timezone', { timezone: format.timezone })}
        </Typography.Text>
      </Card>
      <Card variant="borderless" title={t('menu.list.searchTable')}>
        {search.isError && !page ? (
          <LoadError onRetry={() => void search.refetch()} />
        ) : (
          <>
            <Table<InsightsMessage>
              rowKey="id"
              size="middle"
              loading={search.isFetching}
              dataSource={page?.items ?? []}
              pagination={false}
              locale={{ emptyText: t('insights.search.empty') }}
              scroll={{ x: 'max-content' }}
              columns={[
                columns.time,
                {
                  title: t('insights.common.account'),
                  dataIndex: 'accountName',
                  render: (name: string, row: InsightsMessage) => (
                    <Link to={profilePath(row.accountId)}>{name}</Link>
                  ),
                },
                columns.to,
                columns.country,
                columns.type,
                columns.status,
                columns.segments,
                columns.cost,
                columns.content,
              ]}
            />
            <Flex justify="flex-end" align="center" gap={12} style={{ marginTop: 16 }}>
              <Typography.Text type="secondary">
                {t('insights.search.pageNumber', { page: format.count(cursors.length) })}
              </Typography.Text>
              <Button
                icon={<LeftOutlined />}
                disabled={cursors.length === 1}
                onClick={() => setCursors((list) => list.slice(0, -1))}
              >
                {t('insights.search.previous')}
              </Button>
              <Button
                icon={<RightOutlined />}
                iconPlacement="end"
                disabled={!page?.nextCursor}
                onClick={() => setCursors((list) => [...list, page?.nextCursor ?? undefined])}
              >
                {t('insights.search.next')}
              </Button>
              <Select
                value={limit}
                aria-label={t('insights.search.pageSize')}
                onChange={(size) => {
                  setLimit(size);
                  restart();
                }}
                options={PAGE_SIZES.map((size) => ({
                  value: size,
                  label: t('insights.search.perPage', { count: size }),
                }))}
                style={{ width: 130 }}
              />
            </Flex>
          </>
        )}
      </Card>
    </Flex>
  );
}
