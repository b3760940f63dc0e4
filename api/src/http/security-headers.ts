import type { Context, Next } from 'koa';
import koaHelmet from 'koa-helmet';

/**
 * Security headers (helmet's set, through koa-helmet). The session token lives in the browser's storage, so a
 * strict Content-Security-Policy is what keeps an injected script from reading it: scripts, styles and
 * connections only from this origin, no inline script, no plugins, no framing.
 * Blueprint and React set element styles through the DOM, which a CSP allows without 'unsafe-inline'.
 * `upgrade-insecure-requests` is left out: a market office may reach the server over plain http on the
 * local network, where upgrading would break every request (TLS, and HSTS with it, is the proxy's job).
 */
const helmet = koaHelmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrcAttr: ["'none'"],
    },
  },
  // Same-origin only, as before: the spec's screens never link a token-bearing URL out.
  referrerPolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
  // Only behind TLS does HSTS mean anything; the proxy that terminates TLS sets it.
  strictTransportSecurity: false,
});

/** Where the build puts its fingerprinted scripts, stylesheets and fonts (api/src/http/static-ui.ts). */
export const BUILT_ASSETS = '/assets/';

/**
 * Helmet's set on every page and API answer. A built script or stylesheet under /assets/ gets only the two
 * headers that mean something for a subresource: `nosniff` (it runs only as the type it is served as) and
 * Cross-Origin-Resource-Policy (no other site may load it). The CSP, framing, opener and referrer headers act
 * on the document that loads them, whose own answer carries them; on a phone at 400 kbit/s the rest was about
 * 0.9 kB of headers on each of the page's files (issue 28, docs/measurements.md).
 */
export const securityHeaders = () => async (ctx: Context, next: Next) => {
  if (!ctx.path.startsWith(BUILT_ASSETS)) return helmet(ctx, next);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
  return next();
};
