import { ActionPipelineTokens, type ConnectorRegistry } from '@openunified/action-pipeline';
import { type AnyActionDefinition, type ConnectorDefinition, serializeConnectorMetadata } from '@openunified/connector-sdk';
import { NotFoundError } from '@openunified/errors';
import { PlatformTokens, serviceRef } from '@openunified/feature-kit';
import { type CursorCodec, createCursorCodec, paginateArray } from '@openunified/pagination';
import { governingConnectorProfile, type Store, StoreToken } from '@openunified/store';
import { inject, injectable } from 'inversify';
import type { ListActionsQuery, ListActionsResponse } from './action-schemas.js';

export const ActionCatalogueToken = serviceRef<ActionCatalogue>('openunified.actions.ActionCatalogue');

const CATALOGUE_ROUTE = '/actions';

interface CatalogueEntry {
  connector: ConnectorDefinition;
  actions: AnyActionDefinition[];
  accountId: string | null;
  integrationId: string | null;
}

/**
 * `GET /actions` (docs/concepts/actions.md): the installed connectors and their actions, or, scoped to linked
 * accounts, one entry per account. Entries are ordered by connector key (then account id) so
 * the offset inside the signed cursor always points at the same place.
 */
@injectable()
export class ActionCatalogue {
  private readonly cursors: CursorCodec;

  constructor(
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly registry: ConnectorRegistry,
    @inject(StoreToken) private readonly store: Store,
    @inject(PlatformTokens.CursorSecret) cursorSecret: string,
  ) {
    this.cursors = createCursorCodec(cursorSecret);
  }

  async list(projectId: string, query: ListActionsQuery): Promise<ListActionsResponse> {
    const cursorScope = { accountId: projectId, route: CATALOGUE_ROUTE };
    const offset = query.next === undefined ? undefined : this.cursors.decode(query.next, cursorScope).providerCursor;

    const entries = (await this.entries(projectId, query.filter?.account_ids))
      .filter((entry) => !query.filter?.connectors || query.filter.connectors.includes(entry.connector.key))
      .flatMap((entry) => matchingEntry(entry, query.filter?.action_key, query.search));
    const page = paginateArray(entries, query.page_size, offset);

    const include = new Set(query.include ?? []);
    return {
      next: page.next === null ? null : this.cursors.encode({ ...cursorScope, providerCursor: page.next }),
      data: page.data.map((entry) =>
        serializeConnectorMetadata(
          { ...entry.connector, actions: entry.actions },
          {
            accountId: entry.accountId,
            integrationId: entry.integrationId,
            includeActionDetails: include.has('action_details'),
            includeAuthenticationGuides: include.has('authentication_guides'),
            excludeActions: query.exclude?.includes('actions') ?? false,
          },
        ),
      ),
    };
  }

  private async entries(projectId: string, accountIds: string[] | undefined): Promise<CatalogueEntry[]> {
    if (!accountIds || accountIds.length === 0) {
      return this.registry
        .list()
        .map((connector) => ({ connector, actions: connector.actions, accountId: null, integrationId: null }))
        .sort(byConnectorThenAccount);
    }
    const entries: CatalogueEntry[] = [];
    for (const accountId of new Set(accountIds)) {
      const account = await this.store.accounts.get(projectId, accountId);
      if (!account) throw new NotFoundError(`account ${accountId} not found`);
      const connector = this.registry.get(account.provider);
      // An account of a connector since uninstalled has no action it could run.
      if (!connector) continue;
      // The profile governing the account, whether it was linked through one or by hand.
      const profile = await governingConnectorProfile(this.store.connectorProfiles, account);
      entries.push({ connector, actions: connector.actions, accountId: account.id, integrationId: profile?.id ?? null });
    }
    return entries.sort(byConnectorThenAccount);
  }
}

/**
 * The entry with only the actions that match; none when nothing does. A search term that names
 * the provider keeps all its actions; otherwise it must appear in an action's label or description.
 */
function matchingEntry(entry: CatalogueEntry, actionKey: string | undefined, search: string | undefined): CatalogueEntry[] {
  let actions = entry.actions;
  if (actionKey !== undefined) {
    actions = actions.filter((action) => action.id === actionKey || action.id === `${entry.connector.key}_${actionKey}`);
  }
  const term = search?.toLowerCase();
  if (term) {
    const providerMatches = [entry.connector.name, entry.connector.key].some((name) => name.toLowerCase().includes(term));
    if (!providerMatches) {
      actions = actions.filter((action) => action.label.toLowerCase().includes(term) || action.description.toLowerCase().includes(term));
    }
  }
  const narrowed = actionKey !== undefined || Boolean(term);
  return narrowed && actions.length === 0 ? [] : [{ ...entry, actions }];
}

function byConnectorThenAccount(left: CatalogueEntry, right: CatalogueEntry): number {
  return left.connector.key.localeCompare(right.connector.key) || (left.accountId ?? '').localeCompare(right.accountId ?? '');
}
