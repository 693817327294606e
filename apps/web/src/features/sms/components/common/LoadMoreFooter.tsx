import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The pages of a keyset list as useInfiniteQuery answers them. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A list table's footer: how many rows are shown, and a button for the next page while there is one. */
export function LoadMoreFooter({ shown, pages }: { shown: string; pages: NextPages }) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" align="center">
      <Typography.Text type="secondary">{shown}</Typography.Text>
      {pages.hasNextPage && (
        <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
          {t('sms.log.loadMore')}
        </Button>
      )}
    </Flex>
  );
}
