/**
 * The sandbox provider's hosted payment page: server-rendered HTML with no script at all (the console's CSP
 * refuses inline script), three forms posting back to `/api/payments/sandbox/pay/<orderId>/<outcome>`, which
 * apply the outcome and redirect to the console's result page. Text follows the caller's language.
 */
import type { FinanceOrder, Locale } from '@beacon/shared';
import type { CompanyConfig } from '../../providers/payment/payments-config.js';
import { SANDBOX_PAY_PATH } from '../../providers/payment/sandbox-payment-provider.js';
import { escapeHtml } from './html.js';
import { PACKS } from './packages.js';

const TEXT = {
  'en-US': {
    title: 'Sandbox payment',
    notice: 'Sandbox: no money moves. Choose what the payment provider should report.',
    order: 'Order',
    amount: 'Recharge',
    fee: 'Payment platform fee',
    total: 'Total',
    payee: 'Paid to',
    pay: 'Pay',
    cancel: 'Cancel payment',
    fail: 'Simulate a failed payment',
    closed: 'This order can no longer be paid. Its status is:',
    back: 'Back to the console',
  },
  'zh-CN': {
    title: '沙箱支付',
    notice: '沙箱环境：不会产生真实扣款。请选择支付平台应返回的结果。',
    order: '订单',
    amount: '充值金额',
    fee: '支付平台手续费',
    total: '合计',
    payee: '收款方',
    pay: '支付',
    cancel: '取消支付',
    fail: '模拟支付失败',
    closed: '该订单已无法支付，当前状态：',
    back: '返回控制台',
  },
} satisfies Record<Locale, Record<string, string>>;

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f5f5;color:#1f1f1f;margin:0;padding:32px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0001}
h1{font-size:20px;margin:0 0 8px}.notice{background:#fffbe6;border:1px solid #ffe58f;padding:8px 12px;border-radius:8px}
dl{display:grid;grid-template-columns:1fr auto;gap:6px 16px}dt{color:#595959}dd{margin:0;text-align:right}
.total{font-weight:700}form{margin:8px 0}button{width:100%;padding:10px;border-radius:8px;border:1px solid #d9d9d9;
background:#fff;font-size:15px;cursor:pointer}button.primary{background:#1677ff;border-color:#1677ff;color:#fff}
@media (prefers-color-scheme:dark){body{background:#141414;color:#e8e8e8}main{background:#1f1f1f}
dt{color:#a6a6a6}button{background:#262626;color:#e8e8e8;border-color:#424242}.notice{background:#2b2611;border-color:#594214}}`;

export function sandboxPageHtml(input: {
  order: FinanceOrder;
  token: string;
  locale: Locale;
  company: CompanyConfig;
  resultUrl: string;
}): string {
  const t = TEXT[input.locale];
  const { order } = input;
  const money = (amount: string) => `${escapeHtml(amount)} ${escapeHtml(order.currency)}`;
  const lines = order.items
    .map(
      (line) => `<dt>${escapeHtml(PACKS[line.packageId].name[input.locale])} × ${line.quantity}</dt>
<dd>${money(line.price)}</dd>`,
    )
    .join('\n');
  const action = (outcome: string) =>
    `${SANDBOX_PAY_PATH}/${encodeURIComponent(order.orderId)}/${outcome}?t=${encodeURIComponent(input.token)}`;
  const body =
    order.status === 'pending'
      ? `<form method="post" action="${action('paid')}"><button class="primary" type="submit" data-outcome="paid">${t.pay} ${money(order.total)}</button></form>
<form method="post" action="${action('cancelled')}"><button type="submit" data-outcome="cancelled">${t.cancel}</button></form>
<form method="post" action="${action('failed')}"><button type="submit" data-outcome="failed">${t.fail}</button></form>`
      : `<p>${t.closed} <strong data-status="${order.status}">${order.status}</strong></p>
<p><a href="${escapeHtml(input.resultUrl)}">${t.back}</a></p>`;
  return `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>
<body><main>
<h1>${t.title}</h1>
<p class="notice">${t.notice}</p>
<dl>
<dt>${t.order}</dt><dd>${escapeHtml(order.orderId)}</dd>
${lines}
<dt>${t.amount}</dt><dd>${money(order.amount)}</dd>
<dt>${t.fee}</dt><dd>${money(order.fee)}</dd>
<dt class="total">${t.total}</dt><dd class="total">${money(order.total)}</dd>
<dt>${t.payee}</dt><dd>${escapeHtml(input.company.name)}</dd>
</dl>
${body}
</main></body></html>
`;
}
