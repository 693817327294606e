import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ImportResult } from '@beacon/shared';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf } from '@/test/routed-server';
import { adminServer, startSignedIn } from '../admin-test-kit';
import { ImportPanel } from './ImportPanel';

beforeEach(startSignedIn);

const CSV =
  'email,name,role,accounts\nalice@example.com,Alice,user,acc-1\nalice@example.com,Alice,user,acc-1\n';

function report(dryRun: boolean): ImportResult {
  return {
    rows: [
      {
        line: 2,
        email: 'alice@example.com',
        name: 'Alice',
        role: 'user',
        accountIds: ['acc-1'],
        error: null,
      },
      {
        line: 3,
        email: 'alice@example.com',
        name: 'Alice',
        role: 'user',
        accountIds: ['acc-1'],
        error: 'importDuplicate',
      },
    ],
    valid: 1,
    invalid: 1,
    invited: dryRun ? 0 : 1,
  };
}

describe('the import dry run', () => {
  test('reports each row, then imports only after a check and only the valid rows', async () => {
    const server = adminServer({
      '/admin/user/import': (request) => envelope(report(bodyOf(request).dryRun !== 'false')),
    });
    renderPage(<ImportPanel />, { path: '/', url: '/' });
    const importButton = () => screen.getByRole('button', { name: /Import \d+ users/ });
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();

    await userEvent.type(screen.getByRole('textbox', { name: 'CSV' }), CSV.replaceAll('\n', '{enter}'));
    expect(importButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByText('1 rows can be imported, 1 have problems')).toBeInTheDocument();
    expect(screen.getByText('This e-mail appears twice')).toBeInTheDocument();
    expect(screen.getByText('OK')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/admin/user/import')[0])).toMatchObject({ dryRun: 'true' });
    expect(String(bodyOf(server.callsTo('/admin/user/import')[0]).csv)).toContain('alice@example.com,Alice');

    await userEvent.click(importButton());
    expect(await screen.findByText('1 invitations sent, 1 rows skipped')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/admin/user/import')[1])).toMatchObject({ dryRun: 'false' });
  });

  test('changing the CSV after a check asks for a new check before importing', async () => {
    adminServer({ '/admin/user/import': () => envelope(report(true)) });
    renderPage(<ImportPanel />, { path: '/', url: '/' });
    const box = screen.getByRole('textbox', { name: 'CSV' });
    await userEvent.type(box, 'email,name,role,accounts{enter}a@example.com,A,user,');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 1 users' })).toBeEnabled());
    await userEvent.type(box, 'x');
    expect(screen.getByRole('button', { name: 'Import 0 users' })).toBeDisabled();
    expect(screen.queryByText('1 rows can be imported, 1 have problems')).not.toBeInTheDocument();
  });
});
