/**
 * A decider is the whole write-side behaviour of one consistency boundary (one stream): pure functions, no
 * I/O. Time, ids and the actor arrive inside the command, so tests are given → when → then on plain values.
 */
export interface Decider<Command, Event, State> {
  initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

export interface Actor {
  userId: string;
  userName: string;
  userType: string;
  marketId?: string | null;
}

export function fold<Event, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}
