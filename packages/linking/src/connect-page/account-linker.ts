import { type AccountEvents, AccountEventsToken } from '@openunified/accounts';
import { AuthTokens, type CredentialCipher } from '@openunified/auth';
import type { ConnectorDefinition, Credentials } from '@openunified/connector-sdk';
import { NotFoundError } from '@openunified/errors';
import { serviceRef } from '@openunified/feature-kit';
import { accessTokenExpiresAt } from '@openunified/oauth';
import {
  type AccountPatch,
  type AccountRecord,
  type ConnectorProfileRecord,
  type ConnectSessionRecord,
  type Store,
  StoreToken,
  type StoreTransaction,
} from '@openunified/store';
import { inject, injectable } from 'inversify';

export const AccountLinkerToken = serviceRef<AccountLinker>('openunified.linking.AccountLinker');

export interface LinkedAccount {
  account: AccountRecord;
  /** False when a new account was created; true when an existing one got the new credentials. */
  updated: boolean;
}

/**
 * Turns verified credentials into an account as the session asks:
 * - edit mode (`account_id`): that account gets the new credentials and becomes active again;
 *   its type and origin owner stay, label and metadata change only when the session sets them;
 * - without `multiple`: an account of the same origin owner and provider is updated the same
 *   way, taking the session's origin owner name, username, type, and label and metadata when set;
 * - otherwise a new account.
 * Credentials are sealed before they are stored; every change reaches the event outbox, in
 * `transaction` when one is given (the caller then records the attempt in it too).
 */
@injectable()
export class AccountLinker {
  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(AuthTokens.CredentialCipher) private readonly cipher: CredentialCipher,
    @inject(AccountEventsToken) private readonly events: AccountEvents,
  ) {}

  /** Tells in-process listeners (data sync) of a link once its transaction has committed. */
  announce(linked: LinkedAccount): void {
    this.events.announce(linked.updated ? 'account.updated' : 'account.created', linked.account);
  }

  async link(
    session: ConnectSessionRecord,
    connector: ConnectorDefinition,
    profile: ConnectorProfileRecord,
    credentials: Credentials,
    transaction: StoreTransaction = this.store,
  ): Promise<LinkedAccount> {
    const { accounts, events: outbox } = transaction;
    const renewal: AccountPatch = {
      credentials: this.cipher.encryptJson(credentials),
      credentialsExpireAt: accessTokenExpiresAt(credentials)?.toISOString() ?? null,
      status: 'active',
      statusReasons: [],
      connectorProfileId: profile.id,
      ...(session.label !== null && { label: session.label }),
      ...(Object.keys(session.metadata).length > 0 && { metadata: session.metadata }),
    };

    if (session.accountId) {
      const edited = await accounts.update(session.projectId, session.accountId, renewal);
      if (!edited) throw new NotFoundError(`account ${session.accountId} of this link no longer exists`);
      await this.events.updated(edited, outbox);
      return { account: edited, updated: true };
    }

    const existing = session.multiple ? undefined : await accounts.findByOriginOwner(session.projectId, connector.key, session.originOwnerId);
    if (existing) {
      const relinked = await accounts.update(session.projectId, existing.id, {
        ...renewal,
        originOwnerName: session.originOwnerName,
        originUsername: session.originUsername ?? existing.originUsername,
        type: session.type,
      });
      if (relinked) {
        await this.events.updated(relinked, outbox);
        return { account: relinked, updated: true };
      }
    }

    const created = await accounts.create(session.projectId, {
      projectId: session.projectId,
      provider: connector.key,
      connectorProfileId: profile.id,
      originOwnerId: session.originOwnerId,
      originOwnerName: session.originOwnerName,
      originUsername: session.originUsername,
      label: session.label,
      metadata: session.metadata,
      type: session.type,
      credentials: renewal.credentials ?? null,
      credentialsExpireAt: renewal.credentialsExpireAt ?? null,
    });
    await this.events.created(created, outbox);
    return { account: created, updated: false };
  }
}
