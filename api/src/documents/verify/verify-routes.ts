import { documentStandingQuerySchema } from '@cocoon/domain';
import { documentJwks, type PublishedDocumentKey } from '@cocoon/workers';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { withinRate } from '../../http/rate-limit.js';
import type { RouteSpec } from '../../http/routes.js';
import { parseInput } from '../../http/validate.js';
import { storeScope } from '../../platform/store-scope.js';
import { publishedDocumentKeys } from './document-keys.js';
import { documentStanding } from './standing.js';

/** Where the document-signing public keys are published (RFC 8615 well-known location, RFC 7517 JWK set). */
export const JWKS_PATH = '/.well-known/jwks.json';

const RATE_MESSAGE = 'Too many checks from this address. Please wait a minute and try again.';

/** The standing answer as documented (domain's DocumentStandingAnswer); routes never parse their answers. */
const standingAnswerSchema = z.object({
  document: z.object({
    kind: z.string(),
    kindName: z.string(),
    number: z.string(),
    marketCode: z.string(),
    market: z.object({ nameEn: z.string(), nameTa: z.string() }).nullable(),
    date: z.string(),
    partyCode: z.string(),
    amountPaise: z.number().int(),
    checkCode: z.string(),
  }),
  key: z.object({ kid: z.string(), withdrawnOn: z.string().nullable() }),
  standing: z.enum(['in-force', 'cancelled', 'reversed', 'superseded', 'unknown']),
  replacedBy: z.string().nullable(),
  reason: z.string().nullable(),
  payment: z.enum(['paid', 'partly-paid', 'unpaid']).nullable(),
  history: z
    .object({
      matches: z.boolean(),
      sealedBy: z.object({ sequence: z.number().int(), sealedAt: z.string() }).nullable(),
    })
    .nullable(),
});

/**
 * Issue 26: the public check of a printed document (no login: a farmer, a bank or an auditor scans the QR).
 * Rate-limited per address; refusals name what failed.
 */
export function verifyRoutes(deps: AppDeps): RouteSpec[] {
  // Read on first use: the route table is also listed (OpenAPI, the route matrix) with no real config behind it.
  let keys: PublishedDocumentKey[] | undefined;
  const rateKey = (ip: string) => `cocoon:verify-rate:${storeScope(deps.config.DATABASE_URL)}:${ip}`;
  return [
    {
      method: 'get',
      path: '/verify/standing',
      summary:
        "A printed document's standing by its signed code (the QR's token, or number + date + check code): genuine, cancelled and replaced, reversed, paid",
      tag: 'verify',
      query: documentStandingQuerySchema,
      response: standingAnswerSchema,
      responses: {
        400: 'The code is damaged, altered, forged or signed by an unknown key (the message names which)',
        404: 'No printed document matches the number, date and check code typed',
        429: 'Too many checks from this address this minute',
      },
      async handler(ctx) {
        await withinRate(
          deps.redis,
          rateKey(ctx.ip),
          deps.config.VERIFY_RATE_PER_MINUTE,
          deps.clock(),
          RATE_MESSAGE,
        );
        const query = parseInput(documentStandingQuerySchema, ctx.query);
        keys ??= publishedDocumentKeys(deps.config);
        ctx.body = await documentStanding(deps, keys, query);
      },
    },
  ];
}

/** `/.well-known/jwks.json`: the published keys, withdrawn ones with their date, cacheable for an hour. */
export function publishedKeysMiddleware(deps: AppDeps): Middleware {
  const body = documentJwks(publishedDocumentKeys(deps.config));
  return async (ctx, next) => {
    if (ctx.path !== JWKS_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.type = 'application/jwk-set+json';
    ctx.body = body;
  };
}
