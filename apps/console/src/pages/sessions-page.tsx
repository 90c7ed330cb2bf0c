import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../api/api-error.js';
import { api } from '../api/client.js';
import { formatDateTime } from '../lib/format.js';
import { useCanWrite } from '../session/session.js';
import { Badge, PageHeader, TableRegion } from '../ui/bits.js';
import { Empty, ErrorState, Loading, MutationMessage } from '../ui/states.js';

/** The console sessions of the project; any of them but this one can be ended here. */
export function SessionsPage() {
  const canWrite = useCanWrite('general');
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ['management-sessions'], queryFn: async () => unwrap(await api.GET('/management/sessions')) });
  const revoke = useMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/management/sessions/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['management-sessions'] }),
  });
  return (
    <>
      <PageHeader title="Sessions" />
      {sessions.isPending ? (
        <Loading label="Loading sessions" />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} retry={() => sessions.refetch()} />
      ) : sessions.data.data.length === 0 ? (
        <Empty>No session.</Empty>
      ) : (
        <TableRegion label="Console sessions">
          <table>
            <thead>
              <tr>
                <th scope="col">Browser</th>
                <th scope="col">Signed in</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                {canWrite && <th scope="col">End</th>}
              </tr>
            </thead>
            <tbody>
              {sessions.data.data.map((session) => (
                <tr key={session.id}>
                  <td>
                    {session.user_agent ?? 'Unknown browser'} {session.current && <Badge value="this session" tone="good" />}
                  </td>
                  <td>{formatDateTime(session.created_at)}</td>
                  <td>{formatDateTime(session.last_used_at)}</td>
                  <td>{formatDateTime(session.expires_at)}</td>
                  {canWrite && (
                    <td>
                      {!session.current && (
                        <button type="button" className="button" onClick={() => revoke.mutate(session.id)} disabled={revoke.isPending}>
                          End session
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <MutationMessage error={revoke.error} />
    </>
  );
}
