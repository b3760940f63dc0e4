import { randomUUID } from 'node:crypto';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small HTTP client for API tests: JSON in and out, bearer token, Idempotency-Key on commands. */
export function apiClient(baseUrl: string) {
  async function call<T = any>(
    method: 'GET' | 'POST',
    path: string,
    options: {
      token?: string;
      body?: unknown;
      key?: string | null;
      rawBody?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID();
    }
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      body: method === 'POST' ? (options.rawBody ?? JSON.stringify(options.body ?? {})) : undefined,
    });
    const type = response.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
    return { status: response.status, body: body as T, headers: response.headers };
  }

  return {
    call,
    get: <T = any>(path: string, token?: string) => call<T>('GET', path, { token }),
    post: <T = any>(path: string, body: unknown, token?: string, key?: string | null) =>
      call<T>('POST', path, { body, token, key }),
    async login(username: string, password = 'Demo@1234'): Promise<string> {
      const answer = await call('POST', '/auth/connect', { body: { username, password }, key: null });
      if (answer.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(answer.body)}`);
      return answer.body.token as string;
    },
  };
}
