import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ConnectorDefinition } from '@openunified/connector-sdk';
import { Pool } from 'undici';
import { greenhouseConnector } from '../connectors/greenhouse/src/index.js';
import { hubspotConnector } from '../connectors/hubspot/src/index.js';
import { jiraConnector } from '../connectors/jira/src/index.js';
import { oktaConnector } from '../connectors/okta/src/index.js';
// The SDK's `testing` entry also loads vitest's expect: only its action runner is needed here.
import { runAction } from '../packages/connector-sdk/src/testing/run-action.js';
import { type BenchChild, startChild } from './child-process-protocol.js';
import type { ServerProcessInput } from './server-process.js';

/**
 * One unified list of 25 records per category the platform gained with the ATS, CRM, IAM and
 * ticketing connectors, through the real server, against the same connector action run straight
 * against its emulator (its provider calls and mapping, no server): what the server adds.
 * See README.md.
 */

interface Emulated {
  url: string;
  credentials: Record<string, string>;
}

interface CategoryList {
  category: string;
  provider: string;
  connector: ConnectorDefinition;
  path: string;
  actionId: string;
}

const lists: CategoryList[] = [
  { category: 'ats', provider: 'greenhouse', connector: greenhouseConnector, path: '/unified/ats/candidates', actionId: 'greenhouse_list_candidates' },
  { category: 'crm', provider: 'hubspot', connector: hubspotConnector, path: '/unified/crm/contacts', actionId: 'hubspot_list_contacts' },
  { category: 'iam', provider: 'okta', connector: oktaConnector, path: '/unified/iam/users', actionId: 'okta_list_users' },
  { category: 'ticketing', provider: 'jira', connector: jiraConnector, path: '/unified/ticketing/tickets', actionId: 'jira_list_tickets' },
];

const PAGE_SIZE = 25;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    requests: { type: 'string', default: '1000' },
    'warm-up': { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
    json: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const warmUp = Number(values['warm-up']);
const concurrency = Number(values.concurrency);

async function timeEach(count: number, operation: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let issued = 0;
  const worker = async () => {
    while (issued < count) {
      issued += 1;
      const started = performance.now();
      await operation();
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies.sort((left, right) => left - right);
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function measure(operation: () => Promise<void>): Promise<{ p50Ms: number; p99Ms: number }> {
  await timeEach(warmUp, operation);
  const sorted = await timeEach(requests, operation);
  return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
}

async function main(): Promise<void> {
  const children: BenchChild<unknown>[] = [];
  try {
    const drive = startChild<Emulated>(fileURLToPath(new URL('googledrive-emulator-process.ts', import.meta.url)));
    const categories = startChild<Record<string, Emulated>>(fileURLToPath(new URL('category-emulators-process.ts', import.meta.url)));
    children.push(drive, categories);
    const [driveEmulator, emulators] = await Promise.all([drive.ready, categories.ready]);
    const serverInput: ServerProcessInput = {
      emulatorUrl: driveEmulator.url,
      credentials: driveEmulator.credentials,
      logLevel: 'info',
      extraProviders: emulators,
    };
    const serverChild = startChild<{ url: string; apiKey: string; accountIds: Record<string, string> }>(
      fileURLToPath(new URL('server-process.ts', import.meta.url)),
      serverInput,
    );
    children.push(serverChild);
    const server = await serverChild.ready;
    const pool = new Pool(server.url, { connections: concurrency, pipelining: 1 });
    const authorization = `Basic ${Buffer.from(`${server.apiKey}:`).toString('base64')}`;

    if (!values.json) process.stdout.write(`Unified lists of ${PAGE_SIZE}: ${requests} requests each after ${warmUp} to warm up, ${concurrency} in flight\n\n`);
    for (const list of lists) {
      const emulator = emulators[list.provider]!;
      const headers = { authorization, 'x-account-id': server.accountIds[list.provider]! };
      const viaServer = async () => {
        const response = await pool.request({ method: 'GET', path: `${list.path}?page_size=${PAGE_SIZE}`, headers });
        const text = await response.body.text();
        if (response.statusCode !== 200) throw new Error(`${list.path} answered ${response.statusCode}: ${text}`);
      };
      const direct = async () => {
        const result = await runAction(list.connector, list.actionId, { query: { page_size: PAGE_SIZE } }, { originOverride: emulator.url, credentials: emulator.credentials });
        if (!Array.isArray(result.data) || result.data.length !== PAGE_SIZE) throw new Error(`${list.actionId} gave no page of ${PAGE_SIZE}`);
      };
      const directResult = await measure(direct);
      const serverResult = await measure(viaServer);
      const added = serverResult.p50Ms - directResult.p50Ms;
      if (values.json) {
        process.stdout.write(
          `${JSON.stringify({ path: `${list.category} ${list.provider}`, direct_p50_ms: round(directResult.p50Ms), p50_ms: round(serverResult.p50Ms), p99_ms: round(serverResult.p99Ms), added_p50_ms: round(added) })}\n`,
        );
      } else {
        process.stdout.write(
          `${`${list.category} ${list.provider}`.padEnd(22)} direct p50 ${directResult.p50Ms.toFixed(3).padStart(7)} ms   server p50 ${serverResult.p50Ms.toFixed(3).padStart(7)} ms   p99 ${serverResult.p99Ms.toFixed(3).padStart(7)} ms   added p50 ${added.toFixed(3).padStart(7)} ms\n`,
        );
      }
    }
    await pool.close();
  } finally {
    await Promise.all(children.map((child) => child.stop()));
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
