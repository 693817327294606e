import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Segmented, Tabs, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TEMPLATE_STATUS, type TemplateScope } from '@beacon/shared/validation/templates';
import { LoadMoreFooter } from '../components/common/LoadMoreFooter';
import { TemplateTable } from '../components/template/TemplateTable';
import { SMS_TEMPLATE_ADD_PATH } from '../routes';
import { useTemplatePages } from '../template-queries';

const STATUS_FILTERS = [
  'all',
  TEMPLATE_STATUS.PENDING,
  TEMPLATE_STATUS.APPROVED,
  TEMPLATE_STATUS.REJECTED,
] as const;

/** Templates (spec section 2): the account's own with their review state, and the public ones everyone may send. */
export default function TemplatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const scope: TemplateScope = search.get('tab') === 'public' ? 'public' : 'custom';
  // Number(null) is 0 (rejected): an absent parameter must mean every status.
  const statusParam = search.has('status') ? Number(search.get('status')) : undefined;
  const status =
    scope === 'custom' && STATUS_FILTERS.includes(statusParam as never) ? statusParam : undefined;
  const pages = useTemplatePages(scope, status);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);

  function show(next: { tab?: TemplateScope; status?: number | 'all' }) {
    const params = new URLSearchParams();
    const tab = next.tab ?? scope;
    if (tab === 'public') params.set('tab', 'public');
    const nextStatus = next.status ?? status;
    if (tab === 'custom' && nextStatus !== undefined && nextStatus !== 'all')
      params.set('status', String(nextStatus));
    setSearch(params);
  }

  const list =
    pages.isError && !pages.data ? (
      <Alert
        type="error"
        showIcon
        title={t('sms.template.listFailed')}
        action={<Button onClick={() => void pages.refetch()}>{t('common.action.retry')}</Button>}
      />
    ) : (
      <TemplateTable
        items={items}
        isLoading={pages.isPending}
        footer={
          <LoadMoreFooter
            shown={t('sms.template.shown', {
              count: items.length,
              formatted: items.length.toLocaleString(locale),
            })}
            pages={pages}
          />
        }
      />
    );

  return (
    <Card variant="borderless">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('menu.sms.template')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(SMS_TEMPLATE_ADD_PATH)}>
          {t('sms.template.add')}
        </Button>
      </Flex>
      <Tabs
        activeKey={scope}
        onChange={(key) => show({ tab: key as TemplateScope, status: 'all' })}
        items={[
          { key: 'custom', label: t('sms.template.tab.custom') },
          { key: 'public', label: t('sms.template.tab.public') },
        ]}
      />
      {scope === 'custom' && (
        <Segmented
          style={{ marginBottom: 16 }}
          value={status ?? 'all'}
          onChange={(value) => show({ status: value as number | 'all' })}
          options={STATUS_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('sms.template.status.all') : t(`sms.template.status.${value}`),
          }))}
        />
      )}
      {scope === 'public' && (
        <Typography.Paragraph type="secondary">{t('sms.template.publicHelp')}</Typography.Paragraph>
      )}
      {list}
    </Card>
  );
}
