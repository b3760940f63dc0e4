import type { CommandDefinition, CommandInput, CommandReply } from '@cocoon/domain';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Command } from './answers';
import { apiBlob, apiCommand } from './client';
import { UnansweredActions } from './command-key';
import { ApiError } from './errors';

/** The call's path with its parameters filled in: `/auth/GenerateOtp/:mobile` → `auth/GenerateOtp/94431…`. */
export function commandPath(call: string, params: Record<string, string> = {}): string {
  return call.replace(/^\//, '').replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call} needs its ${name}`);
    return encodeURIComponent(value);
  });
}

/** What a screen needs of a command hook: send one action, and whether one is on its way. */
export interface CommandSender<Body, Answer> {
  mutateAsync(call: Command<Body>): Promise<Answer>;
  isPending: boolean;
}

/**
 * Whether a failed action was answered for good, so its key may go: a refusal (4xx) appends nothing. Not a 409,
 * which may say the same action is still being processed (its retry must keep the key), nor a 5xx or no answer,
 * after which nobody knows whether it was stored.
 */
export function refusedForGood(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.status === 'number' &&
    error.status < 500 &&
    error.status !== 409
  );
}

/**
 * The UI's one way to send a command (issue 24), typed by its definition: the body is the definition's input,
 * the answer its answer. One idempotency key per user action (a form submit, a button press): the same action
 * sent again — a double click, a retry after a dropped connection or a 5xx, when nobody knows whether it was
 * stored — reuses the key, so the server appends nothing twice; once the server has answered it for good (done, or
 * refused and so nothing appended), the next action gets a new key. A changed body is a new action. The queries under
 * each of `invalidates` are fetched again after every answer.
 */
export function useCommand<D extends CommandDefinition>(definition: D, ...invalidates: QueryKey[]) {
  return useCommandCall<CommandInput<D>, CommandReply<D>>({ call: definition.call }, invalidates);
}

/** How a command reaches the server: the staff session's client, or another session's (a reeler's phone). */
export type CommandTransport = (path: string, body: unknown, idempotencyKey: string) => Promise<unknown>;

/**
 * useCommand through another session's client (the reeler's bid): the same key policy, the same typing (by the
 * definition's type). Given the definition's call rather than the definition, so the reeler's page (issue 28)
 * bundles no schema: `useCommandVia<typeof placeBidCommand>(PLACE_BID_CALL, transport)`.
 */
export function useCommandVia<D extends CommandDefinition>(
  call: D['call'],
  transport: CommandTransport,
  ...invalidates: QueryKey[]
) {
  return useCommandCall<CommandInput<D>, CommandReply<D>>({ call, transport }, invalidates);
}

/** A command whose answer is a file (definition.answerFile: a bank file): the same key policy, a Blob answered. */
export function useFileCommand<D extends CommandDefinition>(definition: D, ...invalidates: QueryKey[]) {
  if (!definition.answerFile) throw new Error(`${definition.call} answers JSON: use useCommand`);
  return useCommandCall<CommandInput<D>, Blob>({ call: definition.call, file: true }, invalidates);
}

/** The key policy of useCommand, for a call given by its path. */
export function useKeyedCommand<Body, Answer>(call: string, ...invalidates: QueryKey[]) {
  return useCommandCall<Body, Answer>({ call }, invalidates);
}

function useCommandCall<Body, Answer>(
  { call, file = false, transport }: { call: string; file?: boolean; transport?: CommandTransport },
  invalidates: readonly QueryKey[],
) {
  const client = useQueryClient();
  // The actions sent and not yet answered, by what they send: a list's buttons (approve lot A, then lot B) each
  // keep their own key until the server answers them.
  const unanswered = useRef(new UnansweredActions());
  return useMutation<Answer, Error, Command<Body>>({
    mutationFn: async ({ body, params }) => {
      const path = commandPath(call, params);
      const action = { path, body };
      const key = unanswered.current.keyFor(action);
      try {
        const answer = transport
          ? ((await transport(path, body, key)) as Answer)
          : file
            ? ((await apiBlob(path, { method: 'POST', body, idempotencyKey: key })) as Answer)
            : await apiCommand<Answer>(path, body, key);
        unanswered.current.answered(action);
        return answer;
      } catch (error) {
        if (refusedForGood(error)) unanswered.current.answered(action);
        throw error;
      }
    },
    onSettled: () => Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
