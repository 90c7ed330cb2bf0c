import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { unwrap } from '../api/api-error.js';
import { api } from '../api/client.js';
import { formatDateTime, formatDuration } from '../lib/format.js';
import { flattenPages, nextCursor } from '../lib/pages.js';
import { useCanWrite } from '../session/session.js';
import { Badge, Facts, HttpStatus, LoadMore, PageHeader, TableRegion } from '../ui/bits.js';
import { ConfirmButton } from '../ui/confirm-button.js';
import { Empty, ErrorState, Loading, MutationMessage } from '../ui/states.js';
import { SecretOnce } from './secret-once.js';

export function WebhookDetailPage() {
  const { webhookId } = useParams({ from: '/webhooks/$webhookId' });
  const endpoint = useQuery({
    queryKey: ['webhook', webhookId],
    queryFn: async () => unwrap(await api.GET('/webhooks/{id}', { params: { path: { id: webhookId } } })),
  });
  if (endpoint.isPending) return <Loading label="Loading the endpoint" />;
  if (endpoint.isError) return <ErrorState error={endpoint.error} retry={() => endpoint.refetch()} />;
  const data = endpoint.data;
  return (
    <>
      <PageHeader title={data.url}>
        <Link to="/webhooks">All endpoints</Link>
      </PageHeader>
      <Facts
        items={[
          ['Id', <code key="id">{data.id}</code>],
          ['Events', data.event_types.join(', ')],
          ['State', <Badge key="state" value={data.enabled ? 'enabled' : 'disabled'} />],
          ...(data.disabled_reason ? ([['Disabled because', data.disabled_reason]] as [string, string][]) : []),
          ['Previous secret signs until', formatDateTime(data.previous_secret_expires_at)],
          ['Created', formatDateTime(data.created_at)],
        ]}
      />
      <EndpointActions webhookId={data.id} enabled={data.enabled} />
      <Deliveries webhookId={data.id} />
    </>
  );
}

