import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Role } from '@beacon/shared';
import { user } from '@/app/router/guards/test-helpers';
import { queryClient } from '../query/query-client';
import { sessionKeys, useTokenStore } from '../session';
import { useRoleView } from '../settings/role-view';
import { canAccess } from './can-access';
import { Permission } from './Permission';
import { effectiveRole } from './role';

function renderAs(role: Role | null, roles: Parameters<typeof Permission>[0]['roles']) {
  if (role) {
    useTokenStore.setState({ token: 't' });
    queryClient.setQueryData(sessionKeys.userInfo(), user({ role }));
  }
  return render(
    <QueryClientProvider client={queryClient}>
      <Permission roles={roles} fallback={<span>hidden</span>}>
        <button>Delete organisation</button>
      </Permission>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  useTokenStore.setState({ token: null });
  useRoleView.setState({ viewAsUser: false });
});

describe('<Permission>', () => {
  test('shows its children to a listed role', () => {
    renderAs('admin', ['admin']);
    expect(screen.getByRole('button', { name: 'Delete organisation' })).toBeInTheDocument();
  });

  test('removes its children for a role that is not listed', () => {
    renderAs('user', ['admin']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });

  test.each([[['*']], [[]]] as const)('%j admits everyone', (roles) => {
    renderAs('user', roles);
    expect(screen.getByRole('button')).toBeInTheDocument();
  });

  test('an admin who switched to the user centre loses admin-only elements', () => {
    useRoleView.setState({ viewAsUser: true });
    renderAs('admin', ['admin']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('with no signed-in user a restricted element stays hidden', () => {
    renderAs(null, ['user', 'admin']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('canAccess', () => {
  test.each([
    ['user', ['*'], true],
    ['admin', ['admin'], true],
    ['user', ['admin'], false],
    ['user', [], true],
    ['user', undefined, true],
    [undefined, ['user'], false],
    [undefined, ['*'], true],
  ] as const)('role %s with rule %j → %s', (role, roles, expected) => {
    expect(canAccess(role, roles)).toBe(expected);
  });
});

describe('the role the console acts on', () => {
  test.each([
    ['admin', false, 'admin'],
    ['admin', true, 'user'],
    ['user', false, 'user'],
    ['user', true, 'user'],
    [undefined, true, undefined],
  ] as const)('server role %s, user centre %s → %s', (serverRole, viewAsUser, expected) => {
    expect(effectiveRole(serverRole, viewAsUser)).toBe(expected);
  });
});
