import { describe, expect, test } from 'vitest';
import type { MenuItem } from '@beacon/shared';
import type { AppRoute } from '@/shared/router';
import { LAYOUT_ROUTES } from '@/app/router/app-routes';
import { buildMenuTree, buildServerMenuTree } from './menu-tree';
import { MENU_ICONS } from './menu-icons';

const page = () => Promise.resolve({ default: () => null });

const ROUTES: AppRoute[] = [
  {
    name: 'welcome',
    path: '/welcome',
    meta: { locale: 'menu.welcome', requiresAuth: true, roles: ['*'], order: 7 },
    children: [
      { name: 'WelcomeIndex', path: '/welcome/index', meta: { locale: 'a', requiresAuth: true }, page },
      {
        name: 'WelcomeNew',
        path: '/welcome/new',
        meta: { locale: 'b', requiresAuth: true, hideInMenu: true },
        page,
      },
    ],
  },
  {
    name: 'dashboard',
    path: '/app/dashboard',
    meta: { locale: 'menu.dashboard', requiresAuth: true, roles: ['*'], order: 0 },
    children: [
      {
        name: 'Workplace',
        path: '/app/dashboard/workplace',
        meta: { locale: 'c', requiresAuth: true },
        page,
      },
    ],
  },
  {
    name: 'visualization',
    path: '/visualization',
    meta: { locale: 'menu.visualization', requiresAuth: true, roles: ['admin'], order: 1 },
    children: [
      { name: 'Analysis', path: '/visualization/a', meta: { locale: 'd', requiresAuth: true }, page },
    ],
  },
  {
    name: 'exception',
    path: '/exception',
    meta: { locale: 'menu.exception', requiresAuth: true, order: 6 },
    children: [
      {
        name: 'e404',
        path: '/exception/404',
        meta: { locale: 'e', requiresAuth: true, hideInMenu: true },
        page,
      },
    ],
  },
  {
    name: 'Website',
    path: 'https://example.com',
    link: 'new-tab',
    meta: { locale: 'menu.website', requiresAuth: true, roles: ['*'], order: 8 },
  },
];

const item = (name: string, order: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  name,
  path: `/${name}`,
  locale: `server.${name}`,
  order,
  children: [],
  ...extra,
});

describe('menu from route metadata', () => {
  test('follows order, leaves out hidden routes and groups whose children are all hidden', () => {
    const tree = buildMenuTree(ROUTES, 'user');
    expect(tree.map((node) => node.name)).toEqual(['dashboard', 'welcome', 'Website']);
    expect(tree[1]?.children?.map((node) => node.name)).toEqual(['WelcomeIndex']);
  });

  test('shows routes restricted to a role only to that role', () => {
    expect(buildMenuTree(ROUTES, 'admin').map((node) => node.name)).toEqual([
      'dashboard',
      'visualization',
      'welcome',
      'Website',
    ]);
  });

  test('a new-tab link has a key of its own, keeps its address and says how it opens', () => {
    expect(buildMenuTree(ROUTES, 'user').at(-1)).toMatchObject({
      key: 'link:Website',
      href: 'https://example.com',
      link: 'new-tab',
    });
  });

  test('the real menu: dashboard first, MMS beside SMS, Back to Account, then help and the links', () => {
    const tree = buildMenuTree(LAYOUT_ROUTES, 'user');
    const names = tree.map((node) => node.name);
    expect(names[0]).toBe('dashboard');
    expect(names.indexOf('Mms')).toBeGreaterThan(0);
    expect(names.slice(-5)).toEqual(['BackToAccount', 'Faq', 'Website', 'Documentation', 'ApiDocs']);
    expect(names).not.toContain('welcome');
    expect(names).not.toContain('exception');
    expect(names).not.toContain('Redirect');
    expect(tree[0]?.children?.map((node) => node.key)).toEqual(['/app/dashboard/workplace']);
    expect(tree.find((node) => node.name === 'BackToAccount')).toMatchObject({
      key: '/welcome',
      link: 'route',
    });
    expect(tree.find((node) => node.name === 'ApiDocs')).toMatchObject({
      href: '/api/docs',
      link: 'new-tab',
    });
    // The website entry goes to the FAQ by default, and is still not the FAQ's own entry.
    expect(new Set(tree.map((node) => node.key)).size).toBe(tree.length);
  });
});

describe('menu from the server', () => {
  test("draws the server's entries in its order, titles and icons, with the console's paths", () => {
    const tree = buildServerMenuTree(
      [
        item('welcome', 9, { children: [item('WelcomeIndex', 0)] }),
        item('dashboard', 1, { icon: 'MessageOutlined', children: [item('Workplace', 0)] }),
      ],
      ROUTES,
      'user',
    );
    expect(tree.map((node) => [node.name, node.key, node.locale])).toEqual([
      ['dashboard', '/app/dashboard', 'server.dashboard'],
      ['welcome', '/welcome', 'server.welcome'],
    ]);
    expect(tree[0]?.icon).toBe(MENU_ICONS.MessageOutlined);
    expect(tree[0]?.children?.map((node) => node.key)).toEqual(['/app/dashboard/workplace']);
  });

  test('leaves out entries the console does not know, hidden ones, and what the role may not open', () => {
    const tree = buildServerMenuTree(
      [
        item('Unknown', 0),
        item('welcome', 1, {
          children: [item('WelcomeIndex', 0), item('WelcomeNew', 1, { hideInMenu: true })],
        }),
        item('visualization', 2, { children: [item('Analysis', 0)] }),
        item('exception', 3, { children: [item('e404', 0, { hideInMenu: true })] }),
      ],
      ROUTES,
      'user',
    );
    expect(tree.map((node) => node.name)).toEqual(['welcome']);
    expect(tree[0]?.children?.map((node) => node.name)).toEqual(['WelcomeIndex']);
  });

  test('an admin switched to the user centre does not see admin-only entries even if the server sent them', () => {
    const items = [item('visualization', 2, { children: [item('Analysis', 0)] })];
    expect(buildServerMenuTree(items, ROUTES, 'admin')).toHaveLength(1);
    expect(buildServerMenuTree(items, ROUTES, 'user')).toHaveLength(0);
  });
});
