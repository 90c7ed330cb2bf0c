import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { unwrap } from '../api/api-error.js';
import { api } from '../api/client.js';
import { describeCadence, formatDateTime, formatDuration, formatJson } from '../lib/format.js';
import { flattenPages, nextCursor } from '../lib/pages.js';
import { explainPausedReason } from '../lib/paused-reason.js';
import { useCanWrite } from '../session/session.js';
import { Badge, CodeBlock, Facts, HttpStatus, LoadMore, PageHeader, TableRegion } from '../ui/bits.js';
import { ConfirmButton } from '../ui/confirm-button.js';
import { CopyButton } from '../ui/copy-button.js';
import { Empty, ErrorState, Loading, MutationMessage } from '../ui/states.js';

export function AccountDetailPage() {
  const { accountId } = useParams({ from: '/accounts/$accountId' });
  const account = useQuery({
    queryKey: ['account', accountId],
    queryFn: async () => unwrap(await api.GET('/accounts/{id}', { params: { path: { id: accountId } } })),
  });
  if (account.isPending) return <Loading label="Loading the account" />;
  if (account.isError) return <ErrorState error={account.error} retry={() => account.refetch()} />;
  const data = account.data;
  return (
    <>
      <PageHeader title={data.label || data.origin_owner_name || data.id}>
        <Link to="/accounts">All accounts</Link>
      </PageHeader>
      <Facts
        items={[
          ['Id', <code key="id">{data.id}</code>],
          ['Provider', data.provider_name],
          ['Status', <Badge key="status" value={data.status} />],
          ['Owner', `${data.origin_owner_name ?? '—'} (${data.origin_owner_id ?? '—'})`],
          ['Type', data.type],
          ['Linked', formatDateTime(data.created_at)],
          ['Updated', formatDateTime(data.updated_at)],
        ]}
      />
      {data.status_reasons.length > 0 && (
        <section aria-labelledby="status-reasons">
          <h2 id="status-reasons">Status reasons</h2>
          <ul>
            {data.status_reasons.map((reason) => (
              <li key={`${reason.code}-${reason.timestamp}`}>
                <strong>{reason.code}</strong>: {reason.description} ({formatDateTime(reason.timestamp)})
              </li>
            ))}
          </ul>
        </section>
      )}
      <AccountActions accountId={data.id} ownerId={data.origin_owner_id ?? ''} ownerName={data.origin_owner_name ?? ''} />
      <AccountSchedules accountId={data.id} />
      <AccountRequests accountId={data.id} />
      <AccountEvents accountId={data.id} />
    </>
  );
}

function AccountActions({ accountId, ownerId, ownerName }: { accountId: string; ownerId: string; ownerName: string }) {
  const canWrite = useCanWrite('accounts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const relink = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/connect_sessions', {
          body: { account_id: accountId, origin_owner_id: ownerId || accountId, origin_owner_name: ownerName || ownerId || accountId },
        }),
      ),
  });
  const remove = useMutation({
    mutationFn: async () => unwrap(await api.DELETE('/accounts/{id}', { params: { path: { id: accountId } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['accounts'] });
      await navigate({ to: '/accounts' });
    },
  });
  if (!canWrite) return null;
  return (
    <section aria-labelledby="account-actions">
      <h2 id="account-actions">Actions</h2>
      <div className="actions">
        <button type="button" className="button" onClick={() => relink.mutate()} disabled={relink.isPending}>
          Create a relink link
        </button>
        <ConfirmButton label="Delete account" title="Delete this account?" confirmLabel="Delete" onConfirm={() => remove.mutate()}>
          <p>Its credentials, schedules and synced records are deleted. The owner must link again to use it.</p>
        </ConfirmButton>
      </div>
      {relink.data && (
        <div className="link-box">
          <label>
            Relink link (send it to the owner; valid {Math.round(1800 / 60)} minutes)
            <input readOnly value={relink.data.auth_link_url} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <CopyButton value={relink.data.auth_link_url} label="Copy link" />
        </div>
      )}
      <MutationMessage error={relink.error ?? remove.error} />
    </section>
  );
}

