/**
 * A client an outsider could write from `/api/openapi.json` alone: every path, body and answer below is typed by
 * the types openapi-typescript generates from the document (generated-client.int.spec.ts writes them to
 * api/test-artifacts/openapi/, then type-checks this file and runs it against the app). Nothing here imports
 * the app: a field the document does not declare fails the type-check.
 */
import type { paths } from '../../../test-artifacts/openapi/api-types.js';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type PostPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths];
type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];
type PostBody<P extends PostPath> = paths[P]['post'] extends { requestBody: infer B } ? Json<B> : never;
type PostAnswer<P extends PostPath> = Json<paths[P]['post']['responses'][200]>;
type GetQuery<P extends GetPath> = paths[P]['get'] extends { parameters: { query?: infer Q } } ? Q : never;
type GetAnswer<P extends GetPath> = Json<paths[P]['get']['responses'][200]>;

export type InwardBody = PostBody<'/api/CocoonInward/SaveCocoonInward'>;

/** The app at `baseUrl`, called as one user (a bearer token once logged in). */
export class MarketClient {
  private token: string | undefined;

  constructor(private readonly baseUrl: string) {}

  private async send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const answer = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
        // One key per action: a retry of the same call would reuse it.
        ...(method === 'POST' ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  }

  post<P extends PostPath>(path: P, body: PostBody<P>): Promise<PostAnswer<P>> {
    return this.send('POST', path, body) as Promise<PostAnswer<P>>;
  }

  get<P extends GetPath>(path: P, query: GetQuery<P>): Promise<GetAnswer<P>> {
    const search = new URLSearchParams(
      Object.entries(query ?? {}).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)]],
      ),
    );
    return this.send('GET', `${path}?${search}`) as Promise<GetAnswer<P>>;
  }

  /** A staff login (Branch Admin, Market Officer …). */
  async logIn(username: string, password: string): Promise<void> {
    const answer = await this.post('/api/auth/connect', { username, password });
    if (answer.result !== 'Success' || !answer.token) throw new Error(`login refused: ${answer.message}`);
    this.token = answer.token;
  }

  /** A reeler's bidding session, by head code. */
  async logInReeler(headCode: string, password: string): Promise<void> {
    const answer = await this.post('/api/reeler/connect', { username: headCode, password });
    if (answer.result !== 'Success' || !answer.token)
      throw new Error(`reeler login refused: ${answer.message}`);
    this.token = answer.token;
  }

  /** Inwards a lot; answers its id, number and floor price. */
  async saveInward(lot: InwardBody): Promise<{ lotId: string; lotNo: number; floorPricePaise: number }> {
    const saved = await this.post('/api/CocoonInward/SaveCocoonInward', lot);
    return { lotId: saved.lotId, lotNo: saved.lotNo, floorPricePaise: saved.floorPricePaise };
  }

  /** Bids on a lot in paise per kg; answers the bid's number in the lot's history. */
  async placeBid(lotId: string, amountPaise: number): Promise<{ bidNo: number; placedAt: string }> {
    const bid = await this.post('/api/BiddingInfo/PlaceBid', { lotId, amountPaise });
    return { bidNo: bid.bidNo, placedAt: bid.placedAt };
  }

  /** The lot register of a market over dates: its rows (one per lot) and their totals. */
  async lotRegister(marketId: string, from: string, to: string) {
    const register = await this.get('/api/CocoonAuction/LotRegister', { marketId, from, to });
    return { title: register.title, rows: register.rows, totals: register.totals };
  }
}
