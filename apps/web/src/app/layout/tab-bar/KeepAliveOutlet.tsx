import { useState, type ReactNode } from 'react';
import { useOutlet } from 'react-router-dom';
import { useCurrentRoute } from './use-current-route';
import { nextKeptPages, renderOrder, type KeptPages } from './kept-pages';

/**
 * The layout's outlet with keep-alive: pages whose route name is in `cached` stay mounted, hidden, while
 * another page is on screen, so their state (a half-typed form, an opened panel) is there on return. Each
 * page sits in one keyed slot of a single list, so moving between hidden and shown never remounts it.
 * `replacement` is shown instead of the current route's page (the 403 page for a route the role may not
 * open), so that page never renders.
 */
export function KeepAliveOutlet({
  cached,
  replacement,
}: {
  cached: ReadonlySet<string>;
  replacement?: ReactNode;
}) {
  const routed = useOutlet();
  const outlet = replacement ?? routed;
  const current = useCurrentRoute()?.name ?? '';
  const [kept, setKept] = useState<KeptPages>(() => new Map());
  const next = nextKeptPages(kept, cached, current, outlet);
  // Adjusting state while rendering (React's pattern for state derived from changing input): at most one
  // extra render, since the next pass finds nothing to change.
  if (next !== kept) setKept(next);

  return (
    <>
      {renderOrder(next, cached, current).map((name) => (
        <div key={name} hidden={name !== current} data-page={name}>
          {name === current ? outlet : next.get(name)}
        </div>
      ))}
    </>
  );
}
