/** Builders for guard tests: a target route and fake dependencies with a user of a given shape. */
import { vi } from 'vitest';
import type { MenuItem, UserInfo } from '@beacon/shared';
import type { RouteMeta } from '@/shared/router';
import type { GuardDeps, GuardTarget } from './types';

export function target(
  name: string,
  pathname: string,
  meta: Partial<RouteMeta> = {},
  query = '',
): GuardTarget {
  return {
    name,
    pathname,
    search: new URLSearchParams(query),
    meta: { locale: `menu.${name}`, requiresAuth: true, roles: ['*'], ...meta },
  };
}

export function user(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'u1',
    username: 'ada',
    email: 'ada@example.com',
    avatar: null,
    job: null,
    jobName: null,
    timezone: 'UTC',
    timeFormat: 'YYYY-MM-DD HH:mm:ss',
    address: null,
    profile: null,
    introduction: null,
    personalWebsite: null,
    organization: null,
    organizationName: null,
    location: null,
    locationName: null,
    phone: null,
    createdAt: '2026-01-01T00:00:00Z',
    certification: 0,
    twoFactor: 'email',
    pendingEmail: null,
    language: 'en-US',
    theme: 'light',
    passwordChangedAt: null,
    role: 'user',
    maxAccounts: 10,
    currentAccount: 'acc-1',
    accountId: 'acc-1',
    accounts: [],
    verificationStatus: null,
    verificationAt: null,
    verificationData: null,
    ...overrides,
  };
}

interface FakeDepsOptions {
  token?: boolean;
  cached?: UserInfo;
  load?: () => Promise<UserInfo>;
  /** Turns "menu from server" on with this menu already loaded (an empty one is fetched by the guard). */
  serverMenu?: MenuItem[];
  /** What fetching the server menu answers. */
  fetchedMenu?: MenuItem[];
}

export function deps(options: FakeDepsOptions = {}) {
  return {
    hasToken: vi.fn(() => options.token ?? false),
    getUser: vi.fn(() => options.cached),
    loadUser: vi.fn(options.load ?? (() => Promise.resolve(user()))),
    clearSession: vi.fn(),
    isMenuFromServer: vi.fn(() => options.serverMenu !== undefined),
    getServerMenu: vi.fn((): readonly MenuItem[] => options.serverMenu ?? []),
    loadServerMenu: vi.fn((): Promise<readonly MenuItem[]> => Promise.resolve(options.fetchedMenu ?? [])),
  } satisfies GuardDeps;
}

export function menuItem(name: string, children: MenuItem[] = [], hideInMenu?: boolean): MenuItem {
  return { name, path: `/${name}`, locale: `menu.${name}`, order: 0, children, hideInMenu };
}
