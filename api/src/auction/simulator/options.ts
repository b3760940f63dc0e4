import { parseArgs } from 'node:util';

export interface SimulatorOptions {
  url: string;
  reelers: number;
  minutes: number;
  /** Bids per second from all the reelers together. */
  rate: number;
  staff: string;
  staffPassword: string;
  /** Markets bid in at once (a statewide day); 0 = only the --staff login's market. */
  markets: number;
  /** The Administrator login that lists the markets when --markets is given. */
  admin: string;
  reelerPassword: string;
}

export const USAGE = `npm run simulate:auction -- [--url http://127.0.0.1:3000] [--reelers 20] [--minutes 5] [--rate 10]
  --url       the running app (default http://127.0.0.1:$PORT, PORT defaulting to 3000 as npm start does)
  --reelers   bidding devices (reelers logged in; more devices than reelers reuse reelers)
  --minutes   how long to bid; also the length of the slot opened when none is open
  --rate      bids per second from all reelers together
  --staff     staff login that lists the reelers and opens a slot (default hosur.admin, password Demo@1234)
  --markets   bid in this many markets at once (a statewide day; start the app with DEMO_MARKETS=25 for 25):
              the first markets by name that the --admin login lists, each through its Branch Admin
              (<town>.admin, as hosur.admin); --reelers and --rate are shared out among them
  --admin     Administrator login that lists the markets (default admin)
Environment: SIM_URL, SIM_REELERS, SIM_MINUTES, SIM_RATE, SIM_STAFF, SIM_STAFF_PASSWORD, SIM_REELER_PASSWORD,
SIM_MARKETS, SIM_ADMIN.
`;

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, not '${text}'`);
  return value;
}

/** Flags first, then SIM_* variables, then defaults. Throws with the flag's name on a bad value. */
export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): SimulatorOptions | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      url: { type: 'string' },
      reelers: { type: 'string' },
      minutes: { type: 'string' },
      rate: { type: 'string' },
      staff: { type: 'string' },
      markets: { type: 'string' },
      admin: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const url = values.url ?? env.SIM_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`;
  if (!/^http:\/\/[^/]+/.test(url)) throw new Error(`--url must be an http:// address, not '${url}'`);
  return {
    url,
    reelers: Math.round(positive('reelers', values.reelers ?? env.SIM_REELERS, 20)),
    minutes: positive('minutes', values.minutes ?? env.SIM_MINUTES, 5),
    rate: positive('rate', values.rate ?? env.SIM_RATE, 10),
    staff: values.staff ?? env.SIM_STAFF ?? 'hosur.admin',
    staffPassword: env.SIM_STAFF_PASSWORD ?? 'Demo@1234',
    markets: Math.round(positive('markets', values.markets ?? env.SIM_MARKETS, 0)),
    admin: values.admin ?? env.SIM_ADMIN ?? 'admin',
    reelerPassword: env.SIM_REELER_PASSWORD ?? 'Reeler@1234',
  };
}
