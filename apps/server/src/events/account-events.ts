import { ActionPipelineTokens, type ConnectorRegistry } from '@openunified/action-pipeline';
import { type AccountRecord, type Store, StoreToken } from '@openunified/store';
import { ContainerModule, inject, injectable } from 'inversify';
import { toAccountWire } from '../features/accounts/account-wire.js';

export const AccountEventsToken = Symbol.for('openunified.server.AccountEvents');

export type AccountEventType = 'account.created' | 'account.updated' | 'account.deleted';

/**
 * The one place account lifecycle events enter the outbox (`store.events`), ready for webhook
 * delivery. The payload is the account's wire shape, exactly as `GET /accounts/{id}` returns
 * it, so it never holds credentials. Events are appended right after the change they report
 * (the store has no cross-repository transaction); a crash in between loses the event, never
 * invents one.
 */
@injectable()
export class AccountEvents {
  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly connectors: ConnectorRegistry,
  ) {}

  created(account: AccountRecord): Promise<void> {
    return this.append('account.created', account);
  }

  updated(account: AccountRecord): Promise<void> {
    return this.append('account.updated', account);
  }

  deleted(account: AccountRecord): Promise<void> {
    return this.append('account.deleted', account);
  }

  private async append(type: AccountEventType, account: AccountRecord): Promise<void> {
    const providerName = this.connectors.get(account.provider)?.name ?? account.provider;
    await this.store.events.append(account.projectId, type, { ...toAccountWire(account, providerName) });
  }
}

export const accountEventsModule = new ContainerModule(({ bind }) => {
  bind(AccountEventsToken).to(AccountEvents).inSingletonScope();
});
