import { useEffect, useState } from 'react';

/**
 * Server time, re-read every second on the second, for countdowns. One timer per screen: the rows take
 * the time from their screen, so a room of a thousand lots still ticks once.
 */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      // Wake just after the next whole second of server time, so every countdown turns over together.
      const ms = 1000 - ((Date.now() + offsetMs) % 1000) + 5;
      timer = setTimeout(tick, ms);
    };
    tick();
    return () => clearTimeout(timer);
  }, [offsetMs]);
  return now + offsetMs;
}
