import { describe, expect, test } from 'vitest';
import { permissionGuard } from './permission-guard';
import { runGuards } from './run-guards';
import { deps, target, user } from './test-helpers';
import { FORBIDDEN } from './types';

describe('permission guard', () => {
  test("a route open to '*' admits every role", () => {
    const fakes = deps({ token: true, cached: user({ role: 'user' }) });
    expect(
      permissionGuard(target('Workplace', '/app/dashboard/workplace', { roles: ['*'] }), fakes),
    ).toBeNull();
  });

  test('a route listing the role admits it', () => {
    const fakes = deps({ token: true, cached: user({ role: 'admin' }) });
    expect(permissionGuard(target('exception403', '/exception/403', { roles: ['admin'] }), fakes)).toBeNull();
  });

  test('a signed-in role not listed sees the 403 page where it asked, not another page', () => {
    const fakes = deps({ token: true, cached: user({ role: 'user' }) });
    expect(permissionGuard(target('AdminUsers', '/admin/users', { roles: ['admin'] }), fakes)).toBe(
      FORBIDDEN,
    );
  });

  test('the admin-only 403 route itself is forbidden to a user, not opened for everyone', () => {
    const fakes = deps({ token: true, cached: user({ role: 'user' }) });
    expect(permissionGuard(target('exception403', '/exception/403', { roles: ['admin'] }), fakes)).toBe(
      FORBIDDEN,
    );
  });

  test('without a known role a restricted page is not found', () => {
    expect(permissionGuard(target('AdminUsers', '/admin/users', { roles: ['admin'] }), deps())).toBe(
      '/not-found',
    );
  });

  test('routes that need no sign-in are not checked', () => {
    expect(
      permissionGuard(target('login', '/login', { requiresAuth: false, roles: ['admin'] }), deps()),
    ).toBeNull();
  });

  test('an empty roles list admits everyone', () => {
    const fakes = deps({ token: true, cached: user() });
    expect(permissionGuard(target('WelcomeIndex', '/welcome/index', { roles: [] }), fakes)).toBeNull();
  });
});

describe('the guards in order', () => {
  test('a signed-out user is sent to login before roles are even looked at', async () => {
    const fakes = deps();
    expect(await runGuards(target('exception403', '/exception/403', { roles: ['admin'] }), fakes)).toBe(
      '/login?redirect=exception403',
    );
    expect(fakes.getUser).not.toHaveBeenCalled();
  });

  test('the permission guard sees the user the navigation guard loaded', async () => {
    let loaded: ReturnType<typeof user> | undefined;
    const fakes = deps({ token: true });
    fakes.loadUser.mockImplementation(() => Promise.resolve((loaded = user({ role: 'user' }))));
    fakes.getUser.mockImplementation(() => loaded);
    expect(await runGuards(target('FormStep', '/form/step', { roles: ['admin'] }), fakes)).toBe(FORBIDDEN);
  });

  test('when every guard passes the navigation goes through', async () => {
    const fakes = deps({ token: true, cached: user({ role: 'admin' }) });
    expect(await runGuards(target('exception403', '/exception/403', { roles: ['admin'] }), fakes)).toBeNull();
  });
});
