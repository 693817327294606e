import { describe, expect, test } from 'vitest';
import { CONSOLE_MENU, menuForRole, type ConsoleMenuEntry } from './console-menu.js';

const names = (items: { name: string; children?: readonly { name: string }[] }[]): string[] =>
  items.flatMap((item) => [item.name, ...names([...(item.children ?? [])])]);

describe('the console menu the server hands out', () => {
  test('an admin sees the admin-only 403 page, a user does not', () => {
    expect(names(menuForRole('admin'))).toContain('exception403');
    expect(names(menuForRole('user'))).not.toContain('exception403');
    expect(names(menuForRole('user'))).toContain('exception404');
  });

  test('comes in menu order with the role lists left out', () => {
    const entries: ConsoleMenuEntry[] = [
      { name: 'b', path: '/b', locale: 'menu.b', order: 5, roles: ['*'] },
      { name: 'a', path: '/a', locale: 'menu.a', order: 1, roles: ['user'], children: [] },
    ];
    expect(menuForRole('user', entries)).toEqual([
      { name: 'a', path: '/a', locale: 'menu.a', order: 1, children: [] },
      { name: 'b', path: '/b', locale: 'menu.b', order: 5, children: [] },
    ]);
  });

  test('route names are unique', () => {
    const all = names([...CONSOLE_MENU]);
    expect(new Set(all).size).toBe(all.length);
  });
});
