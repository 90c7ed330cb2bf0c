import { createRootRoute, createRoute, createRouter, Link, Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppShell } from './app-shell.js';
import { AccountDetailPage } from './pages/account-detail-page.js';
import { AccountsPage } from './pages/accounts-page.js';
import { ApiKeysPage } from './pages/api-keys-page.js';
import { BrandingPage } from './pages/branding-page.js';
import { ConnectPage } from './pages/connect-page.js';
import { ConnectorProfilesPage } from './pages/connector-profiles-page.js';
import { DataSyncPage } from './pages/data-sync-page.js';
import { RequestLogDetailPage } from './pages/request-log-detail-page.js';
import { RequestLogsPage, validateRequestLogSearch } from './pages/request-logs-page.js';
import { ScheduleDetailPage } from './pages/schedule-detail-page.js';
import { SessionsPage } from './pages/sessions-page.js';
import { WebhookDetailPage } from './pages/webhook-detail-page.js';
import { WebhooksPage } from './pages/webhooks-page.js';
import { ErrorState } from './ui/states.js';

function NotFound() {
  return (
    <div className="state">
      <h1>Page not found</h1>
      <p>
        <Link to="/accounts">Go to the accounts</Link>
      </p>
    </div>
  );
}

const rootRoute = createRootRoute({
  component: AppShell,
  notFoundComponent: NotFound,
  errorComponent: ({ error, reset }) => <ErrorState error={error} retry={reset} />,
});

const page = (path: string, component: () => ReactNode) => createRoute({ getParentRoute: () => rootRoute, path, component });

const routeTree = rootRoute.addChildren([
  page('/', () => <Navigate to="/accounts" replace />),
  page('/accounts', AccountsPage),
  page('/accounts/$accountId', AccountDetailPage),
  page('/connect', ConnectPage),
  createRoute({ getParentRoute: () => rootRoute, path: '/requests', component: RequestLogsPage, validateSearch: validateRequestLogSearch }),
  page('/requests/$requestId', RequestLogDetailPage),
  page('/data-sync', DataSyncPage),
  page('/data-sync/schedules/$scheduleId', ScheduleDetailPage),
  page('/webhooks', WebhooksPage),
  page('/webhooks/$webhookId', WebhookDetailPage),
  page('/connector-profiles', ConnectorProfilesPage),
  page('/api-keys', ApiKeysPage),
  page('/branding', BrandingPage),
  page('/sessions', SessionsPage),
]);

/** Served under /console/ by the server; every client route falls back to index.html there. */
export const router = createRouter({ routeTree, basepath: '/console', defaultPreload: false, scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
