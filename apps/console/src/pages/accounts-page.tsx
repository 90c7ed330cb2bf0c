import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { unwrap } from '../api/api-error.js';
import { api, type components } from '../api/client.js';
import { useConnectors } from '../api/queries.js';
import { formatDateTime } from '../lib/format.js';
import { compactQuery, flattenPages, nextPageNumber } from '../lib/pages.js';
import { Badge, LoadMore, PageHeader, TableRegion } from '../ui/bits.js';
import { Empty, ErrorState, Loading } from '../ui/states.js';

type AccountStatus = components['schemas']['Account']['status'];
const statuses: AccountStatus[] = ['active', 'inactive', 'suspended', 'archived', 'expired', 'error'];
const pageSize = 25;

interface Filters {
  owner: string;
  provider: string;
  status: string;
}

export function AccountsPage() {
  const [filters, setFilters] = useState<Filters>({ owner: '', provider: '', status: '' });
  const connectors = useConnectors();
  const accounts = useInfiniteQuery({
    queryKey: ['accounts', filters],
    // Accounts are linked elsewhere (a connect link opened by the customer): the list is read
    // again each time the page opens, showing what it had meanwhile.
    staleTime: 0,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/accounts', {
          params: {
            query: compactQuery({
              page: String(pageParam),
              page_size: String(pageSize),
              origin_owner_id: filters.owner.trim(),
              provider: filters.provider,
              status: filters.status ? (filters.status as AccountStatus) : undefined,
            }),
          },
        }),
      ),
    getNextPageParam: (lastPage, _pages, pageNumber) => nextPageNumber(lastPage, pageNumber, pageSize),
  });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters({ owner: String(form.get('owner') ?? ''), provider: String(form.get('provider') ?? ''), status: String(form.get('status') ?? '') });
  }

  const items = flattenPages(accounts.data?.pages ?? []);
  return (
    <>
      <PageHeader title="Accounts" />
      <form className="filters" onSubmit={search} aria-label="Search accounts">
        <label>
          Owner id
          <input name="owner" defaultValue={filters.owner} placeholder="customer-1" />
        </label>
        <label>
          Provider
          <select name="provider" defaultValue={filters.provider}>
            <option value="">Any provider</option>
            {(connectors.data ?? []).map((connector) => (
              <option key={connector.provider} value={connector.provider}>
                {connector.provider_name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select name="status" defaultValue={filters.status}>
            <option value="">Any status</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button primary">
          Search
        </button>
      </form>
      {accounts.isPending ? (
        <Loading label="Loading accounts" />
      ) : accounts.isError ? (
        <ErrorState error={accounts.error} retry={() => accounts.refetch()} />
      ) : items.length === 0 ? (
        <Empty>No account matches. Link one from the Connect page.</Empty>
      ) : (
        <>
          <TableRegion label="Accounts">
            <table>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Provider</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Status</th>
                  <th scope="col">Linked</th>
                </tr>
              </thead>
              <tbody>
                {items.map((account) => (
                  <tr key={account.id}>
                    <td>
                      <Link to="/accounts/$accountId" params={{ accountId: account.id }}>
                        {account.label || account.origin_owner_name || account.id}
                      </Link>
                    </td>
                    <td>{account.provider_name}</td>
                    <td>{account.origin_owner_id ?? '—'}</td>
                    <td>
                      <Badge value={account.status} />
                    </td>
                    <td>{formatDateTime(account.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <LoadMore hasMore={accounts.hasNextPage} loading={accounts.isFetchingNextPage} onLoad={() => accounts.fetchNextPage()} />
        </>
      )}
    </>
  );
}
