import { BadRequestError, NotFoundError, PreconditionFailedError, UnauthorizedError } from '@openunified/errors';
import type { AccountRecord, AccountStatus, Store } from '@openunified/store';

/**
 * docs/concepts/authentication.md: these statuses make account routes answer 412 rather than act. `error` joins them:
 * it is what a refused credential refresh leaves, and acting on it would only fail at the provider.
 */
const unusableStatuses: ReadonlySet<AccountStatus> = new Set(['suspended', 'expired', 'error']);

export class AccountResolver {
  constructor(private readonly store: Store) {}

  /** docs/concepts/authentication.md `x-account-id`: missing 400, unknown or another project's 404, suspended, expired or in error 412. */
  async resolve(projectId: string, accountIdHeader: string | string[] | undefined): Promise<AccountRecord> {
    const accountId = Array.isArray(accountIdHeader) ? accountIdHeader[0] : accountIdHeader;
    if (!accountId?.trim()) throw new BadRequestError('x-account-id header is required');
    // Cached per process: deleting or suspending an account here shows at once (docs/deployment.md "Caches").
    const account = await this.store.cachedReads.account(projectId, accountId.trim());
    if (!account) throw new NotFoundError(`account ${accountId} not found`);
    return usable(account);
  }

  /**
   * The account a provider names when it calls its webhook without an API key, in any project
   * (account ids carry 128 random bits: knowing one is the secret's first half, the signature
   * the second). Unknown is a 401 with `unknownMessage`, the message a bad signature gets too;
   * so is a suspended, expired or errored account, whose status and reason are its project's
   * business and not a caller's who has shown no credential yet.
   */
  async resolveForProvider(accountId: string, unknownMessage: string): Promise<AccountRecord> {
    const account = await this.store.accounts.getInAnyProject(accountId);
    if (!account || unusableStatuses.has(account.status)) throw new UnauthorizedError(unknownMessage);
    return account;
  }
}

function usable(account: AccountRecord): AccountRecord {
  if (unusableStatuses.has(account.status)) {
    const reason = account.statusReasons.at(-1)?.description;
    throw new PreconditionFailedError(`account ${account.id} is ${account.status}${reason ? `: ${reason}` : ''}`);
  }
  return account;
}
