/** The answer shapes every list and command of the API shares. */
export interface ListAnswer<Row> {
  data: Row[];
}

export interface CommandAnswer {
  result: 'Success';
  message: string;
  id: string;
  /** The event position; the server makes this session's next read wait for it (read-your-writes). */
  position: string;
}

/** One sending of a command (useCommand keeps its idempotency key): its body and any path parameters. */
export interface Command<Body> {
  body: Body;
  params?: Record<string, string>;
}
