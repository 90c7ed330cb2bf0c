import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { isApiError, unwrap } from '../api/api-error.js';
import { api, type components } from '../api/client.js';
import { setCsrfToken } from '../api/csrf.js';
import { canWrite, type WriteArea } from '../lib/scopes.js';
import { ErrorState, Loading } from '../ui/states.js';

export type ManagementSession = components['schemas']['ManagementSession'];

const SessionContext = createContext<ManagementSession | undefined>(undefined);

export const sessionQueryKey = ['management-session'] as const;

/** The signed-in session; only rendered below <SessionGate>, so it is always there. */
export function useSession(): ManagementSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionGate>');
  return session;
}

/**
 * Whether the session's scopes allow changes in `area` (the route family the control calls):
 * false for a Read Only session, and e.g. for `general` when it holds only the Accounts scope.
 * Write controls it does not allow are not rendered at all, not merely disabled.
 */
export function useCanWrite(area: WriteArea): boolean {
  return canWrite(useContext(SessionContext), area);
}

/** Renders its children only for a signed-in session; otherwise how to sign in. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      const data = unwrap(await api.GET('/management/session'));
      setCsrfToken(data.csrf_token);
      return data;
    },
    retry: (count, error) => !isApiError(error, 401) && count < 2,
    staleTime: 60_000,
  });
  if (session.isPending) return <Loading label="Checking your session" />;
  if (session.isError) {
    if (isApiError(session.error, 401)) return <SignIn />;
    return <ErrorState error={session.error} retry={() => session.refetch()} />;
  }
  return <SessionContext.Provider value={session.data}>{children}</SessionContext.Provider>;
}

function SignIn() {
  return (
    <main id="main" className="sign-in" tabIndex={-1}>
      <h1>Sign in to the OpenUnified console</h1>
      <p>The console signs in with a one-time link from the admin CLI, on the machine that runs the server:</p>
      <pre className="code">pnpm -s cli console login</pre>
      <p>
        Open the link it prints within 10 minutes. <code>--read-only</code> signs in without write access; <code>--base-url</code> sets the address the link
        points to.
      </p>
    </main>
  );
}
