import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { InsightsMonitor } from '@beacon/shared/api/insights';
import { user } from '@/app/router/guards/test-helpers';
import { useTokenStore } from '@/shared/session';
import { envelope } from '@/test/fake-adapter';
import { fakeServer, renderPage, resetApp } from '@/test/render-app';
import MonitorPage from './MonitorPage';

beforeEach(async () => {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
});

function reading(n: number, binds: InsightsMonitor['binds']): InsightsMonitor {
  return {
    at: new Date(Date.UTC(2026, 10, 26, 10, 0, n * 2)).toISOString(),
    windowSeconds: 10,
    acceptedPerSecond: 1.5 * n,
    submittedPerSecond: 1.2 * n,
    queue: { scheduled: 0, queued: 1_200 * n, sending: 3 },
    webhooks: { pending: 4, failed: 1 },
    binds,
  };
}

describe('the live monitor', () => {
  test('reads again every two seconds and shows the new figures, with the binds as counts', async () => {
    let n = 0;
    fakeServer((request) => {
      if (request.url.startsWith('/user/info')) return envelope(user({ role: 'admin' }));
      n += 1;
      return envelope(reading(n, { bound: 2, connecting: 0, refused: 1 }));
    });
    renderPage(<MonitorPage />, { path: '/app/dashboard/monitor', url: '/app/dashboard/monitor' });
    expect(await screen.findByText('1,203')).toBeInTheDocument();
    expect(screen.getByText('Refused')).toBeInTheDocument();
    expect(screen.getByText('1 given up in the last 24 hours')).toBeInTheDocument();
    expect(await screen.findByText('2,403')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Live traffic' })).toBeInTheDocument();
  });

  test('says where the binds are when this server holds none, and shows a failed reading', async () => {
    let fail = false;
    fakeServer((request) => {
      if (request.url.startsWith('/user/info')) return envelope(user({ role: 'admin' }));
      return fail ? { status: 500, body: 'down' } : envelope(reading(1, null));
    });
    renderPage(<MonitorPage />, { path: '/', url: '/' });
    expect(
      await screen.findByText('This server does not hold the carrier connections; the sending workers do.'),
    ).toBeInTheDocument();
    fail = true;
    expect(
      await screen.findByText('The latest reading could not be loaded; retrying every 2 seconds'),
    ).toBeInTheDocument();
  });
});
