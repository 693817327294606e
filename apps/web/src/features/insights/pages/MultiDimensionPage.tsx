import { Card, Empty, Flex, Form, Segmented, Select, Skeleton, Table, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INSIGHTS_RANGES,
  PIVOT_DIMENSIONS,
  type InsightsRange,
  type PivotDimension,
} from '@beacon/shared/api/insights';
import { LoadError } from '../components/LoadError';
import {
  PIVOT_MEASURES,
  currenciesOf,
  pivotRows,
  type PivotMeasure,
  type PivotRow,
} from '../components/pivot-table';
import { useInsightFormat } from '../lib/use-insight-format';
import { usePivot } from '../queries';

/** Heat of a cell: its share of the largest cell, as the primary colour's opacity (never fully opaque). */
const heat = (value: number, max: number) => (max > 0 ? 0.08 + 0.5 * (value / max) : 0);

/**
 * A pivot of the organisation's outbound messages (admin only): two of account, country, type and status as
 * rows and columns, counting messages, segments or cost, each cell shaded by its size.
 */
export default function MultiDimensionPage() {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const { token } = theme.useToken();
  const [range, setRange] = useState<InsightsRange>('30d');
  const [rows, setRows] = useState<PivotDimension>('account');
  const [columns, setColumns] = useState<PivotDimension>('status');
  const [measure, setMeasure] = useState<PivotMeasure>('messages');
  const [chosenCurrency, setCurrency] = useState<string>();
  const pivot = usePivot({ range, timezone: format.timezone, rows, columns });
  const data = pivot.data;
  const currencies = useMemo(() => (data ? currenciesOf(data) : []), [data]);
  const currency = chosenCurrency && currencies.includes(chosenCurrency) ? chosenCurrency : currencies[0];

  const labelOf = (dimension: PivotDimension, key: string, label: string) =>
    dimension === 'account'
      ? label
      : dimension === 'country'
        ? format.country(key)
        : t(`insights.${dimension}.${key}`, { defaultValue: key });
  const value = (n: number) =>
    measure === 'cost' && currency ? format.money([{ currency, amount: String(n) }]) : format.count(n);

  const table = useMemo(() => (data ? pivotRows(data, measure, currency) : null), [data, measure, currency]);
  const tableColumns: ColumnsType<PivotRow> = data
    ? [
        {
          title: t(`insights.dimension.${data.rows}`),
          dataIndex: 'label',
          fixed: 'left',
          render: (label: string, row) => labelOf(data.rows, row.key, label),
        },
        ...data.columnKeys.map((column) => ({
          title: labelOf(data.columns, column.key, column.label),
          key: column.key,
          align: 'right' as const,
          onCell: (row: PivotRow) => ({
            style: {
              background: `color-mix(in srgb, ${token.colorPrimary} ${Math.round(
                heat(row.cells[column.key] ?? 0, table?.max ?? 0) * 100,
              )}%, transparent)`,
            },
          }),
          render: (_: unknown, row: PivotRow) =>
            row.cells[column.key] === undefined ? '' : value(row.cells[column.key]!),
        })),
        {
          title: t('insights.pivot.total'),
          dataIndex: 'total',
          align: 'right',
          render: (total: number) => <strong>{value(total)}</strong>,
        },
      ]
    : [];

  const dimensionOptions = (other: PivotDimension) =>
    PIVOT_DIMENSIONS.map((dimension) => ({
      value: dimension,
      label: t(`insights.dimension.${dimension}`),
      // Rows and columns must differ (the server refuses the same dimension twice).
      disabled: dimension === other,
    }));

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('menu.visualization.multiDimension')}
          </Typography.Title>
          <Segmented<InsightsRange>
            value={range}
            onChange={setRange}
            options={INSIGHTS_RANGES.map((option) => ({
              value: option,
              label: t(`insights.range.${option}`),
            }))}
          />
        </Flex>
        <Form layout="inline" style={{ rowGap: 12 }}>
          <Form.Item label={t('insights.pivot.rows')}>
            <Select<PivotDimension>
              value={rows}
              onChange={setRows}
              options={dimensionOptions(columns)}
              style={{ width: 160 }}
              aria-label={t('insights.pivot.rows')}
            />
          </Form.Item>
          <Form.Item label={t('insights.pivot.columns')}>
            <Select<PivotDimension>
              value={columns}
              onChange={setColumns}
              options={dimensionOptions(rows)}
              style={{ width: 160 }}
              aria-label={t('insights.pivot.columns')}
            />
          </Form.Item>
          <Form.Item label={t('insights.pivot.measure')}>
            <Segmented<PivotMeasure>
              value={measure}
              onChange={setMeasure}
              options={PIVOT_MEASURES.map((option) => ({
                value: option,
                label: t(`insights.measure.${option}`),
              }))}
            />
          </Form.Item>
          {measure === 'cost' && currencies.length > 1 && (
            <Form.Item label={t('insights.pivot.currency')}>
              <Select
                value={currency}
                onChange={setCurrency}
                options={currencies.map((code) => ({ value: code, label: code }))}
                style={{ width: 110 }}
              />
            </Form.Item>
          )}
        </Form>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12, fontSize: 12 }}>
          {t('insights.common.timezone', { timezone: format.timezone })}
        </Typography.Text>
      </Card>
      <Card variant="borderless">
        {pivot.isError && !data ? (
          <LoadError onRetry={() => void pivot.refetch()} />
        ) : !data || !table ? (
          <Skeleton active />
        ) : data.totals.messages === 0 ? (
          <Empty description={t('insights.pivot.empty')} />
        ) : (
          <Table<PivotRow>
            rowKey="key"
            size="middle"
            bordered
            loading={pivot.isFetching}
            dataSource={table.rows}
            columns={tableColumns}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{t('insights.pivot.total')}</strong>
                </Table.Summary.Cell>
                {data.columnKeys.map((column, i) => (
                  <Table.Summary.Cell key={column.key} index={i + 1} align="right">
                    {value(table.columnTotals[column.key] ?? 0)}
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={data.columnKeys.length + 1} align="right">
                  <strong>
                    {measure === 'cost'
                      ? value(table.rows.reduce((sum, row) => sum + row.total, 0))
                      : value(data.totals[measure])}
                  </strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        )}
      </Card>
    </Flex>
  );
}
