import { type CommandDefinition, commandCatalogue } from '@cocoon/domain';
import type { RouteSpec } from '../http/routes.js';

/**
 * The api mounts every command of the catalogue once, and no POST that is not in it (issue 24): a POST declared
 * by hand, a definition forgotten or mounted twice stops the app at start, naming the call.
 */
export function assertCatalogueMounted(
  routes: readonly RouteSpec[],
  catalogue: readonly CommandDefinition[] = commandCatalogue,
): void {
  const problems: string[] = [];
  for (const route of routes) {
    if (route.method !== 'post') continue;
    if (!route.definition) problems.push(`POST ${route.path} is not mounted from a command definition`);
    else if (!catalogue.includes(route.definition))
      problems.push(`POST ${route.path} is mounted from a definition missing in the command catalogue`);
  }
  for (const definition of catalogue) {
    const mounted = routes.filter((route) => route.definition === definition).length;
    if (mounted !== 1) problems.push(`${definition.call} is mounted ${mounted} times, not once`);
  }
  if (problems.length > 0)
    throw new Error(`The command catalogue and the routes disagree:\n${problems.join('\n')}`);
}
