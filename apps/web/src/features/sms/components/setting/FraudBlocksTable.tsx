import {
  Alert,
  App,
  Button,
  Empty,
  Popconfirm,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FraudBlock, FraudBlockReason } from '@beacon/shared/api/fraud-guard';
import { useLocale } from '@/shared/i18n';
import { LoadMoreFooter } from '@/features/sms/components/common/LoadMoreFooter';
import { countryName } from '@/features/sms/lib/country-names';
import { useUserTime } from '@/features/sms/lib/user-time';
import { useFraudBlockPages, useLiftFraudBlock } from '@/features/sms/verify-queries';

const REASON_COLORS: Record<FraudBlockReason, string> = {
  low_conversion: 'volcano',
  otp_spike: 'orange',
  operator: 'purple',
};

/** What the rule saw in the hour that tripped it, in the console's language. */
function triggerOf(block: FraudBlock, t: TFunction, locale: string): string {
  const n = (value: number | undefined) => (value ?? 0).toLocaleString(locale, { maximumFractionDigits: 1 });
  const { detail } = block;
  if (block.reason === 'low_conversion') {
    return t('sms.fraud.trigger.low_conversion', {
      approved: n(detail.approved),
      verifications: n(detail.verifications),
    });
  }
  if (block.reason === 'otp_spike') {
    return t('sms.fraud.trigger.otp_spike', {
      messages: n(detail.messages),
      average: n(detail.hourlyAverage),
    });
  }
  return t('sms.fraud.trigger.operator');
}

/**
 * The prefixes the fraud guard blocks for this account, with what triggered each; an owner or admin lifts a
 * block (the prefix then starts a fresh window). Blocks the operator set apply to every account and cannot
 * be lifted here.
 */
export function FraudBlocksTable({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { format } = useUserTime();
  const { message } = App.useApp();
  const pages = useFraudBlockPages();
  const lift = useLiftFraudBlock();
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);

  const columns: TableColumnsType<FraudBlock> = [
    {
      title: t('sms.fraud.block.prefix'),
      dataIndex: 'prefix',
      render: (prefix: string) => <Typography.Text code>+{prefix}</Typography.Text>,
    },
    {
      title: t('sms.fraud.block.country'),
      dataIndex: 'country',
      render: (code: string) => (code ? `${countryName(code, locale)} (${code})` : '—'),
    },
    {
      title: t('sms.fraud.block.reason'),
      key: 'reason',
      render: (_, block) => (
        <div>
          <Tag color={REASON_COLORS[block.reason]}>{t(`sms.fraud.reason.${block.reason}`)}</Tag>
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {triggerOf(block, t, locale)}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('sms.fraud.block.blockedAt'),
      dataIndex: 'blockedAt',
      render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{format(at)}</span>,
    },
    {
      title: t('sms.fraud.block.status'),
      key: 'status',
      render: (_, block) =>
        block.liftedAt ? (
          <Tag>{t('sms.fraud.block.liftedAt', { time: format(block.liftedAt) })}</Tag>
        ) : (
          <Tag color="error">{t('sms.fraud.block.active')}</Tag>
        ),
    },
    {
      title: t('sms.fraud.block.actions'),
      key: 'actions',
      align: 'right',
      render: (_, block) => {
        if (block.liftedAt) return null;
        if (block.reason === 'operator') {
          return (
            <Tooltip title={t('sms.fraud.block.operatorHelp')}>
              <Typography.Text type="secondary">{t('sms.fraud.block.notLiftable')}</Typography.Text>
            </Tooltip>
          );
        }
        if (!canEdit) return null;
        return (
          <Popconfirm
            title={t('sms.fraud.block.liftTitle', { prefix: `+${block.prefix}` })}
            description={<div style={{ maxWidth: 320 }}>{t('sms.fraud.block.liftHelp')}</div>}
            okText={t('sms.fraud.block.lift')}
            cancelText={t('common.action.cancel')}
            onConfirm={() =>
              lift
                .mutateAsync(block.prefix)
                .then(() => void message.success(t('sms.fraud.block.lifted', { prefix: `+${block.prefix}` })))
            }
          >
            <Button type="link" size="small" loading={lift.isPending && lift.variables === block.prefix}>
              {t('sms.fraud.block.lift')}
            </Button>
          </Popconfirm>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="fraud-blocks">
      <Typography.Title level={5} id="fraud-blocks" style={{ marginTop: 0 }}>
        {t('sms.fraud.blocksTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('sms.fraud.blocksHelp')}</Typography.Paragraph>
      {pages.isError && !pages.data ? (
        <Alert
          type="error"
          showIcon
          title={t('sms.fraud.blocksFailed')}
          action={<Button onClick={() => void pages.refetch()}>{t('common.action.retry')}</Button>}
        />
      ) : (
        <Table<FraudBlock>
          rowKey={(block) => `${block.prefix}:${block.blockedAt}`}
          size="middle"
          columns={columns}
          dataSource={items}
          loading={pages.isPending}
          pagination={false}
          tableLayout="auto"
          scroll={{ x: '100%' }}
          locale={{ emptyText: <Empty description={t('sms.fraud.noBlocks')} /> }}
          footer={
            items.length > 0
              ? () => (
                  <LoadMoreFooter shown={t('sms.fraud.blocksShown', { count: items.length })} pages={pages} />
                )
              : undefined
          }
        />
      )}
    </section>
  );
}
