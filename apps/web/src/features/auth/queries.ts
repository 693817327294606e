/**
 * Query hooks for the auth links (a login ticket, a sign-up id, a reset token, an SSO token). Each is
 * checked once per link: TanStack Query shares one in-flight call between React's double-mounted effects,
 * which matters for the single-use SSO token.
 */
import { useQuery } from '@tanstack/react-query';
import { PUBLIC_SCOPE } from '@/shared/query/query-client';
import { authApi } from './api';

const authKeys = {
  all: [PUBLIC_SCOPE, 'auth'] as const,
  loginTicket: (token: string) => [...authKeys.all, 'loginTicket', token] as const,
  signup: (id: string) => [...authKeys.all, 'signup', id] as const,
  invitation: (id: string) => [...authKeys.all, 'invitation', id] as const,
  passwordLink: (token: string) => [...authKeys.all, 'passwordLink', token] as const,
  sso: (token: string) => [...authKeys.all, 'sso', token] as const,
};

const ONCE = { staleTime: Infinity, gcTime: Infinity, retry: false } as const;

export function useLoginTicket(token: string | undefined) {
  return useQuery({
    queryKey: authKeys.loginTicket(token ?? ''),
    queryFn: () => authApi.testLoginTicket(token ?? ''),
    enabled: Boolean(token),
    ...ONCE,
  });
}

export function useSignupLink(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.signup(id ?? ''),
    queryFn: () => authApi.testSignup(id ?? ''),
    enabled: Boolean(id) && enabled,
    ...ONCE,
  });
}

export function useInvitation(id: string | undefined) {
  return useQuery({
    queryKey: authKeys.invitation(id ?? ''),
    queryFn: () => authApi.testInvitation(id ?? ''),
    enabled: Boolean(id),
    ...ONCE,
  });
}

export function usePasswordLink(token: string | undefined) {
  return useQuery({
    queryKey: authKeys.passwordLink(token ?? ''),
    queryFn: () => authApi.testPasswordLink(token ?? ''),
    enabled: Boolean(token),
    ...ONCE,
  });
}

/** Exchanges the SSO token for a session; a query (not a mutation) so a double mount cannot spend it twice. */
export function useSsoExchange(token: string | undefined) {
  return useQuery({
    queryKey: authKeys.sso(token ?? ''),
    queryFn: () => authApi.sso(token ?? ''),
    enabled: Boolean(token),
    ...ONCE,
  });
}
