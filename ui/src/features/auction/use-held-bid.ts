import { useEffect, useRef, useState } from 'react';
import { deviceOffline, subscribeConnectivity } from '../../api/connectivity';
import type { BidAttempt } from './reeler-bid';

/** How often a held bid looks at the network even without an event (a browser that never says it is back). */
const LOOK_AGAIN_MS = 2000;

/**
 * A bid tapped while the phone is offline (or whose request the network dropped) waits here, and is sent once
 * with its own idempotency key as soon as the network is back: a reeler in a closing slot should not have
 * to notice the signal returned and tap again. The server still decides: a bid that arrives after the slot
 * closed, or below the price others bid meanwhile, is refused and the card shows why. Cancel drops it.
 */
export function useHeldBid(send: (attempt: BidAttempt) => void) {
  const [held, setHeld] = useState<BidAttempt | undefined>();
  const latestSend = useRef(send);
  latestSend.current = send;

  useEffect(() => {
    if (!held) return;
    let done = false;
    const trySend = () => {
      if (done || deviceOffline()) return;
      done = true;
      setHeld(undefined);
      latestSend.current(held);
    };
    const unsubscribe = subscribeConnectivity(trySend);
    const timer = setInterval(trySend, LOOK_AGAIN_MS);
    trySend();
    return () => {
      done = true;
      unsubscribe();
      clearInterval(timer);
    };
  }, [held]);

  return { held, hold: setHeld, cancel: () => setHeld(undefined) };
}
