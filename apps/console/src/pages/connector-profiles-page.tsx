import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../api/api-error.js';
import { api } from '../api/client.js';
import { formatDateTime } from '../lib/format.js';
import { Badge, PageHeader, TableRegion } from '../ui/bits.js';
import { Empty, ErrorState, Loading } from '../ui/states.js';

/** Profiles as they stand: which actions their accounts may run, and whether an OAuth client is set (never the credentials). */
export function ConnectorProfilesPage() {
  const profiles = useQuery({ queryKey: ['connector-profiles'], queryFn: async () => unwrap(await api.GET('/connector_profiles')) });
  return (
    <>
      <PageHeader title="Connector profiles" />
      <p>A profile configures a connector for this project: the OAuth client its accounts link with and the actions they may run.</p>
      {profiles.isPending ? (
        <Loading label="Loading connector profiles" />
      ) : profiles.isError ? (
        <ErrorState error={profiles.error} retry={() => profiles.refetch()} />
      ) : profiles.data.length === 0 ? (
        <Empty>No connector profile. API-key connectors link without one; OAuth 2.0 connectors need one with a client.</Empty>
      ) : (
        <TableRegion label="Connector profiles">
          <table>
            <thead>
              <tr>
                <th scope="col">Provider</th>
                <th scope="col">Label</th>
                <th scope="col">Version</th>
                <th scope="col">OAuth client</th>
                <th scope="col">Enabled actions</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {profiles.data.map((profile) => (
                <tr key={profile.id}>
                  <td>{profile.provider}</td>
                  <td>{profile.label ?? '—'}</td>
                  <td>{profile.version}</td>
                  <td>{profile.auth_config ? <Badge value="set" tone="good" /> : <Badge value="not set" tone="neutral" />}</td>
                  <td>
                    {profile.enabled_actions === null ? (
                      'All actions'
                    ) : profile.enabled_actions.length === 0 ? (
                      'None'
                    ) : (
                      <details>
                        <summary>{profile.enabled_actions.length} action(s)</summary>
                        <ul>
                          {profile.enabled_actions.map((action) => (
                            <li key={action}>
                              <code>{action}</code>
                            </li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </td>
                  <td>{formatDateTime(profile.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </>
  );
}
