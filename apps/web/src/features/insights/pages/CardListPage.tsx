import { Card, Empty, List, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsightsAccountCard } from '@beacon/shared/api/insights';
import { AccountCardView } from '../components/AccountCardView';
import { LoadError } from '../components/LoadError';
import { useInsightFormat } from '../lib/use-insight-format';
import { useAccountCards } from '../queries';

const PAGE_SIZE = 12;

/** The organisation's accounts as cards (admin only), paged by the server, oldest account first. */
export default function CardListPage() {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const [page, setPage] = useState(1);
  const cards = useAccountCards(page, PAGE_SIZE);
  return (
    <Card variant="borderless" title={t('menu.list.card')}>
      {cards.isError && !cards.data ? (
        <LoadError onRetry={() => void cards.refetch()} />
      ) : !cards.data ? (
        <Skeleton active />
      ) : (
        <List<InsightsAccountCard>
          grid={{ gutter: 16, xs: 1, md: 2, xl: 3, xxl: 4 }}
          loading={cards.isFetching}
          dataSource={cards.data.items}
          locale={{ emptyText: <Empty description={t('insights.common.noAccounts')} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: cards.data.total,
            hideOnSinglePage: true,
            onChange: setPage,
            showTotal: (total) => t('insights.cards.total', { count: total, formatted: format.count(total) }),
          }}
          renderItem={(account) => (
            <List.Item>
              <AccountCardView account={account} format={format} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