function EndpointActions({ webhookId, enabled }: { webhookId: string; enabled: boolean }) {
  const canWrite = useCanWrite('general');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['webhook', webhookId] });
  const rotate = useMutation({
    mutationFn: async () => unwrap(await api.POST('/webhooks/{id}/rotate_secret', { params: { path: { id: webhookId } } })),
    onSuccess: refresh,
  });
  const toggle = useMutation({
    mutationFn: async () => unwrap(await api.PATCH('/webhooks/{id}', { params: { path: { id: webhookId } }, body: { enabled: !enabled } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async () => unwrap(await api.DELETE('/webhooks/{id}', { params: { path: { id: webhookId } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
      await navigate({ to: '/webhooks' });
    },
  });
  const test = useMutation({
    mutationFn: async (item: { event: string; record_id: string }) =>
      unwrap(await api.POST('/webhooks/{id}/events', { params: { path: { id: webhookId } }, body: [item] })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhook-deliveries', webhookId] }),
  });
  if (!canWrite) return null;

  function sendTest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    test.mutate({ event: String(form.get('event') ?? '').trim(), record_id: String(form.get('record_id') ?? '').trim() });
  }

  const testResult = test.data?.[0];
  return (
    <section aria-labelledby="endpoint-actions">
      <h2 id="endpoint-actions">Actions</h2>
      <div className="actions">
        <button type="button" className="button" onClick={() => rotate.mutate()} disabled={rotate.isPending}>
          Rotate secret
        </button>
        <button type="button" className="button" onClick={() => toggle.mutate()} disabled={toggle.isPending}>
          {enabled ? 'Disable endpoint' : 'Enable endpoint'}
        </button>
        <ConfirmButton label="Delete endpoint" title="Delete this endpoint?" confirmLabel="Delete" onConfirm={() => remove.mutate()}>
          <p>The endpoint and its delivery log are deleted. Pending deliveries are not sent.</p>
        </ConfirmButton>
      </div>
      {rotate.data && <SecretOnce label="New signing secret" value={rotate.data.secret} />}
      <form className="form inline" onSubmit={sendTest} aria-labelledby="test-event">
        <h3 id="test-event">Send a test event</h3>
        <p className="hint">Queues the newest event of a record again, e.g. account.updated of an account id.</p>
        <label>
          Event type
          <input name="event" required defaultValue="account.updated" />
        </label>
        <label>
          Record id
          <input name="record_id" required placeholder="An account id" />
        </label>
        <button type="submit" className="button" disabled={test.isPending}>
          Send test event
        </button>
      </form>
      <MutationMessage
        error={rotate.error ?? toggle.error ?? remove.error ?? test.error}
        success={testResult ? `${testResult.event} for ${testResult.record_id}: ${testResult.status === 202 ? 'queued' : testResult.message}` : undefined}
      />
    </section>
  );
}

function Deliveries({ webhookId }: { webhookId: string }) {
  const canWrite = useCanWrite('general');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'' | 'pending' | 'succeeded' | 'failed'>('');
  const [replayed, setReplayed] = useState<string>();
  const deliveries = useInfiniteQuery({
    queryKey: ['webhook-deliveries', webhookId, status],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/webhooks/{id}/deliveries', {
          params: { path: { id: webhookId }, query: { page_size: '25', ...(pageParam && { next: pageParam }), ...(status && { status }) } },
        }),
      ),
    getNextPageParam: nextCursor,
    refetchInterval: 5000,
  });
  const replay = useMutation({
    mutationFn: async (deliveryId: string) =>
      unwrap(await api.POST('/webhooks/{id}/deliveries/{delivery_id}/replay', { params: { path: { id: webhookId, delivery_id: deliveryId } } })),
    onSuccess: (delivery) => {
      setReplayed(`Redelivery of ${delivery.event} queued.`);
      return queryClient.invalidateQueries({ queryKey: ['webhook-deliveries', webhookId] });
    },
  });
  const items = flattenPages((deliveries.data?.pages ?? []).map((page) => page.data));
  return (
    <section aria-labelledby="deliveries">
      <h2 id="deliveries">Deliveries</h2>
      <div className="filters">
        <label>
          Status
          <select value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
            <option value="">Any status</option>
            <option value="pending">Pending</option>
            <option value="succeeded">Succeeded</option>
            <option value="failed">Failed</option>
          </select>
        </label>
      </div>
      <MutationMessage error={replay.error} success={replayed} />
      {deliveries.isPending ? (
        <Loading label="Loading deliveries" />
      ) : deliveries.isError ? (
        <ErrorState error={deliveries.error} retry={() => deliveries.refetch()} />
      ) : items.length === 0 ? (
        <Empty>No delivery yet.</Empty>
      ) : (
        <>
          <TableRegion label="Deliveries">
            <table>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Created</th>
                  {canWrite && <th scope="col">Redeliver</th>}
                </tr>
              </thead>
              <tbody>
                {items.map((delivery) => (
                  <tr key={delivery.id}>
                    <td>
                      {delivery.event}
                      <div className="hint">
                        <code>{delivery.event_id}</code>
                      </div>
                    </td>
                    <td>
                      <Badge value={delivery.status} />
                      {delivery.next_attempt_at && <div className="hint">next attempt {formatDateTime(delivery.next_attempt_at)}</div>}
                    </td>
                    <td>
                      <details>
                        <summary>{delivery.attempts} attempt(s)</summary>
                        <ol className="attempts">
                          {delivery.attempt_log.map((attempt) => (
                            <li key={attempt.attempt}>
                              <HttpStatus status={attempt.status_code} /> {formatDateTime(attempt.started_at)}, {formatDuration(attempt.duration_ms)}
                              {attempt.error && <span className="hint"> {attempt.error}</span>}
                            </li>
                          ))}
                        </ol>
                      </details>
                    </td>
                    <td>{formatDateTime(delivery.created_at)}</td>
                    {canWrite && (
                      <td>
                        <button
                          type="button"
                          className="button"
                          disabled={replay.isPending || delivery.status === 'pending'}
                          onClick={() => replay.mutate(delivery.id)}
                          aria-label={`Redeliver ${delivery.event} ${delivery.event_id}`}
                        >
                          Redeliver
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <LoadMore hasMore={deliveries.hasNextPage} loading={deliveries.isFetchingNextPage} onLoad={() => deliveries.fetchNextPage()} />
        </>
      )}
    </section>
  );
}
