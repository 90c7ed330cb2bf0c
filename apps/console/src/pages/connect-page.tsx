import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { unwrap } from '../api/api-error.js';
import { api, type components } from '../api/client.js';
import { useConnectors } from '../api/queries.js';
import { formatDateTime } from '../lib/format.js';
import { useCanWrite } from '../session/session.js';
import { Badge, PageHeader } from '../ui/bits.js';
import { CopyButton } from '../ui/copy-button.js';
import { Empty, ErrorState, Loading, MutationMessage } from '../ui/states.js';

type CreatedSession = components['schemas']['ConnectSessionCreated'];

export function ConnectPage() {
  const canWrite = useCanWrite('accounts');
  const connectors = useConnectors();
  const [sessions, setSessions] = useState<CreatedSession[]>([]);
  const create = useMutation({
    mutationFn: async (body: components['schemas']['ConnectSessionCreate']) => unwrap(await api.POST('/connect_sessions', { body })),
    onSuccess: (session) => setSessions((previous) => [session, ...previous]),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    create.mutate({
      origin_owner_id: text('owner_id'),
      origin_owner_name: text('owner_name') || text('owner_id'),
      ...(text('provider') && { provider: text('provider') }),
      ...(text('label') && { label: text('label') }),
    });
  }

  return (
    <>
      <PageHeader title="Connect" />
      <p>A connect session is a link to the hosted connect page, where your customer links an account. Send it to them; it is valid for 30 minutes.</p>
      {canWrite ? (
        <form className="form" onSubmit={submit} aria-label="Create a connect session">
          <label>
            Owner id (your id of the customer)
            <input name="owner_id" required maxLength={500} autoComplete="off" />
          </label>
          <label>
            Owner name
            <input name="owner_name" maxLength={500} autoComplete="off" />
          </label>
          <label>
            Provider
            <select name="provider" defaultValue="">
              <option value="">Let the customer choose</option>
              {(connectors.data ?? []).map((connector) => (
                <option key={connector.provider} value={connector.provider} disabled={!connector.active}>
                  {connector.provider_name}
                  {connector.active ? '' : ' (needs a connector profile with an OAuth client)'}
                </option>
              ))}
            </select>
          </label>
          <label>
            Account label
            <input name="label" maxLength={500} autoComplete="off" />
          </label>
          <button type="submit" className="button primary" disabled={create.isPending}>
            Create link
          </button>
          <MutationMessage error={create.error} />
        </form>
      ) : (
        <p className="notice">This session is read only: it cannot create connect links.</p>
      )}
      <section aria-labelledby="created-sessions">
        <h2 id="created-sessions">Links created here</h2>
        {sessions.length === 0 ? (
          <Empty>No link yet. A link and its attempts show here once created.</Empty>
        ) : (
          sessions.map((session) => <CreatedSessionCard key={session.id} session={session} />)
        )}
      </section>
    </>
  );
}

/** The link and its attempts (GET /connect_sessions/{id}), polled while the customer may still be on the page. */
function CreatedSessionCard({ session }: { session: CreatedSession }) {
  const detail = useQuery({
    queryKey: ['connect-session', session.id],
    queryFn: async () => unwrap(await api.GET('/connect_sessions/{id}', { params: { path: { id: String(session.id) } } })),
    refetchInterval: (query) => (query.state.data?.latest_connection_attempt?.status === 'authenticated' ? false : 3000),
  });
  return (
    <article className="card" aria-label={`Link for ${session.origin_owner_name}`}>
      <h3>
        {session.origin_owner_name} {session.provider ? `· ${session.provider}` : ''}
      </h3>
      <div className="link-box">
        <label>
          Connect link
          <input readOnly value={session.auth_link_url} onFocus={(event) => event.currentTarget.select()} />
        </label>
        <CopyButton value={session.auth_link_url} label="Copy link" />
        <a href={session.auth_link_url} target="_blank" rel="noreferrer">
          Open the connect page
        </a>
      </div>
      {detail.data && <p className="hint">Valid until {formatDateTime(detail.data.expires_at)}</p>}
      <h4>Attempts</h4>
      {detail.isPending ? (
        <Loading label="Loading attempts" />
      ) : detail.isError ? (
        <ErrorState error={detail.error} retry={() => detail.refetch()} />
      ) : detail.data.connection_attempts.length === 0 ? (
        <p role="status">No attempt yet: the customer has not opened the link.</p>
      ) : (
        <ol className="attempts" role="status">
          {detail.data.connection_attempts.map((attempt) => (
            <li key={attempt.id}>
              <Badge value={attempt.status} /> {formatDateTime(attempt.updated_at)}
              {attempt.account_secure_id && (
                <>
                  {' '}
                  <Link to="/accounts/$accountId" params={{ accountId: attempt.account_secure_id }}>
                    {attempt.account_secure_id}
                  </Link>
                </>
              )}
              {attempt.oauth_error_code && <span className="hint">{` ${attempt.oauth_error_code}: ${attempt.oauth_error_description ?? ''}`}</span>}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
