import type { ReactNode } from 'react';

const tones: Record<string, string> = {
  active: 'good',
  succeeded: 'good',
  authenticated: 'good',
  enabled: 'good',
  pending: 'neutral',
  queued: 'neutral',
  running: 'neutral',
  skipped: 'neutral',
  inactive: 'warn',
  paused: 'warn',
  disabled: 'warn',
  archived: 'warn',
  suspended: 'bad',
  expired: 'bad',
  error: 'bad',
  failed: 'bad',
};

/** A status as a word with a colour; the word carries the meaning, the colour only helps. */
export function Badge({ value, tone }: { value: string; tone?: 'good' | 'warn' | 'bad' | 'neutral' }) {
  return <span className={`badge badge-${tone ?? tones[value] ?? 'neutral'}`}>{value.replaceAll('_', ' ')}</span>;
}

/** An HTTP status: 2xx and 3xx good, 4xx warn, 5xx and no answer bad. */
export function HttpStatus({ status }: { status: number | null }) {
  if (status === null) return <Badge value="no answer" tone="bad" />;
  return <Badge value={String(status)} tone={status < 400 ? 'good' : status < 500 ? 'warn' : 'bad'} />;
}

/**
 * Tables scroll sideways inside their region at 390 px; the region is focusable so keyboard users
 * can scroll it too.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-region" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  if (!hasMore) return null;
  return (
    <div className="load-more">
      <button type="button" className="button" onClick={onLoad} disabled={loading}>
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {children && <div className="page-header-actions">{children}</div>}
    </div>
  );
}

/** A label/value list for one record's fields. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Preformatted text with its caption; focusable because it scrolls, so keyboard users can scroll it. */
export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <figure className="code-block">
      <figcaption>{label}</figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <pre className="code" tabIndex={0}>
        {children}
      </pre>
    </figure>
  );
}
