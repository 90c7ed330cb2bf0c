import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { unwrap } from './api/api-error.js';
import { api } from './api/client.js';
import { setCsrfToken } from './api/csrf.js';
import { describeAccess } from './lib/scopes.js';
import { applyThemeChoice, nextThemeChoice, readThemeChoice, storeThemeChoice, type ThemeChoice } from './lib/theme.js';
import { sessionQueryKey, useSession } from './session/session.js';
import { ErrorState } from './ui/states.js';

const navigation = [
  { to: '/accounts', label: 'Accounts' },
  { to: '/connect', label: 'Connect' },
  { to: '/requests', label: 'Request logs' },
  { to: '/data-sync', label: 'Data sync' },
  { to: '/webhooks', label: 'Webhooks' },
  { to: '/connector-profiles', label: 'Connector profiles' },
  { to: '/api-keys', label: 'API keys' },
  { to: '/branding', label: 'Branding' },
  { to: '/sessions', label: 'Sessions' },
] as const;

const themeLabels: Record<ThemeChoice, string> = { system: 'Theme: device', light: 'Theme: light', dark: 'Theme: dark' };

function ThemeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice(globalThis.localStorage));
  useEffect(() => applyThemeChoice(document.documentElement, choice), [choice]);
  return (
    <button
      type="button"
      className="button ghost"
      onClick={() => {
        const next = nextThemeChoice(choice);
        storeThemeChoice(globalThis.localStorage, next);
        setChoice(next);
      }}
    >
      {themeLabels[choice]}
    </button>
  );
}

function SignOut() {
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: async () => unwrap(await api.POST('/management/session/logout')),
    onSuccess: async () => {
      setCsrfToken(undefined);
      // Nothing of the ended session stays in memory; asking for the session again shows the sign-in page.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await queryClient.resetQueries({ queryKey: sessionQueryKey });
    },
  });
  return (
    <>
      <button type="button" className="button ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        Sign out
      </button>
      {signOut.isError && <ErrorState error={signOut.error} />}
    </>
  );
}

/** Moves focus to the main region after a client-side navigation, as a page load would for screen readers. */
function useFocusMainOnNavigation() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the page changed
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Only after the person moved through the app: a redirect on load leaves focus at the top, so Tab still reaches the skip link first.
    if (document.activeElement && document.activeElement !== document.body) document.getElementById('main')?.focus();
  }, [pathname]);
}

export function AppShell() {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useFocusMainOnNavigation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">OpenUnified console</span>
        <span className="session-badge">{describeAccess(session)}</span>
        <button type="button" className="button ghost menu-button" aria-expanded={menuOpen} aria-controls="sidebar" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <div className="topbar-actions">
          <ThemeToggle />
          <SignOut />
        </div>
      </header>
      <nav id="sidebar" className={menuOpen ? 'sidebar open' : 'sidebar'} aria-label="Console">
        <ul>
          {navigation.map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeProps={{ 'aria-current': 'page', className: 'active' }}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
