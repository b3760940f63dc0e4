import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Command, CommandAnswer } from './answers';
import { apiCommand } from './client';

/** A POST command as a mutation; on success the lists it changes are fetched again. */
export function useCommand<Body>(path: string, invalidates: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Command<Body>) =>
      apiCommand<CommandAnswer>(path, body, idempotencyKey),
    onSuccess: () => client.invalidateQueries({ queryKey: invalidates }),
  });
}
