import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ConnectorDefinition } from '@openunified/connector-sdk';
import { Pool } from 'undici';
import { bamboohrConnector } from '../connectors/bamboohr/src/index.js';
import { calcomConnector } from '../connectors/calcom/src/index.js';
import { checkrConnector } from '../connectors/checkr/src/index.js';
import { greenhouseConnector } from '../connectors/greenhouse/src/index.js';
import { hubspotConnector } from '../connectors/hubspot/src/index.js';
import { jiraConnector } from '../connectors/jira/src/index.js';
import { oktaConnector } from '../connectors/okta/src/index.js';
import { slackConnector } from '../connectors/slack/src/index.js';
import { xeroConnector } from '../connectors/xero/src/index.js';
// The SDK's `testing` entry also loads vitest's expect: only its action runner is needed here.
import { runAction } from '../packages/connector-sdk/src/testing/run-action.js';
import { type BenchChild, startChild } from './child-process-protocol.js';
import type { ServerProcessInput } from './server-process.js';

/**
 * One unified list of 25 records per category the platform gained with the ATS, CRM, IAM,
 * ticketing, accounting, messaging, scheduling and screening connectors, and the newest HRIS and ATS resources, through
 * the real server, against the same connector action run straight against its emulator (its
 * provider calls and mapping, no server): what the server adds. See README.md.
 */

interface Emulated {
  url: string;
  credentials: Record<string, string>;
}

interface CategoryList {
  /** The row's label: the category, and the resource where a category has several rows. */
  label: string;
  provider: string;
  connector: ConnectorDefinition;
  /** May name a parent record with `{id}`, found by `parent`. */
  path: string;
  actionId: string;
  /** For a sub-resource: the list its parent comes from (through the server), and which record it is. */
  parent?: { path: string; pick: (records: { remote_id: string; name?: string }[]) => string | undefined };
}

const lists: CategoryList[] = [
  { label: 'ats', provider: 'greenhouse', connector: greenhouseConnector, path: '/unified/ats/candidates', actionId: 'greenhouse_list_candidates' },
  { label: 'crm', provider: 'hubspot', connector: hubspotConnector, path: '/unified/crm/contacts', actionId: 'hubspot_list_contacts' },
  { label: 'iam', provider: 'okta', connector: oktaConnector, path: '/unified/iam/users', actionId: 'okta_list_users' },
  { label: 'ticketing', provider: 'jira', connector: jiraConnector, path: '/unified/ticketing/tickets', actionId: 'jira_list_tickets' },
  {
    label: 'ats interview stages',
    provider: 'greenhouse',
    connector: greenhouseConnector,
    path: '/unified/ats/interview_stages',
    actionId: 'greenhouse_list_interview_stages',
  },
  {
    label: 'hris time entries',
    provider: 'bamboohr',
    connector: bamboohrConnector,
    path: '/unified/hris/time_entries',
    actionId: 'bamboohr_list_time_entries',
  },
  {
    label: 'accounting journals',
    provider: 'xero',
    connector: xeroConnector,
    path: '/unified/accounting/companies/{id}/journals',
    actionId: 'xero_list_company_journals',
    parent: { path: '/unified/accounting/companies', pick: (companies) => companies[0]?.remote_id },
  },
  {
    label: 'messaging messages',
    provider: 'slack',
    connector: slackConnector,
    path: '/unified/messaging/conversations/{id}/messages',
    actionId: 'slack_list_conversation_messages',
    parent: { path: '/unified/messaging/conversations', pick: (channels) => channels.find((channel) => channel.name === 'general')?.remote_id },
  },
  { label: 'scheduling bookings', provider: 'calcom', connector: calcomConnector, path: '/unified/scheduling/bookings', actionId: 'calcom_list_bookings' },
  { label: 'screening packages', provider: 'checkr', connector: checkrConnector, path: '/unified/screening/packages', actionId: 'checkr_list_packages' },
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
      const get = async (path: string) => {
        const response = await pool.request({ method: 'GET', path, headers });
        const text = await response.body.text();
        if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${text}`);
        return JSON.parse(text) as { data: { remote_id: string; name?: string }[] };
      };
      const parentId = list.parent ? list.parent.pick((await get(`${list.parent.path}?page_size=100`)).data) : undefined;
      if (list.parent && !parentId) throw new Error(`${list.parent.path} has no parent for ${list.path}`);
      const path = list.path.replace('{id}', encodeURIComponent(parentId ?? ''));
      const viaServer = async () => {
        await get(`${path}?page_size=${PAGE_SIZE}`);
      };
      const input = { query: { page_size: PAGE_SIZE }, ...(parentId && { path: { id: parentId } }) };
      const direct = async () => {
        const result = await runAction(list.connector, list.actionId, input, { originOverride: emulator.url, credentials: emulator.credentials });
        if (!Array.isArray(result.data) || result.data.length !== PAGE_SIZE) throw new Error(`${list.actionId} gave no page of ${PAGE_SIZE}`);
      };
      const directResult = await measure(direct);
      const serverResult = await measure(viaServer);
      const added = serverResult.p50Ms - directResult.p50Ms;
      if (values.json) {
        process.stdout.write(
          `${JSON.stringify({ path: `${list.label} ${list.provider}`, direct_p50_ms: round(directResult.p50Ms), p50_ms: round(serverResult.p50Ms), p99_ms: round(serverResult.p99Ms), added_p50_ms: round(added) })}\n`,
        );
      } else {
        process.stdout.write(
          `${`${list.label} ${list.provider}`.padEnd(32)} direct p50 ${directResult.p50Ms.toFixed(3).padStart(7)} ms   server p50 ${serverResult.p50Ms.toFixed(3).padStart(7)} ms   p99 ${serverResult.p99Ms.toFixed(3).padStart(7)} ms   added p50 ${added.toFixed(3).padStart(7)} ms\n`,
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
