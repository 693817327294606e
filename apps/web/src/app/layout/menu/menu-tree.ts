/**
 * The menu, derived from route metadata or from the server menu: hidden routes and routes the role may not
 * open are left out, siblings follow `order`, and a group whose children are all hidden disappears with
 * them. Links (Back to Account, website, documentation, API docs) are entries with somewhere to go.
 */
import type { ComponentType } from 'react';
import type { MenuItem, Role } from '@beacon/shared';
import { canOpenRoute } from '@/shared/permission';
import { flattenRoutes, sortByOrder, type AppRoute } from '@/shared/router';
import { MENU_ICONS } from './menu-icons';

export interface MenuNode {
  /**
   * The menu key: the route path, or for a new-tab link `link:<name>` — such a link may point at a page of
   * the console (the website entry defaults to the FAQ) and must not be taken for that page's entry.
   */
  key: string;
  /** Where a new-tab link goes. */
  href?: string;
  name: string;
  locale: string;
  icon?: ComponentType;
  link?: AppRoute['link'];
  children?: MenuNode[];
}

function nodeOf(route: AppRoute, locale = route.meta.locale, icon = route.meta.icon): MenuNode {
  const node: MenuNode = { key: route.path, name: route.name, locale, icon };
  if (route.link === 'new-tab')
    return { ...node, key: `link:${route.name}`, href: route.path, link: route.link };
  return route.link ? { ...node, link: route.link } : node;
}

/** A group keeps its children; with none left it stays only if it is itself a page or a link. */
function withChildren(route: AppRoute, node: MenuNode, children: MenuNode[]): MenuNode[] {
  if (children.length > 0) return [{ ...node, children }];
  return route.page || route.link ? [node] : [];
}

export function buildMenuTree(routes: readonly AppRoute[], role: Role | undefined): MenuNode[] {
  return sortByOrder(routes).flatMap((route): MenuNode[] => {
    if (route.meta.hideInMenu || !canOpenRoute(role, route.meta)) return [];
    const node = nodeOf(route);
    if (!route.children?.length) return [node];
    return withChildren(route, node, buildMenuTree(route.children, role));
  });
}

/**
 * The menu the server handed out (spec section 4, menu from server), drawn with the console's own routes:
 * entries the console does not know or the role may not open are left out; the server's title and icon win.
 */
export function buildServerMenuTree(
  items: readonly MenuItem[],
  routes: readonly AppRoute[],
  role: Role | undefined,
): MenuNode[] {
  const routeByName = new Map(flattenRoutes(routes).map((route) => [route.name, route]));
  const walk = (list: readonly MenuItem[]): MenuNode[] =>
    [...list]
      .sort((a, b) => a.order - b.order)
      .flatMap((item): MenuNode[] => {
        const route = routeByName.get(item.name);
        if (!route || item.hideInMenu || !canOpenRoute(role, route.meta)) return [];
        const icon = (item.icon && MENU_ICONS[item.icon]) || route.meta.icon;
        const node = nodeOf(route, item.locale, icon);
        if (!item.children?.length && !route.children?.length) return [node];
        return withChildren(route, node, walk(item.children ?? []));
      });
  return walk(items);
}

/** Every node by key, to find what a clicked menu key stands for. */
export function indexMenu(nodes: readonly MenuNode[]): Map<string, MenuNode> {
  return new Map(nodes.flatMap((node) => [[node.key, node] as const, ...indexMenu(node.children ?? [])]));
}
