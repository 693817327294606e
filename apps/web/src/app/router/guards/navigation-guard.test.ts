import { beforeAll, describe, expect, test } from 'vitest';
import { registerRouteTree } from '@/shared/router';
import { navigationGuard } from './navigation-guard';
import { deps, target, user } from './test-helpers';

beforeAll(() => {
  registerRouteTree([
    { name: 'login', path: '/login/:token?', meta: { locale: 'menu.login', requiresAuth: false } },
    { name: 'Workplace', path: '/app/dashboard/workplace', meta: { locale: 'x', requiresAuth: true } },
    { name: 'WelcomeIndex', path: '/welcome/index', meta: { locale: 'x', requiresAuth: true } },
  ]);
});

describe('navigation guard', () => {
  test.each(['signup', 'findPassword', 'sso', 'ekyc', 'ekycResult'])(
    '%s always opens, with or without a token',
    async (name) => {
      expect(await navigationGuard(target(name, `/${name}/x`, { requiresAuth: false }), deps())).toBeNull();
      const signedIn = deps({ token: true, load: () => Promise.reject(new Error('dead')) });
      expect(await navigationGuard(target(name, `/${name}/x`), signedIn)).toBeNull();
      expect(signedIn.loadUser).not.toHaveBeenCalled();
    },
  );

  test('without a token the login page opens', async () => {
    expect(await navigationGuard(target('login', '/login', { requiresAuth: false }), deps())).toBeNull();
  });

  test('without a token anything else goes to login, carrying the route name and its query', async () => {
    const result = await navigationGuard(
      target('Workplace', '/app/dashboard/workplace', {}, 'tab=2&q=a b'),
      deps(),
    );
    expect(result).toBe('/login?redirect=Workplace&tab=2&q=a+b');
  });

  test('without a token an unknown page also goes to login', async () => {
    expect(await navigationGuard(target('notFound', '/nope'), deps())).toBe('/login?redirect=notFound');
  });

  test('with a token and no known role the user info is loaded before the page opens', async () => {
    const fakes = deps({ token: true });
    expect(await navigationGuard(target('Workplace', '/app/dashboard/workplace'), fakes)).toBeNull();
    expect(fakes.loadUser).toHaveBeenCalledOnce();
  });

  test('with the role already known nothing is loaded again', async () => {
    const fakes = deps({ token: true, cached: user() });
    await navigationGuard(target('Workplace', '/app/dashboard/workplace'), fakes);
    expect(fakes.loadUser).not.toHaveBeenCalled();
  });

  test('when the user info fails to load the session is cleared and login gets the redirect', async () => {
    const fakes = deps({ token: true, load: () => Promise.reject(new Error('2005')) });
    const result = await navigationGuard(target('WelcomeIndex', '/welcome/index', {}, 'from=mail'), fakes);
    expect(fakes.clearSession).toHaveBeenCalledOnce();
    expect(result).toBe('/login?redirect=WelcomeIndex&from=mail');
  });

  test('when the user info fails on the way to login, login simply opens', async () => {
    const fakes = deps({ token: true, load: () => Promise.reject(new Error('2006')) });
    expect(await navigationGuard(target('login', '/login'), fakes)).toBeNull();
    expect(fakes.clearSession).toHaveBeenCalledOnce();
  });

  test('with no current account, /app pages send the user to /welcome', async () => {
    const fakes = deps({ token: true, cached: user({ currentAccount: null }) });
    expect(await navigationGuard(target('Workplace', '/app/dashboard/workplace'), fakes)).toBe('/welcome');
  });

  test('with no current account, pages outside /app still open', async () => {
    const fakes = deps({ token: true, cached: user({ currentAccount: null }) });
    expect(await navigationGuard(target('WelcomeIndex', '/welcome/index'), fakes)).toBeNull();
  });

  test('a signed-in user opening login goes on to the redirect target, or the workplace', async () => {
    const fakes = deps({ token: true, cached: user() });
    expect(await navigationGuard(target('login', '/login', {}, 'redirect=WelcomeIndex&x=1'), fakes)).toBe(
      '/welcome/index?x=1',
    );
    expect(await navigationGuard(target('login', '/login'), fakes)).toBe('/app/dashboard/workplace');
  });
});
