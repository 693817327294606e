import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/** The server sends the last ten of each; five a page keeps the profile short. */
const ROWS = { pageSize: 5, hideOnSinglePage: true } as const;

interface ActivityTableProps<T> {
  rowKey: keyof T & string;
  rows: readonly T[];
  columns: ColumnsType<T>;
  empty: string;
}

/** One of the profile's short lists (keys, messages, recharges, audit events), paged five at a time. */
export function ActivityTable<T extends object>({ rowKey, rows, columns, empty }: ActivityTableProps<T>) {
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      dataSource={[...rows]}
      pagination={ROWS}
      locale={{ emptyText: empty }}
      scroll={{ x: 'max-content' }}
      columns={columns}
    />
  );
}
