import { describe, expect, test } from 'vitest';
import { runGuards } from './run-guards';
import { serverMenuGuard } from './server-menu-guard';
import { deps, menuItem, target, user } from './test-helpers';
import { FORBIDDEN } from './types';

const MENU = [
  menuItem('dashboard', [menuItem('Workplace')]),
  menuItem('welcome', [menuItem('WelcomeIndex'), menuItem('WelcomeNew', [], true)], true),
];

describe('server menu guard', () => {
  test('does nothing while the menu comes from the route metadata', async () => {
    const fakes = deps({ token: true, cached: user() });
    expect(await serverMenuGuard(target('Secret', '/secret'), fakes)).toBeNull();
    expect(fakes.loadServerMenu).not.toHaveBeenCalled();
  });

  test('opens a page the server menu lists, shown or hidden', async () => {
    const fakes = deps({ token: true, cached: user(), serverMenu: MENU });
    expect(await serverMenuGuard(target('Workplace', '/app/dashboard/workplace'), fakes)).toBeNull();
    expect(await serverMenuGuard(target('WelcomeNew', '/welcome/new'), fakes)).toBeNull();
    expect(fakes.loadServerMenu).not.toHaveBeenCalled();
  });

  test('sends a page the server menu does not list to not-found', async () => {
    const fakes = deps({ token: true, cached: user(), serverMenu: MENU });
    expect(await serverMenuGuard(target('Faq', '/faq'), fakes)).toBe('/not-found');
  });

  test('fetches the menu when there is none yet, then judges by it', async () => {
    const fakes = deps({ token: true, cached: user(), serverMenu: [], fetchedMenu: MENU });
    expect(await serverMenuGuard(target('WelcomeIndex', '/welcome/index'), fakes)).toBeNull();
    expect(fakes.loadServerMenu).toHaveBeenCalledOnce();
  });

  test('a menu that failed to load lets nothing but the whitelist through', async () => {
    const fakes = deps({ token: true, cached: user(), serverMenu: [], fetchedMenu: [] });
    expect(await serverMenuGuard(target('Workplace', '/app/dashboard/workplace'), fakes)).toBe('/not-found');
    for (const name of ['login', 'notFound', 'Redirect']) {
      expect(await serverMenuGuard(target(name, `/${name}`), fakes)).toBeNull();
    }
  });

  test('public pages are not its business', async () => {
    const fakes = deps({ serverMenu: MENU });
    expect(await serverMenuGuard(target('signup', '/signup', { requiresAuth: false }), fakes)).toBeNull();
  });

  test('in order: a page the role may not open is forbidden, listed or not; an unlisted open page is not found', async () => {
    const fakes = deps({ token: true, cached: user({ role: 'user' }), serverMenu: MENU });
    expect(await runGuards(target('AdminUsers', '/admin/users', { roles: ['admin'] }), fakes)).toBe(
      FORBIDDEN,
    );
    expect(await runGuards(target('Faq', '/faq'), fakes)).toBe('/not-found');
  });
});
