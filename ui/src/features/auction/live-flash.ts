import { useEffect, useRef, useState } from 'react';

/**
 * A CSS class that plays the "just changed" flash when `value` changes after the first render. Two
 * classes with the same animation alternate, so a second bid during the flash starts it again.
 */
export function useFlash(value: unknown, durationMs = 1600): string {
  const previous = useRef(value);
  const [flash, setFlash] = useState<{ on: boolean; odd: boolean }>({ on: false, odd: false });
  useEffect(() => {
    // Compared with the value last seen, not "first render": StrictMode runs a mount effect twice.
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    setFlash((f) => ({ on: true, odd: !f.odd }));
    const timer = setTimeout(() => setFlash((f) => ({ ...f, on: false })), durationMs);
    return () => clearTimeout(timer);
  }, [value, durationMs]);
  return flash.on ? (flash.odd ? 'live-flash live-flash--a' : 'live-flash live-flash--b') : '';
}
