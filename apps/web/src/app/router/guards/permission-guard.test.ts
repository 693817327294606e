import { describe, expect, test } from 'vitest';
import { permissionGuard } from './permission-guard';
import { runGuards } from './run-guards';
import { deps, target, user } from './test-helpers';

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

  test('a role not listed goes to the first route it may open', () => {
    const fakes = deps({ token: true, cached: user({ role: 'user' }) });
    expect(permissionGuard(target('exception403', '/exception/403', { roles: ['admin'] }), fakes)).toBe(
      '/app/dashboard/workplace',
    );
    expect(fakes.firstPermittedPath).toHaveBeenCalledWith('user');
  });

  test('a role that may open nothing goes to not-found', () => {
    const fakes = deps({ token: true, cached: user({ role: 'user' }) });
    fakes.firstPermittedPath.mockReturnValue(undefined);
    expect(permissionGuard(target('exception403', '/exception/403', { roles: ['admin'] }), fakes)).toBe(
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
    expect(fakes.firstPermittedPath).not.toHaveBeenCalled();
  });

  test('the permission guard sees the user the navigation guard loaded', async () => {
    let loaded: ReturnType<typeof user> | undefined;
    const fakes = deps({ token: true });
    fakes.loadUser.mockImplementation(() => Promise.resolve((loaded = user({ role: 'user' }))));
    fakes.getUser.mockImplementation(() => loaded);
    expect(await runGuards(target('exception403', '/exception/403', { roles: ['admin'] }), fakes)).toBe(
      '/app/dashboard/workplace',
    );
  });

  test('when every guard passes the navigation goes through', async () => {
    const fakes = deps({ token: true, cached: user({ role: 'admin' }) });
    expect(await runGuards(target('exception403', '/exception/403', { roles: ['admin'] }), fakes)).toBeNull();
  });
});
