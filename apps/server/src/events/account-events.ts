import { type Store, StoreToken } from '@openunified/store';
import { ContainerModule, inject, injectable } from 'inversify';
import type { AccountWire } from '../features/accounts/account-schemas.js';

export const AccountEventsToken = Symbol.for('openunified.server.AccountEvents');

export type AccountEventType = 'account.created' | 'account.updated' | 'account.deleted';

/**
 * The one place account lifecycle events enter the outbox (`store.events`), for webhook
 * delivery. The payload is the account's wire shape, so it never holds credentials and reads
 * like `GET /accounts/{id}`.
 */
@injectable()
export class AccountEvents {
  constructor(@inject(StoreToken) private readonly store: Store) {}

  created(projectId: string, account: AccountWire): Promise<void> {
    return this.append(projectId, 'account.created', account);
  }

  updated(projectId: string, account: AccountWire): Promise<void> {
    return this.append(projectId, 'account.updated', account);
  }

  deleted(projectId: string, account: AccountWire): Promise<void> {
    return this.append(projectId, 'account.deleted', account);
  }

  private async append(projectId: string, type: AccountEventType, account: AccountWire): Promise<void> {
    await this.store.events.append(projectId, type, { ...account });
  }
}

export const accountEventsModule = new ContainerModule(({ bind }) => {
  bind(AccountEventsToken).to(AccountEvents).inSingletonScope();
});
