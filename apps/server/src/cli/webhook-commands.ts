import { isEventTypePattern, type WebhookEndpoints, type WebhookEndpointWire, WebhookTokens } from '@openunified/webhooks';
import { CliUsageError } from './cli-usage.js';
import type { CommandContext } from './command-context.js';
import { parseCommandArguments } from './parse-command-arguments.js';
import { resolveProject } from './resolve-project.js';
import { formatTable } from './table.js';

/** Webhook endpoints from the command line (docs/concepts/webhooks.md): the same service as the `/webhooks` routes. */
function endpointsOf(context: CommandContext): WebhookEndpoints {
  return context.container.get(WebhookTokens.Endpoints);
}

export async function createWebhook(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values } = parseCommandArguments('webhooks create', argumentsList, {
    url: { type: 'string' },
    event: { type: 'string', multiple: true },
    description: { type: 'string' },
    project: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (!values.url) throw new CliUsageError('webhooks create: --url is required');
  const eventTypes = values.event ?? [];
  if (eventTypes.length === 0) throw new CliUsageError('webhooks create: give at least one --event (e.g. --event "account.*")');
  const invalid = eventTypes.find((eventType) => !isEventTypePattern(eventType));
  if (invalid !== undefined) throw new CliUsageError(`webhooks create: "${invalid}" is not an event type (account.created, hris_*, *)`);
  const project = await resolveProject(context, values.project);
  const created = await endpointsOf(context).create(project.id, {
    url: values.url,
    event_types: [...new Set(eventTypes)],
    description: values.description ?? null,
  });
  if (values.json) {
    context.print(JSON.stringify(created));
    return;
  }
  context.print(`Created webhook ${created.id} in project ${project.id} for ${created.event_types.join(', ')} -> ${created.url}.`);
  printSecret(context, created.secret);
}

export async function listWebhooks(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values } = parseCommandArguments('webhooks list', argumentsList, { project: { type: 'string' }, json: { type: 'boolean' } });
  const project = await resolveProject(context, values.project);
  const endpoints = await endpointsOf(context).list(project.id);
  if (values.json) {
    context.print(JSON.stringify(endpoints));
    return;
  }
  const rows = endpoints.map((endpoint) => [endpoint.id, endpoint.url, endpoint.event_types.join(','), stateOf(endpoint), endpoint.created_at]);
  for (const line of formatTable(['ID', 'URL', 'EVENTS', 'STATE', 'CREATED'], rows)) context.print(line);
}

export async function rotateWebhookSecret(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { id, project, json } = await endpointArguments(context, 'webhooks rotate-secret', argumentsList);
  const rotated = await endpointsOf(context).rotateSecret(project, id);
  if (json) {
    context.print(JSON.stringify(rotated));
    return;
  }
  context.print(`Rotated the signing secret of webhook ${id}; the previous one also signs until ${rotated.previous_secret_expires_at}.`);
  printSecret(context, rotated.secret);
}

export async function enableWebhook(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { id, project } = await endpointArguments(context, 'webhooks enable', argumentsList);
  await endpointsOf(context).update(project, id, { enabled: true });
  context.print(`Enabled webhook ${id}; its pending deliveries are due now.`);
}

export async function disableWebhook(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { id, project } = await endpointArguments(context, 'webhooks disable', argumentsList);
  await endpointsOf(context).update(project, id, { enabled: false });
  context.print(`Disabled webhook ${id}; nothing is sent to it until it is enabled again.`);
}

export async function deleteWebhook(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { id, project } = await endpointArguments(context, 'webhooks delete', argumentsList);
  await endpointsOf(context).delete(project, id);
  context.print(`Deleted webhook ${id} and its deliveries.`);
}

export async function listWebhookDeliveries(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { id, project, json } = await endpointArguments(context, 'webhooks deliveries', argumentsList);
  const page = await endpointsOf(context).deliveries(project, id, { page_size: 100 });
  if (json) {
    context.print(JSON.stringify(page.data));
    return;
  }
  const rows = page.data.map((delivery) => {
    const last = delivery.attempt_log.at(-1);
    return [
      delivery.id,
      delivery.event,
      delivery.event_id,
      delivery.status,
      String(delivery.attempts),
      last ? (last.error ?? String(last.status_code)) : '-',
      delivery.created_at,
    ];
  });
  for (const line of formatTable(['ID', 'EVENT', 'EVENT ID', 'STATUS', 'ATTEMPTS', 'LAST RESULT', 'CREATED'], rows)) context.print(line);
}

async function endpointArguments(context: CommandContext, command: string, argumentsList: string[]) {
  const { values, positionals } = parseCommandArguments(command, argumentsList, { project: { type: 'string' }, json: { type: 'boolean' } }, 1);
  const id = positionals[0];
  if (!id) throw new CliUsageError(`${command}: give the id of the webhook (see "webhooks list")`);
  const project = await resolveProject(context, values.project);
  return { id, project: project.id, json: values.json ?? false };
}

function printSecret(context: CommandContext, secret: string): void {
  context.print('Its signing secret is shown only this once:');
  context.print(secret);
}

function stateOf(endpoint: WebhookEndpointWire): string {
  return endpoint.enabled ? 'enabled' : `disabled: ${endpoint.disabled_reason ?? ''}`;
}
