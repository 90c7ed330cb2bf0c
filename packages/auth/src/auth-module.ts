import { StoreToken, serviceRef } from '@openunified/store';
import { ContainerModule } from 'inversify';
import { AccountResolver } from './account-resolver.js';
import { ApiKeyAuthenticator } from './api-key-authenticator.js';
import { CredentialCipher, type Keyring } from './credential-cipher.js';

export const AuthTokens = {
  ApiKeyAuthenticator: serviceRef<ApiKeyAuthenticator>('openunified.auth.ApiKeyAuthenticator'),
  AccountResolver: serviceRef<AccountResolver>('openunified.auth.AccountResolver'),
  CredentialCipher: serviceRef<CredentialCipher>('openunified.auth.CredentialCipher'),
} as const;

/** Binds the auth services; expects the store bound to `StoreToken` (see `storeModule`). */
export function authModule(options: { keyring: Keyring; reloadKeyring?: (() => Keyring) | undefined }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AuthTokens.CredentialCipher).toConstantValue(new CredentialCipher(options.keyring, options.reloadKeyring));
    bind(AuthTokens.ApiKeyAuthenticator)
      .toDynamicValue((context) => new ApiKeyAuthenticator(context.get(StoreToken)))
      .inSingletonScope();
    bind(AuthTokens.AccountResolver)
      .toDynamicValue((context) => new AccountResolver(context.get(StoreToken)))
      .inSingletonScope();
  });
}
