import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs` while `active` (keeps 'Nm ago' labels true while a list is open). */
export function useNow(active: boolean, intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return undefined;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
