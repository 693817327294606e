import { Button, Card, Descriptions, Result, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { useLocale } from '@/shared/i18n';
import { hasErrorCode } from '@/shared/request';
import { DEFAULT_ROUTE_PATH } from '@/shared/router';
import { reloadUserInfo } from '@/shared/session';
import { useCartStore } from '../cart/cart-store';
import { ListProblem } from '../components/ListProblem';
import { problemText } from '../lib/problem-text';
import { isSettling, PENDING_ADVICE_AFTER_MS, RESULT_REFRESH_MS, resultView } from '../lib/result-view';
import { useMoney } from '../lib/use-money';
import { financeKeys, useAccountId, useOrder } from '../queries';
import { FINANCE_PATHS } from '../routes';

/**
 * Where the payment provider sends the payer back (`?orderId=…`): the order as the server has it now,
 * refreshed while it is still settling.
 */
export default function ResultPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney(true);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  const orderId = useSearchParams()[0].get('orderId');
  const clearCart = useCartStore((state) => state.clear);
  const [openedAt] = useState(() => Date.now());
  const [waitedLong, setWaitedLong] = useState(false);

  const order = useOrder(orderId, (query) =>
    query.state.data && isSettling(resultView(query.state.data)) ? RESULT_REFRESH_MS : false,
  );
  const view = order.data ? resultView(order.data) : null;

  useEffect(() => {
    if (view !== 'success') return;
    // The cart was this order; the balance shown in the header, the workplace and the logs has moved.
    clearCart();
    void reloadUserInfo().catch(() => undefined);
    void queryClient.invalidateQueries({
      queryKey: financeKeys.account(accountId),
      predicate: (query) => query.queryKey[2] !== 'order',
    });
  }, [view, clearCart, queryClient, accountId]);

  useEffect(() => {
    if (!view || !isSettling(view)) return;
    const timer = setTimeout(
      () => setWaitedLong(true),
      Math.max(0, openedAt + PENDING_ADVICE_AFTER_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [view, openedAt]);

  const toRecharge = (
    <Button key="recharge" onClick={() => void navigate(FINANCE_PATHS.recharge)}>
      {t('finance.rechargeLog.recharge')}
    </Button>
  );
  const toWorkplace = (
    <Button key="home" onClick={() => void navigate(DEFAULT_ROUTE_PATH)}>
      {t('finance.result.backToWorkplace')}
    </Button>
  );

  let content: ReactNode;
  if (!orderId) {
    content = (
      <Result
        status="warning"
        title={t('finance.result.title')}
        subTitle={t('finance.result.noOrder')}
        extra={[toRecharge]}
      />
    );
  } else if (order.isPending) {
    content = <LoadingBlock text={t('finance.result.loading')} minHeight={280} />;
  } else if (hasErrorCode(order.error, ErrorCode.ORDER_NOT_FOUND)) {
    content = (
      <Result
        status="404"
        title={t('finance.result.notFound')}
        subTitle={t('finance.result.notFoundHint')}
        extra={[toRecharge, toWorkplace]}
      />
    );
  } else if (hasErrorCode(order.error, ErrorCode.PAYMENT_FAILED)) {
    content = <FailedResult detail={problemText(order.error, locale)} orderId={orderId} />;
  } else if (order.isError || !order.data) {
    content = (
      <ListProblem
        title={`${t('finance.result.loadFailed')}: ${problemText(order.error, locale)}`}
        onRetry={() => void order.refetch()}
      />
    );
  } else {
    const data = order.data;
    const details = (
      <Descriptions
        column={1}
        size="small"
        style={{ maxWidth: 480, margin: '0 auto', textAlign: 'start' }}
        items={[
          { key: 'order', label: t('finance.result.orderId'), children: data.orderId },
          {
            key: 'status',
            label: t('finance.log.column.status'),
            children: t(`finance.status.${data.status}`),
          },
          {
            key: 'total',
            label: t('finance.summary.total'),
            children: t('finance.result.paidTotal', {
              total: money(data.total, data.currency),
              fee: money(data.fee, data.currency),
            }),
          },
        ]}
      />
    );
    switch (view) {
      case 'success':
        content = (
          <Result
            status="success"
            title={t('finance.result.success')}
            subTitle={t('finance.result.successDetail', { amount: money(data.amount, data.currency) })}
            extra={[
              <Button key="log" type="primary" onClick={() => void navigate(FINANCE_PATHS.rechargeLog)}>
                {t('finance.result.viewLog')}
              </Button>,
              toWorkplace,
            ]}
          >
            <Typography.Paragraph style={{ textAlign: 'center' }}>
              {t('finance.result.newBalance')}:{' '}
              <Typography.Text strong style={{ fontSize: 20 }} data-testid="result-balance">
                {money(data.balance, data.currency)}
              </Typography.Text>
            </Typography.Paragraph>
            {details}
          </Result>
        );
        break;
      case 'failed':
      case 'expired':
        content = (
          <FailedResult
            detail={t(view === 'expired' ? 'finance.result.expiredDetail' : 'finance.result.failedDetail')}
            orderId={data.orderId}
          />
        );
        break;
      case 'refunded':
        content = (
          <Result
            status="info"
            title={t('finance.result.refunded')}
            subTitle={t('finance.result.refundedDetail', { amount: money(data.amount, data.currency) })}
            extra={[toRecharge, toWorkplace]}
          />
        );
        break;
      default:
        content = (
          <Result
            icon={<Spin size="large" />}
            title={t(view === 'notCredited' ? 'finance.result.notCredited' : 'finance.result.pending')}
            subTitle={
              <>
                {t(
                  view === 'notCredited'
                    ? 'finance.result.notCreditedDetail'
                    : 'finance.result.pendingDetail',
                )}
                {waitedLong && view === 'pending' && (
                  <Typography.Paragraph type="warning" style={{ marginTop: 8 }}>
                    {t('finance.result.pendingLong')}
                  </Typography.Paragraph>
                )}
              </>
            }
          >
            {details}
          </Result>
        );
    }
  }

  return (
    <Card variant="borderless" data-testid="finance-result">
      {content}
    </Card>
  );
}

/** The spec's "Payment Failed", with the advice to contact support and a way back to paying. */
function FailedResult({ detail, orderId }: { detail: string; orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={t('finance.result.failed')}
      subTitle={detail}
      extra={[
        <Button key="again" type="primary" onClick={() => void navigate(FINANCE_PATHS.checkout)}>
          {t('finance.result.tryAgain')}
        </Button>,
        <Button key="cart" onClick={() => void navigate(FINANCE_PATHS.cart)}>
          {t('finance.summary.viewCart')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
        {t('finance.result.order', { orderId })}
      </Typography.Paragraph>
    </Result>
  );
}
