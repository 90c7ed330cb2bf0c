import { type GoogleDriveList, mapDrive } from '@openunified/connector-googledrive';
import Fastify from 'fastify';
import { request } from 'undici';
import { inputFromParent, reportToParent, serveParent, startCpuProfile, startHeapProfile } from './child-process-protocol.js';

/**
 * The floor under the server's overhead (`--baseline`): the same provider request and the same
 * mapping, answering the same records, behind a bare Fastify route and a keep-alive undici
 * client, with nothing else (no
 * authentication, account, validation, pipeline, logs or rate limiting). What the real server
 * adds beyond this row is the price of those features; what this row adds beyond the direct
 * row is what any HTTP hop costs on this machine.
 */
export interface BareProxyInput {
  providerUrl: string;
  authorization: string;
  /** Where to write a CPU profile of the whole run, if anywhere (`--profile-baseline`). */
  profilePath?: string;
  /** Where to write a sampling heap profile of the whole run, if anywhere (`--heap-profile-baseline`). */
  heapProfilePath?: string;
}

const { providerUrl, authorization, profilePath, heapProfilePath } = inputFromParent<BareProxyInput>();
const app = Fastify({ logger: false });
app.get('/drives', async () => {
  const response = await request(providerUrl, { headers: { authorization, accept: 'application/json' } });
  const list = (await response.body.json()) as GoogleDriveList;
  // The server leaves `unified_custom_fields` out unless `fields` names it: so does the floor.
  const data = (list.drives ?? []).map((drive) => {
    const { unified_custom_fields: _customFields, ...record } = mapDrive(drive);
    return record;
  });
  return { data, next: list.nextPageToken ?? null };
});
const profile = profilePath ? await startCpuProfile(profilePath) : undefined;
const heapProfile = heapProfilePath ? await startHeapProfile(heapProfilePath) : undefined;
serveParent(async () => {
  await profile?.stop();
  await heapProfile?.stop();
  await app.close();
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('the bare proxy has no TCP address');
reportToParent({ url: `http://127.0.0.1:${address.port}` });
