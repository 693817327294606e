import { Empty, Progress, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VerifyConversion } from '@beacon/shared/api/verify';
import { useLocale } from '@/shared/i18n';
import { countryName } from '@/features/sms/lib/country-names';

type Row = VerifyConversion['rows'][number];

/** Below this share the default fraud rule would block a busy prefix: drawn red as a warning. */
const LOW_CONVERSION = 0.2;

function Conversion({ value, locale }: { value: number | null; locale: string }) {
  if (value === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const percent = Math.round(value * 1000) / 10;
  return (
    <Progress
      percent={percent}
      size="small"
      status={value < LOW_CONVERSION ? 'exception' : 'normal'}
      format={() => `${percent.toLocaleString(locale)}%`}
      style={{ minWidth: 120, margin: 0 }}
    />
  );
}

/** Started and approved verifications by country and destination prefix, busiest first, with a total. */
export function ConversionTable({
  data,
  isLoading,
}: {
  data: VerifyConversion | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const count = (n: number) => n.toLocaleString(locale);

  const columns: TableColumnsType<Row> = [
    {
      title: t('sms.verify.conversion.country'),
      dataIndex: 'country',
      render: (code: string) => (code ? `${countryName(code, locale)} (${code})` : '—'),
    },
    {
      title: t('sms.verify.conversion.prefix'),
      dataIndex: 'prefix',
      render: (prefix: string) => <Typography.Text code>+{prefix}</Typography.Text>,
    },
    { title: t('sms.verify.conversion.started'), dataIndex: 'started', align: 'right', render: count },
    { title: t('sms.verify.conversion.approved'), dataIndex: 'approved', align: 'right', render: count },
    {
      title: t('sms.verify.conversion.rate'),
      dataIndex: 'conversion',
      width: 200,
      render: (value: number | null) => <Conversion value={value} locale={locale} />,
    },
  ];

  const rows = data?.rows ?? [];
  return (
    <Table<Row>
      rowKey={(row) => `${row.country}:${row.prefix}`}
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      tableLayout="auto"
      scroll={{ x: '100%' }}
      locale={{ emptyText: <Empty description={t('sms.verify.conversion.empty')} /> }}
      summary={() =>
        data && rows.length > 0 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{t('sms.verify.conversion.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Typography.Text strong>{count(data.total.started)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <Typography.Text strong>{count(data.total.approved)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4}>
              <Conversion value={data.total.conversion} locale={locale} />
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
