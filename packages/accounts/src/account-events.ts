import { ActionPipelineTokens, type ConnectorRegistry } from '@openunified/action-pipeline';
import { serviceRef } from '@openunified/feature-kit';
import { type AccountRecord, type EventRepository, type Store, StoreToken } from '@openunified/store';
import { inject, injectable } from 'inversify';
import { toAccountWire } from './account-wire.js';

export const AccountEventsToken = serviceRef<AccountEvents>('openunified.accounts.AccountEvents');

export type AccountEventType = 'account.created' | 'account.updated' | 'account.deleted';

/** Told in-process of an account change once it is committed (e.g. data sync fans out schedules for a new account). */
export type AccountChangeListener = (type: AccountEventType, account: AccountRecord) => void;

/**
 * The one place account lifecycle events enter the outbox (`store.events`), ready for webhook
 * delivery. The payload is the account's wire shape, exactly as `GET /accounts/{id}` returns
 * it, so it never holds credentials. Give `outbox` (a transaction's events) to append the event
 * in the transaction of the change it reports; otherwise it is appended right after, and a crash
 * in between loses the event, never invents one.
 */
@injectable()
export class AccountEvents {
  private readonly listeners = new Set<AccountChangeListener>();

  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly connectors: ConnectorRegistry,
  ) {}

  /**
   * Listeners hear of each change after it is committed: at once when no `outbox` is given,
   * otherwise when the owner of the transaction calls `announce` after its commit.
   * Returns the unsubscribe function.
   */
  subscribe(listener: AccountChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells the listeners of a committed change; a listener's own failure is its to report. */
  announce(type: AccountEventType, account: AccountRecord): void {
    for (const listener of this.listeners) listener(type, account);
  }

  created(account: AccountRecord, outbox?: EventRepository): Promise<void> {
    return this.append('account.created', account, outbox);
  }

  updated(account: AccountRecord, outbox?: EventRepository): Promise<void> {
    return this.append('account.updated', account, outbox);
  }

  deleted(account: AccountRecord): Promise<void> {
    return this.append('account.deleted', account);
  }

  private async append(type: AccountEventType, account: AccountRecord, outbox?: EventRepository): Promise<void> {
    const providerName = this.connectors.get(account.provider)?.name ?? account.provider;
    await (outbox ?? this.store.events).append(account.projectId, type, { ...toAccountWire(account, providerName) }, account.id);
    if (!outbox) this.announce(type, account);
  }
}
