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

export interface Command<Body> {
  body: Body;
  idempotencyKey: string;
}
