import type { QueryKey } from '@tanstack/react-query';
import type { CommandAnswer } from './answers';
import { useKeyedCommand } from './use-command';

/** Transitional (issue 24): a command by its path, until its screen sends it through useCommand(definition). */
export function usePathCommand<Body>(path: string, ...invalidates: QueryKey[]) {
  return useKeyedCommand<Body, CommandAnswer>(path, ...invalidates);
}
