import { Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import {
  adoptDisplayToken,
  DisplayEnded,
  displayRequest,
  forgetDisplayToken,
  readDisplayToken,
} from './display-client';
import { LiveDisplayBoard } from './LiveDisplayBoard';
import type { LiveSource } from './use-live-bidding';
import './live.css';

/**
 * Issue 27: the hall's screen, on a view-only display session started from the live room. It shows the market's
 * board all day (the open slot, else the next, else the last) and nothing else; it has no staff menu and no
 * session of the officer's, so an unattended wall screen hands nobody the officer's rights.
 */
export function DisplayPage() {
  const [ended, setEnded] = useState(() => {
    adoptDisplayToken();
    return readDisplayToken() === null;
  });
  const [title, setTitle] = useState('Cocoon Market');
  useEffect(() => {
    document.title = `${title} · Display board`;
  }, [title]);
  if (ended) {
    return (
      <main className="display-page display-page--ended">
        <Callout intent="warning" title="This display has ended">
          The hall screen's session ended (it was ended from the live room, or the market day is over). An
          officer starts a new one from Live Bidding, with Hall screen.
        </Callout>
      </main>
    );
  }
  const source: LiveSource = {
    request: async <T,>(path: string, signal?: AbortSignal) => {
      try {
        const board = await displayRequest<T>(path, signal);
        const name = (board as { lots?: Array<{ marketName?: string }> }).lots?.[0]?.marketName;
        if (name) setTitle(`${name} Cocoon Market`);
        return board;
      } catch (error) {
        if (error instanceof DisplayEnded) setEnded(true);
        throw error;
      }
    },
    token: readDisplayToken,
    onRefused: () => {
      forgetDisplayToken();
      setEnded(true);
    },
  };
  return (
    <main className="live-board display-page">
      <LiveDisplayBoard
        marketId={undefined}
        slotId={undefined}
        title={title}
        source={source}
        exitText="End this display"
        onExit={() => {
          forgetDisplayToken();
          setEnded(true);
        }}
      />
    </main>
  );
}
