import { jsonClient } from './http.js';
import { parseOptions, USAGE } from './options.js';
import { printSummary, simulate } from './simulation.js';

/**
 * `npm run simulate:auction`: many reelers bidding on the open slots of the demo market, or of many markets at once
 * (`--markets 25`, a statewide day), against a running app. Prints what was accepted, what was refused and why,
 * what got no answer, and the latency.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    out(USAGE);
    return;
  }
  const client = jsonClient(options.url, options.reelers + 8);
  try {
    out(`simulating against ${options.url}`);
    printSummary(await simulate(client, options, out), out);
  } finally {
    client.close();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`auction simulator: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
