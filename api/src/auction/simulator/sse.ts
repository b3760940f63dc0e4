import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LiveEvent {
  event: string;
  data: Record<string, unknown>;
  /** performance.now() when the event's last chunk arrived. */
  receivedAt: number;
}

export interface LiveConnection {
  /** Resolves with the first event (`hello`), so bids sent after it are certain to be seen. */
  ready: Promise<void>;
  close(): void;
}

/**
 * A live-room client: reads a Server-Sent-Events stream the way the UI does (bearer header, so no EventSource),
 * split on blank lines whatever the chunking. Comment lines (`: ping`) are skipped.
 */
export function connectLive(
  baseUrl: string,
  path: string,
  token: string,
  onEvent: (event: LiveEvent) => void,
): LiveConnection {
  const origin = new URL(baseUrl);
  let request: http.ClientRequest | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(
      {
        host: origin.hostname,
        port: origin.port || 80,
        path: `/api${path}`,
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`live stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffered = '';
        response.on('data', (chunk: string) => {
          const receivedAt = performance.now();
          buffered += chunk;
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            end = buffered.indexOf('\n\n');
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length === 0) continue;
            const parsed: Record<string, unknown> = JSON.parse(data.join('\n'));
            if (event === 'hello') resolve();
            onEvent({ event, data: parsed, receivedAt });
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
  return { ready, close: () => request?.destroy() };
}
