import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { unwrap } from '../api/api-error.js';
import { api } from '../api/client.js';
import { formatDateTime, formatDuration, localInputToIso } from '../lib/format.js';
import { compactQuery, flattenPages, nextCursor } from '../lib/pages.js';
import { HttpStatus, LoadMore, PageHeader, TableRegion } from '../ui/bits.js';
import { Empty, ErrorState, Loading } from '../ui/states.js';

/** The filters live in the URL, so a filtered list can be shared and the back button restores it. */
export interface RequestLogSearch {
  account?: string;
  action?: string;
  status?: string;
  from?: string;
  to?: string;
}

export function validateRequestLogSearch(search: Record<string, unknown>): RequestLogSearch {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return compactQuery({
    account: text(search.account),
    action: text(search.action),
    status: text(search.status),
    from: text(search.from),
    to: text(search.to),
  });
}

export function RequestLogsPage() {
  const search = useSearch({ from: '/requests' });
  const navigate = useNavigate({ from: '/requests' });
  const logs = useInfiniteQuery({
    queryKey: ['request-logs', search],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/requests/logs', {
          params: {
            query: compactQuery({
              page_size: '25',
              next: pageParam,
              account_ids: search.account ? [search.account] : undefined,
              action_ids: search.action ? [search.action] : undefined,
              status_codes: search.status ? search.status.split(',').map((code) => code.trim()) : undefined,
              start_date: search.from ? localInputToIso(search.from) : undefined,
              end_date: search.to ? localInputToIso(search.to) : undefined,
            }),
          },
        }),
      ),
    getNextPageParam: nextCursor,
  });

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void navigate({ search: validateRequestLogSearch(Object.fromEntries(form)) });
  }

  const items = flattenPages((logs.data?.pages ?? []).map((page) => page.data));
  return (
    <>
      <PageHeader title="Request logs" />
      <form className="filters" onSubmit={filter} aria-label="Filter request logs" key={JSON.stringify(search)}>
        <label>
          Account id
          <input name="account" defaultValue={search.account ?? ''} />
        </label>
        <label>
          Action id
          <input name="action" defaultValue={search.action ?? ''} placeholder="googledrive_list_files" />
        </label>
        <label>
          Status codes
          <input name="status" defaultValue={search.status ?? ''} placeholder="404, 500" inputMode="numeric" />
        </label>
        <label>
          From
          <input name="from" type="datetime-local" defaultValue={search.from ?? ''} />
        </label>
        <label>
          Until
          <input name="to" type="datetime-local" defaultValue={search.to ?? ''} />
        </label>
        <button type="submit" className="button primary">
          Filter
        </button>
      </form>
      {logs.isPending ? (
        <Loading label="Loading request logs" />
      ) : logs.isError ? (
        <ErrorState error={logs.error} retry={() => logs.refetch()} />
      ) : items.length === 0 ? (
        <Empty>No request matches these filters.</Empty>
      ) : (
        <>
          <TableRegion label="Request logs">
            <table>
              <thead>
                <tr>
                  <th scope="col">Request</th>
                  <th scope="col">Status</th>
                  <th scope="col">Action</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Started</th>
                </tr>
              </thead>
              <tbody>
                {items.map((log) => (
                  <tr key={log.id}>
                    <td>
                      <Link to="/requests/$requestId" params={{ requestId: log.request_id }}>
                        {log.method} {log.path}
                      </Link>
                    </td>
                    <td>
                      <HttpStatus status={log.status} />
                    </td>
                    <td>{log.action_id ?? '—'}</td>
                    <td>{formatDuration(log.duration_ms)}</td>
                    <td>{formatDateTime(log.started_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <LoadMore hasMore={logs.hasNextPage} loading={logs.isFetchingNextPage} onLoad={() => logs.fetchNextPage()} />
        </>
      )}
    </>
  );
}
