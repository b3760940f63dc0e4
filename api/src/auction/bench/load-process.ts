import { type LoadInput, runLoad } from './load-clients.js';

/**
 * The bench's clients as a process of their own (forked by auction.bench.ts with an IPC channel): the input
 * arrives as the first message, phases and the output go back the same way.
 */
process.once('message', (input: LoadInput) => {
  const cpuBefore = process.cpuUsage();
  runLoad(input, (phase) => process.send?.({ phase })).then(
    (output) => {
      const cpu = process.cpuUsage(cpuBefore);
      const clientCpuSeconds = (cpu.user + cpu.system) / 1e6;
      process.send?.({ ok: true, output: { ...output, clientCpuSeconds } }, () => process.exit(0));
    },
    (error: unknown) =>
      process.send?.(
        { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) },
        () => process.exit(1),
      ),
  );
});
