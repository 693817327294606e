/**
 * The user centre / admin centre switch (spec section 4): an organisation admin may look at the console as a
 * plain user. Local only — the server keeps judging every call by the role it knows. In memory: a reload or
 * a new sign-in starts in the user's own role.
 */
import { create } from 'zustand';

interface RoleViewState {
  /** An admin looking at the user centre. Ignored for a user, who cannot switch to admin. */
  viewAsUser: boolean;
  setViewAsUser: (viewAsUser: boolean) => void;
}

export const useRoleView = create<RoleViewState>()((set) => ({
  viewAsUser: false,
  setViewAsUser: (viewAsUser) => set({ viewAsUser }),
}));
