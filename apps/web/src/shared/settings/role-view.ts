/**
 * The user centre / admin centre switch (spec section 4): an organisation admin may look at the console as a
 * plain user. Local only — the server keeps judging every call by the role it knows. Remembered in this
 * browser, so a reload keeps the centre the admin chose; a user is never shown the admin centre whatever
 * is stored (see effectiveRole).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

const ROLE_VIEW_STORAGE_KEY = 'role-view';

interface RoleViewState {
  /** An admin looking at the user centre. Ignored for a user, who cannot switch to admin. */
  viewAsUser: boolean;
  setViewAsUser: (viewAsUser: boolean) => void;
}

export const useRoleView = create<RoleViewState>()(
  persist(
    (set) => ({
      viewAsUser: false,
      setViewAsUser: (viewAsUser) => set({ viewAsUser }),
    }),
    {
      name: ROLE_VIEW_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ viewAsUser }) => ({ viewAsUser }),
    },
  ),
);
