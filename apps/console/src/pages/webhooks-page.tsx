import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { unwrap } from '../api/api-error.js';
import { api } from '../api/client.js';
import { formatDateTime } from '../lib/format.js';
import { useCanWrite } from '../session/session.js';
import { Badge, PageHeader, TableRegion } from '../ui/bits.js';
import { Empty, ErrorState, Loading, MutationMessage } from '../ui/states.js';
import { SecretOnce } from './secret-once.js';

export function WebhooksPage() {
  const canWrite = useCanWrite('general');
  const queryClient = useQueryClient();
  const endpoints = useQuery({ queryKey: ['webhooks'], queryFn: async () => unwrap(await api.GET('/webhooks')) });
  const create = useMutation({
    mutationFn: async (body: { url: string; event_types: string[]; description?: string }) => unwrap(await api.POST('/webhooks', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhooks'] }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const eventTypes = String(form.get('event_types') ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    const description = String(form.get('description') ?? '').trim();
    create.mutate({ url: String(form.get('url') ?? '').trim(), event_types: eventTypes, ...(description && { description }) });
  }

  return (
    <>
      <PageHeader title="Webhooks" />
      {endpoints.isPending ? (
        <Loading label="Loading webhook endpoints" />
      ) : endpoints.isError ? (
        <ErrorState error={endpoints.error} retry={() => endpoints.refetch()} />
      ) : endpoints.data.data.length === 0 ? (
        <Empty>No webhook endpoint yet.</Empty>
      ) : (
        <TableRegion label="Webhook endpoints">
          <table>
            <thead>
              <tr>
                <th scope="col">Endpoint</th>
                <th scope="col">Events</th>
                <th scope="col">State</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.data.data.map((endpoint) => (
                <tr key={endpoint.id}>
                  <td>
                    <Link to="/webhooks/$webhookId" params={{ webhookId: endpoint.id }}>
                      {endpoint.url}
                    </Link>
                    {endpoint.description && <div className="hint">{endpoint.description}</div>}
                  </td>
                  <td>{endpoint.event_types.join(', ')}</td>
                  <td>
                    <Badge value={endpoint.enabled ? 'enabled' : 'disabled'} />
                    {endpoint.disabled_reason && <span className="hint"> {endpoint.disabled_reason}</span>}
                  </td>
                  <td>{formatDateTime(endpoint.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {canWrite && (
        <section aria-labelledby="new-webhook">
          <h2 id="new-webhook">Add an endpoint</h2>
          <form className="form" onSubmit={submit}>
            <label>
              URL
              <input name="url" type="url" required placeholder="https://example.com/webhooks" />
            </label>
            <label>
              Event types (comma-separated; * matches any characters)
              <input name="event_types" required defaultValue="account.*" />
            </label>
            <label>
              Description
              <input name="description" maxLength={500} />
            </label>
            <button type="submit" className="button primary" disabled={create.isPending}>
              Add endpoint
            </button>
          </form>
          <MutationMessage error={create.error} />
          {create.data && <SecretOnce label="Signing secret" value={create.data.secret} />}
        </section>
      )}
    </>
  );
}
