/**
 * The package list with the cart kept in step with it: names and prices follow what the server offers the
 * current account now (another account may be billed in another currency).
 */
import { useEffect } from 'react';
import { useCartStore } from '../cart/cart-store';
import { usePackages } from '../queries';

export function usePackageList() {
  const packages = usePackages();
  const reprice = useCartStore((state) => state.reprice);
  const items = packages.data?.items;
  useEffect(() => {
    if (items) reprice(items);
  }, [items, reprice]);
  return packages;
}