function AccountSchedules({ accountId }: { accountId: string }) {
  const schedules = useQuery({
    queryKey: ['schedules', { account_id: accountId }],
    queryFn: async () => unwrap(await api.GET('/v2/data_sync/schedules', { params: { query: { account_id: accountId, page_size: '100' } } })),
  });
  return (
    <section aria-labelledby="account-schedules">
      <h2 id="account-schedules">Schedules</h2>
      {schedules.isPending ? (
        <Loading label="Loading schedules" />
      ) : schedules.isError ? (
        <ErrorState error={schedules.error} retry={() => schedules.refetch()} />
      ) : schedules.data.data.length === 0 ? (
        <Empty>No data-sync schedule syncs this account.</Empty>
      ) : (
        <TableRegion label="Schedules of the account">
          <table>
            <thead>
              <tr>
                <th scope="col">Schedule</th>
                <th scope="col">Cadence</th>
                <th scope="col">State</th>
                <th scope="col">Last run</th>
              </tr>
            </thead>
            <tbody>
              {schedules.data.data.map((schedule) => (
                <tr key={schedule.id}>
                  <td>
                    <Link to="/data-sync/schedules/$scheduleId" params={{ scheduleId: schedule.id }}>
                      {schedule.name}
                    </Link>
                  </td>
                  <td>{describeCadence(schedule.cadence)}</td>
                  <td>
                    {schedule.paused_reason ? <Badge value="paused" /> : schedule.enabled ? <Badge value="enabled" /> : <Badge value="disabled" />}
                    {schedule.paused_reason && <span className="hint"> {explainPausedReason(schedule.paused_reason).title}</span>}
                  </td>
                  <td>{schedule.last_run_status ? <Badge value={schedule.last_run_status} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

function AccountRequests({ accountId }: { accountId: string }) {
  const requests = useQuery({
    queryKey: ['request-logs', { account_ids: accountId, recent: true }],
    queryFn: async () => unwrap(await api.GET('/requests/logs', { params: { query: { account_ids: [accountId], page_size: '10' } } })),
  });
  return (
    <section aria-labelledby="account-requests">
      <h2 id="account-requests">Recent requests</h2>
      {requests.isPending ? (
        <Loading label="Loading requests" />
      ) : requests.isError ? (
        <ErrorState error={requests.error} retry={() => requests.refetch()} />
      ) : requests.data.data.length === 0 ? (
        <Empty>No request used this account yet.</Empty>
      ) : (
        <>
          <TableRegion label="Recent requests of the account">
            <table>
              <thead>
                <tr>
                  <th scope="col">Request</th>
                  <th scope="col">Status</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Started</th>
                </tr>
              </thead>
              <tbody>
                {requests.data.data.map((log) => (
                  <tr key={log.id}>
                    <td>
                      <Link to="/requests/$requestId" params={{ requestId: log.request_id }}>
                        {log.method} {log.path}
                      </Link>
                    </td>
                    <td>
                      <HttpStatus status={log.status} />
                    </td>
                    <td>{formatDuration(log.duration_ms)}</td>
                    <td>{formatDateTime(log.started_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <p>
            <Link to="/requests" search={{ account: accountId }}>
              All requests of this account
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

/** What the outbox holds about the account (changes, synced records, run ends), newest first. */
function AccountEvents({ accountId }: { accountId: string }) {
  const events = useInfiniteQuery({
    queryKey: ['account-events', accountId],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/accounts/{id}/events', {
          params: { path: { id: accountId }, query: { page_size: '25', ...(pageParam && { next: pageParam }) } },
        }),
      ),
    getNextPageParam: nextCursor,
  });
  const items = flattenPages((events.data?.pages ?? []).map((page) => page.data));
  return (
    <section aria-labelledby="account-events">
      <h2 id="account-events">Events</h2>
      {events.isPending ? (
        <Loading label="Loading events" />
      ) : events.isError ? (
        <ErrorState error={events.error} retry={() => events.refetch()} />
      ) : items.length === 0 ? (
        <Empty>No event about this account yet. Events from before the server filed them by account are not shown.</Empty>
      ) : (
        <>
          <TableRegion label="Events of the account">
            <table>
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">Time</th>
                  <th scope="col">Data</th>
                </tr>
              </thead>
              <tbody>
                {items.map((event) => (
                  <tr key={event.id}>
                    <td>
                      <code>{event.type}</code>
                    </td>
                    <td>{formatDateTime(event.created_at)}</td>
                    <td>
                      <details>
                        <summary>Show data</summary>
                        <CodeBlock label={`Data of ${event.id}`}>{formatJson(event.data)}</CodeBlock>
                      </details>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <LoadMore hasMore={events.hasNextPage} loading={events.isFetchingNextPage} onLoad={() => events.fetchNextPage()} />
        </>
      )}
    </section>
  );
}
