import { ExportOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { createElement, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router-dom';
import { flattenRoutes, isRouteHandle } from '@/shared/router';
import { LAYOUT_ROUTES } from '@/app/router/app-routes';
import { indexMenu, type MenuNode } from './menu-tree';
import { useMenuTree } from './use-menu-tree';

type MenuItems = NonNullable<MenuProps['items']>;
type Translate = (key: string) => string;
type Hidden = { 'aria-hidden': boolean };

const PATH_BY_NAME = new Map(flattenRoutes(LAYOUT_ROUTES).map((route) => [route.name, route.path]));

function labelOf(node: MenuNode, t: Translate) {
  if (node.link !== 'new-tab') return t(node.locale);
  // A real link, so it can be opened with the middle button or copied; the icon says it leaves the console.
  return (
    <a href={node.href} target="_blank" rel="noopener noreferrer">
      {t(node.locale)}
      <ExportOutlined
        aria-label={t('layout.menu.newTab')}
        style={{ marginInlineStart: 6, fontSize: 11, opacity: 0.65 }}
      />
    </a>
  );
}

function toItems(nodes: readonly MenuNode[], t: Translate): MenuItems {
  return nodes.map((node) => ({
    key: node.key,
    label: labelOf(node, t),
    // The label names the entry; the icon's own name ("rollback", "api") would only clutter it.
    icon: node.icon ? createElement(node.icon as ComponentType<Hidden>, { 'aria-hidden': true }) : undefined,
    children: node.children ? toItems(node.children, t) : undefined,
  }));
}

/** The groups on the way down to the selected entries. */
function groupsAbove(nodes: readonly MenuNode[], selected: readonly string[]): string[] {
  return nodes.flatMap((node) => {
    if (!node.children) return [];
    const below = groupsAbove(node.children, selected);
    const holdsSelected = below.length > 0 || node.children.some((child) => selected.includes(child.key));
    return holdsSelected ? [node.key, ...below] : [];
  });
}

interface AppMenuProps {
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  /** Called after an entry is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The console menu, side (inline) or top (horizontal); the matched routes decide what is selected. */
export function AppMenu({ mode, collapsed = false, onNavigate }: AppMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const tree = useMenuTree();
  const items = useMemo(() => toItems(tree, t), [tree, t]);
  const nodes = useMemo(() => indexMenu(tree), [tree]);
  // Every matched route's path: the page's own item and the groups above it light up together.
  const selectedKeys = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .flatMap((handle) => PATH_BY_NAME.get(handle.name) ?? []);

  const routeGroups = groupsAbove(tree, selectedKeys);
  const routeGroupsKey = routeGroups.join('|');
  // Inline, only the current page's groups start open, and whatever the user opens or closes stays so:
  // a menu with every group open grows past the screen, and its groups would jump as the tree changes.
  const [openKeys, setOpenKeys] = useState<string[]>(routeGroups);
  const [openedFor, setOpenedFor] = useState(routeGroupsKey);
  if (openedFor !== routeGroupsKey) {
    // A page reached some other way (a quick action, a link, the tab bar) opens its group too.
    setOpenedFor(routeGroupsKey);
    setOpenKeys((keys) => [...new Set([...keys, ...routeGroups])]);
  }
  const inlineOpen = mode === 'inline' && !collapsed;

  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={selectedKeys}
      // Collapsed or horizontal, groups are pop-ups that antd opens on hover by itself.
      {...(inlineOpen ? { openKeys, onOpenChange: setOpenKeys } : {})}
      {...(mode === 'inline' ? { inlineCollapsed: collapsed } : {})}
      onClick={({ key, domEvent }) => {
        const node = nodes.get(key);
        if (node?.link === 'new-tab') {
          // A click on the link itself already opened it; the keyboard lands on the item, not the link.
          if (!(domEvent.target instanceof Element && domEvent.target.closest('a'))) {
            window.open(node.href, '_blank', 'noopener,noreferrer');
          }
        } else {
          void navigate(key);
        }
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none', borderBottom: 'none', background: 'transparent' }}
    />
  );
}
