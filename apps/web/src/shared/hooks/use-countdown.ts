import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until an action may be repeated (e.g. "Resend code"). Counts against a deadline rather than
 * ticks so a throttled background tab still ends on time.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  return { remaining: Math.max(0, Math.ceil((deadline - now) / 1000)), start };
}
