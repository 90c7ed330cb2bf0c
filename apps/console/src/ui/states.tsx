import type { ReactNode } from 'react';

/** Announced politely to screen readers; the spinner is decoration. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}…
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="state state-empty">{children}</div>;
}

export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="state state-error" role="alert">
      <p>
        <strong>Something went wrong.</strong> {message}
      </p>
      {retry && (
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** A mutation's outcome, announced: the error in an alert, success in a status. */
export function MutationMessage({ error, success }: { error?: unknown; success?: string | undefined }) {
  if (error) return <ErrorState error={error} />;
  if (success)
    return (
      <p className="notice" role="status">
        {success}
      </p>
    );
  return null;
}
