import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { placeBidCommand } from '@cocoon/domain';
import { stageSince } from '@cocoon/platform';
import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import Koa from 'koa';
import { cashBookRoutes } from './accounts/cash-book-routes.js';
import { farmerPaymentRoutes } from './accounts/farmer-payment-routes.js';
import { goLiveRoutes } from './accounts/go-live-routes.js';
import { ledgerRoutes } from './accounts/ledger-routes.js';
import { levyRemittanceRoutes } from './accounts/levy-remittance-routes.js';
import { monthRoutes } from './accounts/month-routes.js';
import { onlinePaymentRoutes } from './accounts/online-payment-routes.js';
import { openingBalanceRoutes } from './accounts/opening-balance-routes.js';
import { paymentRunRoutes } from './accounts/payment-run-routes.js';
import { reelerReceiptRoutes } from './accounts/reeler-receipt-routes.js';
import { voucherRoutes } from './accounts/voucher-routes.js';
import { approvalRoutes } from './auction/approval-routes.js';
import { lotHistoryRoutes } from './auction/history-routes.js';
import { inwardRoutes } from './auction/inward-routes.js';
import { liveRoutes } from './auction/live-routes.js';
import { reelerRoutes } from './auction/reeler-routes.js';
import { slotRoutes } from './auction/slot-routes.js';
import { weightRoutes } from './auction/weight-routes.js';
import { auditRoutes } from './audit/routes.js';
import { authenticate } from './auth/middleware.js';
import { authRoutes } from './auth/routes.js';
import { reelerInvoiceRoutes } from './billing/reeler-invoice-routes.js';
import { billingRoutes } from './billing/routes.js';
import { tokenRoutes } from './billing/token-routes.js';
import { assertCatalogueMounted } from './commands/catalogue-mounted.js';
import { documentRoutes } from './documents/routes.js';
import { publishedKeysMiddleware, verifyRoutes } from './documents/verify/verify-routes.js';
import { healthRoutes } from './health/routes.js';
import { apiCompression } from './http/compression.js';
import type { AppDeps } from './http/context.js';
import { errorMiddleware } from './http/errors.js';
import { openApiDocument } from './http/openapi.js';
import { refuseNul } from './http/refuse-nul.js';
import { declaredRoutes, mount, type RouteSpec } from './http/routes.js';
import { securityHeaders } from './http/security-headers.js';
import { staticUi } from './http/static-ui.js';
import { cocoonDefectRoutes } from './masters/cocoon-defect-routes.js';
import { cocoonTypeRoutes } from './masters/cocoon-type-routes.js';
import { customerRoutes } from './masters/customers/routes.js';
import { historyRoutes } from './masters/history/routes.js';
import { holidayRoutes } from './masters/holiday-routes.js';
import { officeRoutes } from './masters/offices/routes.js';
import { referenceRoutes } from './masters/reference/routes.js';
import { settingsRoutes } from './masters/settings-routes.js';
import { noticeRoutes } from './notices/notice-routes.js';
import { dashboardRoutes } from './reports/dashboard-routes.js';
import { exportRoutes } from './reports/export-routes.js';
import { reportRoutes } from './reports/report-routes.js';

export const API_VERSION = '0.1.0';

export function routeTable(deps: AppDeps): RouteSpec[] {
  return [
    ...authRoutes(deps),
    ...cocoonTypeRoutes(deps),
    ...cocoonDefectRoutes(deps),
    ...officeRoutes(deps),
    ...customerRoutes(deps),
    ...referenceRoutes(deps),
    ...settingsRoutes(deps),
    ...holidayRoutes(deps),
    ...historyRoutes(deps),
    ...documentRoutes(deps),
    ...inwardRoutes(deps),
    ...slotRoutes(deps),
    ...liveRoutes(deps),
    ...reelerRoutes(deps),
    ...reelerInvoiceRoutes(deps),
    ...billingRoutes(deps),
    ...ledgerRoutes(deps),
    ...reelerReceiptRoutes(deps),
    ...tokenRoutes(deps),
    ...farmerPaymentRoutes(deps),
    ...onlinePaymentRoutes(deps),
    ...approvalRoutes(deps),
    ...weightRoutes(deps),
    ...voucherRoutes(deps),
    ...goLiveRoutes(deps),
    ...openingBalanceRoutes(deps),
    ...cashBookRoutes(deps),
    ...monthRoutes(deps),
    ...levyRemittanceRoutes(deps),
    ...lotHistoryRoutes(deps),
    ...dashboardRoutes(deps),
    ...healthRoutes(deps),
    ...auditRoutes(deps),
    ...reportRoutes(deps),
    ...exportRoutes(deps),
    ...noticeRoutes(deps),
    ...paymentRunRoutes(deps),
    ...verifyRoutes(deps),
  ];
}

export function createApp(deps: AppDeps, options: { uiDist?: string } = {}): Koa {
  const app = new Koa({ proxy: deps.config.TRUST_PROXY });
  const router = new Router({ prefix: '/api' });
  const routes = routeTable(deps);
  assertCatalogueMounted(routes);
  mount(router, routes, deps);
  router.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument(declaredRoutes, API_VERSION);
  });

  const bidPath = `/api${placeBidCommand.call}`;
  app.use(async (ctx, next) => {
    ctx.state.requestId = randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    // Where a bid's time goes (stage timings, docs/auction.md): the whole request as the api sees it.
    if (ctx.path !== bidPath) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      stageSince('bid: whole request in the api', started);
    }
  });
  app.use(securityHeaders());
  // Outside the error mapper, so a large refusal is compressed like any other answer.
  app.use(apiCompression());
  app.use(errorMiddleware(deps.logger));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' }));
  app.use(refuseNul);
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    await next();
  });
  app.use(authenticate(deps));
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: false }));
  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      if (ctx.status === 405) {
        ctx.body = { message: 'Method not allowed', statusCode: 405 };
        return;
      }
      ctx.status = 404;
      ctx.body = { message: 'Not found', statusCode: 404 };
      return;
    }
    await next();
  });
  app.use(publishedKeysMiddleware(deps));
  if (options.uiDist) app.use(staticUi(options.uiDist));
  app.on('error', (error) => deps.logger.debug({ err: error }, 'connection error'));
  return app;
}
