import { useState } from 'react';

/** A page that counts its clicks, so a test can tell a page that stayed mounted from a remounted one. */
export function CounterPage({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} clicked ${count}`}
    </button>
  );
}
