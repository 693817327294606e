/**
 * What the tab bar's buttons and menus do: change the open tabs, and when the page on screen loses its tab,
 * go to the tab that takes its place. Reloading goes through the hidden `/redirect/<path>` route, which
 * remounts the page; its kept copy is dropped first so the page starts afresh.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTabBar } from '@/shared/settings/tab-bar-store';
import { neighbourOf, type TabItem } from '@/shared/settings/tab-list';
import { useCurrentRoute } from './use-current-route';

export interface TabActions {
  open: (name: string) => void;
  close: (name: string) => void;
  closeOthers: (name: string) => void;
  closeToRight: (name: string) => void;
  reload: (name: string) => void;
  keep: (name: string, kept: boolean) => void;
}

export function useTabActions(): TabActions {
  const navigate = useNavigate();
  const current = useCurrentRoute()?.name;

  return useMemo(() => {
    const find = (name: string) => useTabBar.getState().tabs.find((tab) => tab.name === name);
    /** Runs a change; if it closed the page on screen, shows `fallback` instead. */
    const change = (apply: () => void, fallback: TabItem | undefined) => {
      const wasOpen = current !== undefined && find(current) !== undefined;
      apply();
      if (wasOpen && find(current) === undefined && fallback) void navigate(fallback.fullPath);
    };
    const state = () => useTabBar.getState();

    return {
      open: (name) => {
        const tab = find(name);
        if (tab && tab.name !== current) void navigate(tab.fullPath);
      },
      close: (name) => change(() => state().closeTab(name), neighbourOf(state().tabs, name)),
      closeOthers: (name) => change(() => state().closeOthers(name), find(name)),
      closeToRight: (name) => change(() => state().closeToRight(name), find(name)),
      reload: (name) => {
        const tab = find(name);
        if (!tab) return;
        state().dropCache(name);
        void navigate(`/redirect${tab.fullPath}`, { replace: true });
      },
      keep: (name, kept) => state().setKept(name, kept),
    };
  }, [current, navigate]);
}
