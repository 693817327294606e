import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The pages of a keyset list as useInfiniteQuery answers them. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A finance log's footer: rows shown, and the next page while there is one (never by page number). */
export function LogFooter({ shown, pages }: { shown: number; pages: NextPages }) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" align="center">
      <Typography.Text type="secondary">{t('finance.log.shown', { count: shown })}</Typography.Text>
      {pages.hasNextPage ? (
        <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
          {t('finance.log.loadMore')}
        </Button>
      ) : (
        <Typography.Text type="secondary">{t('finance.log.end')}</Typography.Text>
      )}
    </Flex>
  );
}
