import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { unwrap } from '../api/api-error.js';
import { api } from '../api/client.js';
import { formatDateTime } from '../lib/format.js';
import { useCanWrite } from '../session/session.js';
import { PageHeader, TableRegion } from '../ui/bits.js';
import { ConfirmButton } from '../ui/confirm-button.js';
import { Empty, ErrorState, Loading, MutationMessage } from '../ui/states.js';
import { SecretOnce } from './secret-once.js';

const scopeChoices = [
  { value: 'full_access', label: 'Full Access' },
  { value: 'read_only', label: 'Read Only' },
  { value: 'accounts', label: 'Accounts' },
  { value: 'actions', label: 'Actions' },
];

export function ApiKeysPage() {
  const canWrite = useCanWrite('general');
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: ['api-keys'], queryFn: async () => unwrap(await api.GET('/management/api_keys')) });
  const create = useMutation({
    mutationFn: async (body: { name: string; scopes: string[] }) => unwrap(await api.POST('/management/api_keys', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
  const revoke = useMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/management/api_keys/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate({ name: String(form.get('name') ?? '').trim(), scopes: [String(form.get('scope') ?? 'read_only')] });
    event.currentTarget.reset();
  }

  return (
    <>
      <PageHeader title="API keys" />
      {keys.isPending ? (
        <Loading label="Loading API keys" />
      ) : keys.isError ? (
        <ErrorState error={keys.error} retry={() => keys.refetch()} />
      ) : keys.data.data.length === 0 ? (
        <Empty>No API key.</Empty>
      ) : (
        <TableRegion label="API keys">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key starts with</th>
                <th scope="col">Scopes</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                {canWrite && <th scope="col">Revoke</th>}
              </tr>
            </thead>
            <tbody>
              {keys.data.data.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>{key.scopes.join(', ')}</td>
                  <td>{formatDateTime(key.created_at)}</td>
                  <td>{formatDateTime(key.last_used_at)}</td>
                  {canWrite && (
                    <td>
                      <ConfirmButton
                        label={`Revoke ${key.name}`}
                        title={`Revoke the key ${key.name}?`}
                        confirmLabel="Revoke"
                        onConfirm={() => revoke.mutate(key.id)}
                      >
                        <p>Requests with this key are refused at once. This cannot be undone.</p>
                      </ConfirmButton>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <MutationMessage error={revoke.error} success={revoke.isSuccess ? 'Key revoked.' : undefined} />
      {canWrite && (
        <section aria-labelledby="new-key">
          <h2 id="new-key">Create a key</h2>
          <form className="form" onSubmit={submit}>
            <label>
              Name
              <input name="name" required maxLength={200} autoComplete="off" />
            </label>
            <label>
              Scope
              <select name="scope" defaultValue="read_only">
                {scopeChoices.map((scope) => (
                  <option key={scope.value} value={scope.value}>
                    {scope.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button primary" disabled={create.isPending}>
              Create key
            </button>
          </form>
          <MutationMessage error={create.error} />
          {create.data && <SecretOnce label={`API key ${create.data.name}`} value={create.data.secret} />}
        </section>
      )}
    </>
  );
}
