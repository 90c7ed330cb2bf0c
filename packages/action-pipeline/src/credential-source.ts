import type { CredentialCipher } from '@openunified/auth';
import type { ConnectorDefinition, Credentials } from '@openunified/connector-sdk';
import type { AccountRecord } from '@openunified/store';

/**
 * Where an action's credentials come from. The default decrypts what the account stores; a
 * refreshing source (OAuth2 token refresh) replaces it without the pipeline changing.
 */
export interface CredentialSource {
  /** Credentials fit to use now (a refreshing source renews tokens that are about to expire). */
  current(account: AccountRecord, connector: ConnectorDefinition): Promise<Credentials>;
  /**
   * Called once when the provider answered 401 with `rejected`; returns newer credentials to
   * retry with, or undefined when there is nothing better.
   */
  afterUnauthorized(account: AccountRecord, connector: ConnectorDefinition, rejected: Credentials): Promise<Credentials | undefined>;
}

export class StoredCredentialSource implements CredentialSource {
  constructor(private readonly cipher: CredentialCipher) {}

  async current(account: AccountRecord): Promise<Credentials> {
    return account.credentials ? this.cipher.decryptJsonShared<Credentials>(account.credentials) : {};
  }

  async afterUnauthorized(): Promise<Credentials | undefined> {
    return undefined;
  }
}
