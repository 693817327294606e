/**
 * The recharge cart (spec sections 3 and 9), kept in localStorage under the key `cart` as a plain JSON array
 * of lines — the spec fixes the key, and the browser tests read it — rather than zustand's state wrapper.
 * Anything in the key that is not a well-formed line is dropped on reading.
 */
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { FINANCE_PACKAGE_IDS, type FinancePackageId } from '@beacon/shared/api/finance';
import { clampQuantity, type CartLine } from './cart-math';

export const CART_STORAGE_KEY = 'cart';

/** What the package list says about one package now. */
export interface PackageFacts {
  packageId: FinancePackageId;
  name: string;
  price: string;
  currency: string;
  image: string;
}

interface CartState {
  lines: CartLine[];
  /** Adds `quantity` of a package; a package in another currency than the cart's starts a new cart. */
  add: (pkg: PackageFacts, quantity: number) => void;
  setQuantity: (packageId: FinancePackageId, quantity: number) => void;
  remove: (packageId: FinancePackageId) => void;
  clear: () => void;
  /**
   * Brings names and prices in line with the current package list (the account may have changed, or the
   * price list): lines of packages no longer offered are dropped. The server prices the order itself.
   */
  reprice: (packages: readonly PackageFacts[]) => void;
}

type PersistedCart = Pick<CartState, 'lines'>;

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    (FINANCE_PACKAGE_IDS as readonly unknown[]).includes(line.packageId) &&
    typeof line.name === 'string' &&
    typeof line.price === 'string' &&
    typeof line.currency === 'string' &&
    typeof line.image === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0
  );
}

/** The lines stored under `cart`; an absent, unreadable or foreign value is an empty cart. */
export function readStoredLines(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter(isLine).map((line) => ({ ...line, quantity: clampQuantity(line.quantity) }))
      : [];
  } catch {
    return [];
  }
}

const rawCartStorage: PersistStorage<PersistedCart> = {
  getItem: (name) => ({ state: { lines: readStoredLines(localStorage.getItem(name)) }, version: 0 }),
  setItem: (name, value) => {
    if (value.state.lines.length > 0) localStorage.setItem(name, JSON.stringify(value.state.lines));
    else localStorage.removeItem(name);
  },
  removeItem: (name) => localStorage.removeItem(name),
};

const toLine = (pkg: PackageFacts, quantity: number): CartLine => ({
  packageId: pkg.packageId,
  name: pkg.name,
  price: pkg.price,
  currency: pkg.currency,
  image: pkg.image,
  quantity: clampQuantity(quantity),
});

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      lines: [],
      add: (pkg, quantity) =>
        set(({ lines }) => {
          const sameCurrency = lines.filter((line) => line.currency === pkg.currency);
          const existing = sameCurrency.find((line) => line.packageId === pkg.packageId);
          if (!existing) return { lines: [...sameCurrency, toLine(pkg, quantity)] };
          return {
            lines: sameCurrency.map((line) =>
              line === existing ? toLine(pkg, line.quantity + quantity) : line,
            ),
          };
        }),
      setQuantity: (packageId, quantity) =>
        set(({ lines }) => ({
          lines: lines.map((line) =>
            line.packageId === packageId ? { ...line, quantity: clampQuantity(quantity) } : line,
          ),
        })),
      remove: (packageId) =>
        set(({ lines }) => ({ lines: lines.filter((line) => line.packageId !== packageId) })),
      clear: () => set({ lines: [] }),
      reprice: (packages) =>
        set(({ lines }) => {
          const byId = new Map(packages.map((pkg) => [pkg.packageId, pkg]));
          const next = lines.flatMap((line) => {
            const pkg = byId.get(line.packageId);
            return pkg ? [toLine(pkg, line.quantity)] : [];
          });
          const changed =
            next.length !== lines.length ||
            next.some((line, index) => JSON.stringify(line) !== JSON.stringify(lines[index]));
          return changed ? { lines: next } : {};
        }),
    }),
    { name: CART_STORAGE_KEY, storage: rawCartStorage, partialize: ({ lines }) => ({ lines }) },
  ),
);

// A package added in another tab shows in this tab's header too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
  });
}
