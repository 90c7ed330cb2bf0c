import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { unwrap } from '../api/api-error.js';
import { api } from '../api/client.js';
import { describeCadence, formatDateTime } from '../lib/format.js';
import { flattenPages, nextCursor } from '../lib/pages.js';
import { useCanWrite } from '../session/session.js';
import { Badge, Facts, LoadMore, PageHeader, TableRegion } from '../ui/bits.js';
import { Empty, ErrorState, Loading } from '../ui/states.js';
import { ScheduleControls, ScheduleState } from './data-sync-page.js';

export function ScheduleDetailPage() {
  const { scheduleId } = useParams({ from: '/data-sync/schedules/$scheduleId' });
  const canWrite = useCanWrite('general');
  const schedule = useQuery({
    queryKey: ['schedule', scheduleId],
    queryFn: async () => unwrap(await api.GET('/v2/data_sync/schedules/{id}', { params: { path: { id: scheduleId } } })),
  });
  const runs = useInfiniteQuery({
    queryKey: ['schedule-runs', scheduleId],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/v2/data_sync/schedules/{id}/runs', {
          params: { path: { id: scheduleId }, query: { page_size: '25', ...(pageParam && { next: pageParam }) } },
        }),
      ),
    getNextPageParam: nextCursor,
    refetchInterval: 5000,
  });
  if (schedule.isPending) return <Loading label="Loading the schedule" />;
  if (schedule.isError) return <ErrorState error={schedule.error} retry={() => schedule.refetch()} />;
  const data = schedule.data;
  const items = flattenPages((runs.data?.pages ?? []).map((page) => page.data));
  return (
    <>
      <PageHeader title={data.name}>
        <Link to="/data-sync">Data sync</Link>
      </PageHeader>
      <Facts
        items={[
          ['Id', <code key="id">{data.id}</code>],
          ['Action', data.action_id],
          [
            'Account',
            <Link key="account" to="/accounts/$accountId" params={{ accountId: data.account_id }}>
              {data.account_id}
            </Link>,
          ],
          ['Cadence', describeCadence(data.cadence)],
          ['State', <ScheduleState key="state" schedule={data} />],
          ['Source', data.source ?? '—'],
          ['Next run', formatDateTime(data.next_run_at)],
          ['Last run', data.last_run_status ? `${data.last_run_status}, ${formatDateTime(data.last_run_at)}` : '—'],
          ...(data.last_run_error ? ([['Last error', data.last_run_error]] as [string, string][]) : []),
        ]}
      />
      {canWrite && <ScheduleControls schedule={data} />}
      <section aria-labelledby="runs">
        <h2 id="runs">Runs</h2>
        {runs.isPending ? (
          <Loading label="Loading runs" />
        ) : runs.isError ? (
          <ErrorState error={runs.error} retry={() => runs.refetch()} />
        ) : items.length === 0 ? (
          <Empty>No run yet.</Empty>
        ) : (
          <>
            <TableRegion label="Runs">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Due</th>
                    <th scope="col">Status</th>
                    <th scope="col">Mode</th>
                    <th scope="col">Records read / created / updated / deleted</th>
                    <th scope="col">Provider calls</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((run) => (
                    <tr key={run.id}>
                      <td>{formatDateTime(run.due_at)}</td>
                      <td>
                        <Badge value={run.status} />
                        {run.error && <span className="hint"> {run.error}</span>}
                      </td>
                      <td>{run.mode ?? '—'}</td>
                      <td>{`${run.records.read} / ${run.records.created} / ${run.records.updated} / ${run.records.deleted}`}</td>
                      <td>
                        <Link to="/requests/$requestId" params={{ requestId: run.request_id }}>
                          Request log
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
            <LoadMore hasMore={runs.hasNextPage} loading={runs.isFetchingNextPage} onLoad={() => runs.fetchNextPage()} />
          </>
        )}
      </section>
    </>
  );
}
