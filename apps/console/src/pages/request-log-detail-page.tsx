import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { unwrap } from '../api/api-error.js';
import { api } from '../api/client.js';
import { formatDateTime, formatDuration, formatJson } from '../lib/format.js';
import { CodeBlock, Facts, HttpStatus, PageHeader } from '../ui/bits.js';
import { ErrorState, Loading } from '../ui/states.js';

export function RequestLogDetailPage() {
  const { requestId } = useParams({ from: '/requests/$requestId' });
  const log = useQuery({
    queryKey: ['request-log', requestId],
    queryFn: async () => unwrap(await api.GET('/requests/logs/{id}', { params: { path: { id: requestId } } })).data,
  });
  if (log.isPending) return <Loading label="Loading the request" />;
  if (log.isError) return <ErrorState error={log.error} retry={() => log.refetch()} />;
  const data = log.data;
  return (
    <>
      <PageHeader title={`${data.method} ${data.path}`}>
        <Link to="/requests">All requests</Link>
      </PageHeader>
      <Facts
        items={[
          ['Request id', <code key="id">{data.request_id}</code>],
          ['Status', <HttpStatus key="status" status={data.status} />],
          ['Action', data.action_id ?? '—'],
          [
            'Account',
            data.account_id ? (
              <Link key="account" to="/accounts/$accountId" params={{ accountId: data.account_id }}>
                {data.account_id}
              </Link>
            ) : (
              '—'
            ),
          ],
          ['Duration', formatDuration(data.duration_ms)],
          ['Started', formatDateTime(data.started_at)],
          ['Query', data.query ? <code key="query">{data.query}</code> : '—'],
        ]}
      />
      {data.warnings.length > 0 && (
        <section aria-labelledby="warnings">
          <h2 id="warnings">Warnings</h2>
          <ul>
            {data.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="provider-calls">
        <h2 id="provider-calls">Provider calls</h2>
        {data.provider_logs.length === 0 ? (
          <p>This request made no provider call.</p>
        ) : (
          <ol className="provider-calls">
            {data.provider_logs.map((call) => (
              <li key={call.id}>
                <ProviderCall requestId={data.request_id} call={call} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

interface ProviderCallSummary {
  id: string;
  method: string;
  url: string;
  status: number | null;
  duration_ms: number;
  started_at: string;
  error: string | null;
}

/** One provider call; its redacted headers and bodies load when opened, as they can be large. */
function ProviderCall({ requestId, call }: { requestId: string; call: ProviderCallSummary }) {
  const [open, setOpen] = useState(false);
  const advanced = useQuery({
    queryKey: ['provider-log', requestId, call.id],
    enabled: open,
    queryFn: async () => unwrap(await api.GET('/logs/unified/{requestId}/provider/{id}/advanced', { params: { path: { requestId, id: call.id } } })).data,
  });
  return (
    <div className="provider-call">
      <div className="provider-call-summary">
        <HttpStatus status={call.status} /> <code className="url">{`${call.method} ${call.url}`}</code> <span>{formatDuration(call.duration_ms)}</span>
        {call.error && <span className="hint"> {call.error}</span>}
      </div>
      <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide the call' : 'Show the call'}
      </button>
      {open &&
        (advanced.isPending ? (
          <Loading label="Loading the provider call" />
        ) : advanced.isError ? (
          <ErrorState error={advanced.error} retry={() => advanced.refetch()} />
        ) : (
          <div className="call-detail">
            {advanced.data.body_omission && <p className="notice">Bodies not kept: {advanced.data.body_omission}</p>}
            <h3>Request</h3>
            <CodeBlock label="Request headers">{formatJson(advanced.data.request.headers)}</CodeBlock>
            <CodeBlock label="Request body">{formatJson(advanced.data.request.body)}</CodeBlock>
            <h3>Response {advanced.data.response.status ?? '(none)'}</h3>
            <CodeBlock label="Response headers">{formatJson(advanced.data.response.headers)}</CodeBlock>
            <CodeBlock label="Response body">{formatJson(advanced.data.response.body)}</CodeBlock>
          </div>
        ))}
    </div>
  );
}
