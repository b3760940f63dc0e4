import type { ExampleWorld, Role } from '@cocoon/domain';
import type { AuctionTestMarket } from '../auction/testing.js';

/** One valid request of a route: its path parameters and body. */
export interface ValidRequest {
  params?: Record<string, string>;
  body?: unknown;
}

/** How to make a valid request of one POST route, built from the demo seed's offices, users and customers. */
export interface FuzzCase {
  /** Who calls; checked against the role table. Default: the first role (Branch Admin first) the route allows. */
  as?: Role;
  /** A new valid request; may first set up what it needs (a defect to remove, a lot in an open slot). */
  valid: () => Promise<ValidRequest>;
  /** The valid request works once only (a lot is approved once): it goes first and is not repeated after. */
  once?: boolean;
  /** Each hostile request starts from its own new valid request (an OTP is sent at most 3 times a number). */
  freshBase?: boolean;
  /** Each request needs its own session (a logout ends the one it is sent with). */
  freshSession?: boolean;
  /** Fields the schema-shaped values keep valid, so a random value cannot use up what later requests need. */
  pinned?: string[];
}

export interface FuzzWorld {
  m: AuctionTestMarket;
  regionId: string;
  adOfficeId: string;
  /** POSTs a setup request as the given role and answers its body (failing the test unless it was a 200). */
  setup<T = Record<string, string>>(role: Role | 'reeler', path: string, body: unknown): Promise<T>;
  /** The definitions' example world: its numbers and slot windows are shared, so none is used twice. */
  example: ExampleWorld;
}

/** The valid request of every POST route, by its OpenAPI path. Kept small: ids come from the seed or a setup call. */
export function fuzzCases(_w: FuzzWorld): Record<string, FuzzCase> {
  return {};
}
