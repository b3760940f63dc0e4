import koaHelmet from 'koa-helmet';

/**
 * Security headers on every answer (helmet's set, through koa-helmet). The session token lives in the
 * browser's storage, so a strict Content-Security-Policy is what keeps an injected script from reading it:
 * scripts, styles and connections only from this origin, no inline script, no plugins, no framing.
 * Blueprint and React set element styles through the DOM, which a CSP allows without 'unsafe-inline'.
 * `upgrade-insecure-requests` is left out: a market office may reach the server over plain http on the
 * local network, where upgrading would break every request (TLS, and HSTS with it, is the proxy's job).
 */
export const securityHeaders = () =>
  koaHelmet({
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
