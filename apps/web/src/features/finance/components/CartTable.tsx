import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { lineTotal, MAX_QUANTITY, type CartLine } from '../cart/cart-math';
import { useCartStore } from '../cart/cart-store';
import { useMoney } from '../lib/use-money';

/** The cart's lines; with `editable`, quantities change and lines go right here. */
export function CartTable({ lines, editable }: { lines: CartLine[]; editable: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);

  const columns: TableColumnsType<CartLine> = [
    {
      title: t('finance.cart.column.package'),
      dataIndex: 'name',
      render: (name: string, line) => (
        <Flex align="center" gap={12}>
          <img src={line.image} alt="" width={40} height={40} style={{ objectFit: 'contain' }} />
          <Typography.Text strong>{name}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('finance.cart.column.price'),
      dataIndex: 'price',
      align: 'right',
      render: (price: string, line) => money(price, line.currency),
    },
    {
      title: t('finance.cart.column.quantity'),
      dataIndex: 'quantity',
      align: 'center',
      width: 120,
      render: (quantity: number, line) =>
        editable ? (
          <InputNumber
            min={1}
            max={MAX_QUANTITY}
            precision={0}
            value={quantity}
            onChange={(value) => setQuantity(line.packageId, value ?? 1)}
            aria-label={t('finance.cart.quantityLabel', { name: line.name })}
            style={{ width: 80 }}
          />
        ) : (
          `× ${quantity}`
        ),
    },
    {
      title: t('finance.cart.column.subtotal'),
      key: 'subtotal',
      align: 'right',
      render: (_, line) => <Typography.Text strong>{money(lineTotal(line), line.currency)}</Typography.Text>,
    },
  ];
  if (editable) {
    columns.push({
      key: 'remove',
      width: 64,
      align: 'center',
      render: (_, line) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('finance.cart.removeLabel', { name: line.name })}
          onClick={() => remove(line.packageId)}
        />
      ),
    });
  }

  return (
    <Table<CartLine>
      rowKey="packageId"
      size="middle"
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 560 }}
    />
  );
}
