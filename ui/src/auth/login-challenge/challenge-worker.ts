/// <reference lib="webworker" />
import type { LoginChallenge } from '@cocoon/domain';
import { solveChallenge } from './proof-of-work';

/** The login challenge's work, off the page's thread: a challenge in, its proof out. */
self.onmessage = async (event: MessageEvent<Pick<LoginChallenge, 'token' | 'bits'>>) => {
  self.postMessage(await solveChallenge(event.data));
};
