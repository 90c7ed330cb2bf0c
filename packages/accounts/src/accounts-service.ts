import { ActionPipelineTokens, type ConnectorRegistry, unifiedModelsOf } from '@openunified/action-pipeline';
import { AuthTokens, type CredentialCipher } from '@openunified/auth';
import type { Credentials } from '@openunified/connector-sdk';
import { ConflictError, NotFoundError, UnprocessableEntityError } from '@openunified/errors';
import { serviceRef } from '@openunified/feature-kit';
import type { Category } from '@openunified/schemas';
import { type AccountPatch, type AccountRecord, type AccountType, type Store, StoreToken } from '@openunified/store';
import { inject, injectable } from 'inversify';
import { type AccountEvents, AccountEventsToken } from './account-events.js';
import type { AccountEventsQuery, AccountEventWire, AccountMeta, AccountPatchInput, AccountWire, ListAccountsQuery } from './account-schemas.js';
import { toAccountWire } from './account-wire.js';

export const AccountsServiceToken = serviceRef<AccountsService>('openunified.accounts.AccountsService');

export interface NewAccountInput {
  provider: string;
  credentials: Credentials;
  originOwnerId?: string;
  originOwnerName?: string;
  originUsername?: string;
  label?: string;
  type?: AccountType;
  metadata?: Record<string, unknown>;
}

/** Statuses the platform sets when the provider link breaks; only a new link clears them. */
const brokenLinkStatuses = new Set(['suspended', 'expired', 'error']);

/** Account management within one project: every method takes the caller's project id first. */
@injectable()
export class AccountsService {
  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly connectors: ConnectorRegistry,
    @inject(AuthTokens.CredentialCipher) private readonly cipher: CredentialCipher,
    @inject(AccountEventsToken) private readonly events: AccountEvents,
  ) {}

  async list(projectId: string, query: ListAccountsQuery): Promise<AccountWire[]> {
    const providers = mergeFilterValues(query.provider, query.providers);
    const originOwnerIds = mergeFilterValues(query.origin_owner_id, query.origin_owner_ids);
    const accounts = await this.store.accounts.list(projectId, {
      ...(providers && { providers }),
      ...(originOwnerIds && { originOwnerIds }),
      ...(query.account_ids && { accountIds: query.account_ids }),
      ...(query.status && { statuses: query.status }),
      page: query.page - 1,
      pageSize: query.page_size,
    });
    return accounts.map((account) => this.toWire(account));
  }

  async get(projectId: string, accountId: string): Promise<AccountWire> {
    return this.toWire(await this.find(projectId, accountId));
  }

  async update(projectId: string, accountId: string, input: AccountPatchInput): Promise<AccountWire> {
    const current = await this.find(projectId, accountId);
    const patch: AccountPatch = {
      ...(input.label !== undefined && { label: input.label }),
      ...(input.metadata !== undefined && { metadata: input.metadata }),
      ...(input.origin_owner_id !== undefined && { originOwnerId: input.origin_owner_id }),
      ...(input.origin_owner_name !== undefined && { originOwnerName: input.origin_owner_name }),
      ...(input.origin_username !== undefined && { originUsername: input.origin_username }),
      ...(input.type !== undefined && { type: input.type }),
    };
    if (input.status !== undefined && input.status !== current.status) {
      if (input.status === 'active' && brokenLinkStatuses.has(current.status)) {
        throw new ConflictError(`account ${accountId} is ${current.status}; link it again through a connect session to make it active`);
      }
      patch.status = input.status;
      patch.statusReasons =
        input.status === 'active'
          ? []
          : [{ code: `set_${input.status}`, description: `status set to ${input.status} through the API`, timestamp: new Date().toISOString() }];
    }
    const updated = await this.store.accounts.update(projectId, accountId, patch);
    if (!updated) throw accountNotFound(accountId);
    await this.events.updated(updated);
    return this.toWire(updated);
  }

  async delete(projectId: string, accountId: string): Promise<AccountWire> {
    const deleted = await this.store.accounts.delete(projectId, accountId);
    if (!deleted) throw accountNotFound(accountId);
    await this.events.deleted(deleted);
    return this.toWire(deleted);
  }

  /** The account's category and, per unified resource, the operations its connector serves. */
  async meta(projectId: string, accountId: string): Promise<AccountMeta> {
    const account = await this.find(projectId, accountId);
    const connector = this.connectors.get(account.provider);
    const category = connector?.categories[0];
    if (!connector || !category) {
      throw new UnprocessableEntityError(`provider "${account.provider}" of account ${accountId} is not installed on this server`);
    }
    return { provider: account.provider, category: category as Category, models: unifiedModelsOf(connector) };
  }

  /**
   * Links an account by hand (admin CLI); the credentials are encrypted before they are stored.
   * Every account has an origin owner (typed clients expect strings there): without one given,
   * the owner is the label, else the provider key (docs/concepts/accounts.md).
   */
  async create(projectId: string, input: NewAccountInput): Promise<AccountWire> {
    this.connectors.require(input.provider);
    const originOwnerId = input.originOwnerId ?? input.label ?? input.provider;
    const account = await this.store.accounts.create(projectId, {
      projectId,
      provider: input.provider,
      connectorProfileId: null,
      originOwnerId,
      originOwnerName: input.originOwnerName ?? input.label ?? originOwnerId,
      originUsername: input.originUsername ?? null,
      label: input.label ?? null,
      metadata: input.metadata ?? {},
      type: input.type ?? 'production',
      credentials: this.cipher.encryptJson(input.credentials),
      credentialsExpireAt: null,
    });
    await this.events.created(account);
    return this.toWire(account);
  }

  /**
   * The events about an account, newest first: its changes, its synced records' changes, its
   * runs' ends. Only those appended since events carry their account (store migration 0015).
   */
  async listEvents(projectId: string, accountId: string, query: AccountEventsQuery): Promise<{ data: AccountEventWire[]; next: string | null }> {
    await this.find(projectId, accountId);
    const page = await this.store.events.listByAccount(projectId, accountId, {
      pageSize: query.page_size,
      ...(query.next !== undefined && { after: query.next }),
    });
    return {
      data: page.items.map((event) => ({ id: event.id, type: event.type, created_at: new Date(event.createdAt).toISOString(), data: event.payload })),
      next: page.next,
    };
  }

  private async find(projectId: string, accountId: string): Promise<AccountRecord> {
    const account = await this.store.accounts.get(projectId, accountId);
    if (!account) throw accountNotFound(accountId);
    return account;
  }

  private toWire(account: AccountRecord): AccountWire {
    return toAccountWire(account, this.connectors.get(account.provider)?.name ?? account.provider);
  }
}

function accountNotFound(accountId: string): NotFoundError {
  return new NotFoundError(`account ${accountId} not found`);
}

function mergeFilterValues(single: string | undefined, repeated: string[] | undefined): string[] | undefined {
  const values = [...(single === undefined ? [] : [single]), ...(repeated ?? [])];
  return values.length > 0 ? values : undefined;
}
