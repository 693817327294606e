import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n';
import { buildMessages } from '@/shared/i18n/resources';
import { LAYOUT_ROUTES } from '@/app/router/app-routes';
import { registerRouteTree } from '@/shared/router';
import { renderPage, resetApp } from '@/test/render-app';
import { FAQ_LINKS, FAQ_TOPICS, answerKey, linkKey, questionKey, topicTitleKey } from '../faq-topics';
import FaqPage from './FaqPage';

beforeEach(resetApp);

describe('the FAQ page', () => {
  test('has a section per topic, with answers folded until a question is opened', async () => {
    renderPage(<FaqPage />, { path: '/faq', url: '/faq' });
    for (const title of ['Accounts', 'Trial', 'Sending', 'Pricing', 'Delivery receipts', 'API keys']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const question = screen.getByRole('button', { name: /lost a key's secret/ });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/The secret is shown once/)).not.toBeInTheDocument();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    // The panel opens with an animation: visible once it has run.
    await waitFor(() => expect(screen.getByText(/The secret is shown once/)).toBeVisible());
  });

  test('reads in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    renderPage(<FaqPage />, { path: '/faq', url: '/faq' });
    expect(screen.getByRole('heading', { name: '常见问题' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '状态报告' })).toBeInTheDocument();
  });

  test('the answer about topping up links to the recharge page', async () => {
    registerRouteTree(LAYOUT_ROUTES);
    renderPage(<FaqPage />, { path: '/faq', url: '/faq' });
    await userEvent.click(screen.getByRole('button', { name: 'How do I top up the balance?' }));
    const link = await screen.findByRole('link', { name: /Go to Recharge/ });
    expect(link).toHaveAttribute('href', '/app/finance/recharge');
  });

  test.each(['en-US', 'zh-CN'] as const)('every topic, question and answer has a %s text', (locale) => {
    const messages = buildMessages(locale);
    const keys = FAQ_TOPICS.flatMap((topic) => [
      topicTitleKey(topic.id),
      ...topic.questions.flatMap((q) => [
        questionKey(topic.id, q),
        answerKey(topic.id, q),
        ...(FAQ_LINKS[`${topic.id}.${q}`] ? [linkKey(topic.id, q)] : []),
      ]),
    ]);
    expect(keys.filter((key) => !messages[key])).toEqual([]);
  });
});
