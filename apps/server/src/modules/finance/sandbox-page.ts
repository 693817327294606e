/**
 * The sandbox provider's hosted payment page: server-rendered HTML with no script at all (the console's CSP
 * refuses inline script), three forms posting back to `/api/payments/sandbox/pay/<orderId>/<outcome>`, which
 * apply the outcome and redirect to the console's result page. Text follows the caller's language (the shared
 * `finance` texts).
 */
import { text, type FinanceOrder, type Locale, type TextKey } from '@beacon/shared';
import type { CompanyConfig } from '../../providers/payment/payments-config.js';
import { SANDBOX_PAY_PATH } from '../../providers/payment/sandbox-payment-provider.js';
import { escapeHtml } from './html.js';
import { packName } from './packages.js';

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
  const { order, locale } = input;
  const t = (key: TextKey<'finance'>) => escapeHtml(text(locale, 'finance', key));
  const money = (amount: string) => `${escapeHtml(amount)} ${escapeHtml(order.currency)}`;
  const lines = order.items
    .map(
      (line) => `<dt>${escapeHtml(packName(line.packageId, locale))} × ${line.quantity}</dt>
<dd>${money(line.price)}</dd>`,
    )
    .join('\n');
  const action = (outcome: string) =>
    `${SANDBOX_PAY_PATH}/${encodeURIComponent(order.orderId)}/${outcome}?t=${encodeURIComponent(input.token)}`;
  const body =
    order.status === 'pending'
      ? `<form method="post" action="${action('paid')}"><button class="primary" type="submit" data-outcome="paid">${t('sandbox.pay')} ${money(order.total)}</button></form>
<form method="post" action="${action('cancelled')}"><button type="submit" data-outcome="cancelled">${t('sandbox.cancel')}</button></form>
<form method="post" action="${action('failed')}"><button type="submit" data-outcome="failed">${t('sandbox.fail')}</button></form>`
      : `<p>${t('sandbox.closed')} <strong data-status="${order.status}">${order.status}</strong></p>
<p><a href="${escapeHtml(input.resultUrl)}">${t('sandbox.back')}</a></p>`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('sandbox.title')}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>
<body><main>
<h1>${t('sandbox.title')}</h1>
<p class="notice">${t('sandbox.notice')}</p>
<dl>
<dt>${t('sandbox.order')}</dt><dd>${escapeHtml(order.orderId)}</dd>
${lines}
<dt>${t('sandbox.amount')}</dt><dd>${money(order.amount)}</dd>
<dt>${t('sandbox.fee')}</dt><dd>${money(order.fee)}</dd>
<dt class="total">${t('sandbox.total')}</dt><dd class="total">${money(order.total)}</dd>
<dt>${t('sandbox.payee')}</dt><dd>${escapeHtml(input.company.name)}</dd>
</dl>
${body}
</main></body></html>
`;
}
