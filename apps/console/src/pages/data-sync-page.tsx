import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { unwrap } from '../api/api-error.js';
import { api, type components } from '../api/client.js';
import { describeCadence, formatDateTime } from '../lib/format.js';
import { flattenPages, nextCursor } from '../lib/pages.js';
import { explainPausedReason } from '../lib/paused-reason.js';
import { useCanWrite } from '../session/session.js';
import { Badge, LoadMore, PageHeader, TableRegion } from '../ui/bits.js';
import { Empty, ErrorState, Loading, MutationMessage } from '../ui/states.js';

export type Schedule = components['schemas']['Schedule'];

export function DataSyncPage() {
  return (
    <>
      <PageHeader title="Data sync" />
      <SyncConfigs />
      <Schedules />
    </>
  );
}

function SyncConfigs() {
  const canWrite = useCanWrite('general');
  const queryClient = useQueryClient();
  const configs = useQuery({ queryKey: ['sync-configs'], queryFn: async () => unwrap(await api.GET('/v2/data_sync/configs')) });
  const toggle = useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) =>
      unwrap(await api.PATCH('/v2/data_sync/configs/{id}', { params: { path: { id } }, body: { enabled } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sync-configs'] }).then(() => queryClient.invalidateQueries({ queryKey: ['schedules'] })),
  });
  return (
    <section aria-labelledby="sync-configs">
      <h2 id="sync-configs">Sync configs</h2>
      {configs.isPending ? (
        <Loading label="Loading sync configs" />
      ) : configs.isError ? (
        <ErrorState error={configs.error} retry={() => configs.refetch()} />
      ) : configs.data.data.length === 0 ? (
        <Empty>No sync config. Create one with POST /v2/data_sync/configs (docs/concepts/data-sync.md).</Empty>
      ) : (
        <TableRegion label="Sync configs">
          <table>
            <thead>
              <tr>
                <th scope="col">Config</th>
                <th scope="col">Connector</th>
                <th scope="col">Actions</th>
                <th scope="col">Cadence</th>
                <th scope="col">State</th>
                {canWrite && <th scope="col">Change</th>}
              </tr>
            </thead>
            <tbody>
              {configs.data.data.map((config) => (
                <tr key={config.id}>
                  <td>{config.name}</td>
                  <td>{config.connector}</td>
                  <td>{config.actions.map((action) => action.action_id).join(', ')}</td>
                  <td>{describeCadence(config.cadence)}</td>
                  <td>
                    <Badge value={config.enabled ? 'enabled' : 'disabled'} /> {config.auto_link ? <span className="hint">links every account</span> : null}
                  </td>
                  {canWrite && (
                    <td>
                      <button
                        type="button"
                        className="button"
                        disabled={toggle.isPending}
                        onClick={() => toggle.mutate({ id: config.id, enabled: !config.enabled })}
                        aria-label={`${config.enabled ? 'Disable' : 'Enable'} sync config ${config.name}`}
                      >
                        {config.enabled ? 'Disable' : 'Enable'}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <MutationMessage error={toggle.error} />
    </section>
  );
}

/** A schedule's state in one word, with why when something holds it back. */
export function ScheduleState({ schedule }: { schedule: Schedule }) {
  if (schedule.paused_reason) {
    const explanation = explainPausedReason(schedule.paused_reason);
    return (
      <span>
        <Badge value="paused" /> <span className="hint">{explanation.title}. </span>
        <span className="hint">{explanation.fix}</span>
      </span>
    );
  }
  return <Badge value={schedule.enabled ? 'enabled' : 'disabled'} />;
}

/** Pause (disable), resume (enable) and run-now for one schedule. */
export function ScheduleControls({ schedule }: { schedule: Schedule }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string>();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['schedules'] }).then(() => queryClient.invalidateQueries({ queryKey: ['schedule', schedule.id] }));
  const toggle = useMutation({
    mutationFn: async (enabled: boolean) =>
      unwrap(await api.PATCH('/v2/data_sync/schedules/{id}', { params: { path: { id: schedule.id } }, body: { enabled } })),
    onSuccess: (updated) => {
      setMessage(updated.enabled ? `Resumed ${updated.name}.` : `Paused ${updated.name}.`);
      return refresh();
    },
  });
  const run = useMutation({
    mutationFn: async () => unwrap(await api.POST('/v2/data_sync/schedules/{id}/runs', { params: { path: { id: schedule.id } } })),
    onSuccess: () => {
      setMessage(`Queued a run of ${schedule.name}.`);
      return queryClient.invalidateQueries({ queryKey: ['schedule-runs', schedule.id] }).then(refresh);
    },
  });
  return (
    <div className="actions">
      <button
        type="button"
        className="button"
        disabled={toggle.isPending}
        onClick={() => toggle.mutate(!schedule.enabled)}
        aria-label={`${schedule.enabled ? 'Pause' : 'Resume'} ${schedule.name}`}
      >
        {schedule.enabled ? 'Pause' : 'Resume'}
      </button>
      <button
        type="button"
        className="button"
        disabled={run.isPending || !schedule.enabled || schedule.paused_reason !== null}
        onClick={() => run.mutate()}
        aria-label={`Run now: ${schedule.name}`}
      >
        Run now
      </button>
      <MutationMessage error={toggle.error ?? run.error} success={message} />
    </div>
  );
}

function Schedules() {
  const canWrite = useCanWrite('general');
  const [enabled, setEnabled] = useState<'' | 'true' | 'false'>('');
  const schedules = useInfiniteQuery({
    queryKey: ['schedules', { enabled }],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/v2/data_sync/schedules', {
          params: { query: { page_size: '25', ...(pageParam && { next: pageParam }), ...(enabled && { enabled }) } },
        }),
      ),
    getNextPageParam: nextCursor,
  });
  const items = flattenPages((schedules.data?.pages ?? []).map((page) => page.data));
  return (
    <section aria-labelledby="schedules">
      <h2 id="schedules">Schedules</h2>
      <div className="filters">
        <label>
          Show
          <select value={enabled} onChange={(event) => setEnabled(event.target.value as typeof enabled)}>
            <option value="">All schedules</option>
            <option value="true">Enabled</option>
            <option value="false">Disabled</option>
          </select>
        </label>
      </div>
      {schedules.isPending ? (
        <Loading label="Loading schedules" />
      ) : schedules.isError ? (
        <ErrorState error={schedules.error} retry={() => schedules.refetch()} />
      ) : items.length === 0 ? (
        <Empty>No schedule. A sync config with auto-link makes one for each account of its connector.</Empty>
      ) : (
        <>
          <TableRegion label="Schedules">
            <table>
              <thead>
                <tr>
                  <th scope="col">Schedule</th>
                  <th scope="col">Account</th>
                  <th scope="col">Cadence</th>
                  <th scope="col">State</th>
                  <th scope="col">Last run</th>
                  <th scope="col">Next run</th>
                  {canWrite && <th scope="col">Change</th>}
                </tr>
              </thead>
              <tbody>
                {items.map((schedule) => (
                  <tr key={schedule.id}>
                    <td>
                      <Link to="/data-sync/schedules/$scheduleId" params={{ scheduleId: schedule.id }}>
                        {schedule.name}
                      </Link>
                    </td>
                    <td>
                      <Link to="/accounts/$accountId" params={{ accountId: schedule.account_id }}>
                        {schedule.account_id}
                      </Link>
                    </td>
                    <td>{describeCadence(schedule.cadence)}</td>
                    <td>
                      <ScheduleState schedule={schedule} />
                    </td>
                    <td>
                      {schedule.last_run_status ? <Badge value={schedule.last_run_status} /> : '—'} {formatDateTime(schedule.last_run_at)}
                    </td>
                    <td>{formatDateTime(schedule.next_run_at)}</td>
                    {canWrite && (
                      <td>
                        <ScheduleControls schedule={schedule} />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <LoadMore hasMore={schedules.hasNextPage} loading={schedules.isFetchingNextPage} onLoad={() => schedules.fetchNextPage()} />
        </>
      )}
    </section>
  );
}
