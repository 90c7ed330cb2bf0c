import { StackOne as VendorSdk } from '@stackone/stackone-client-ts';
import { ResponseValidationError, StackOneError as VendorSdkError } from '@stackone/stackone-client-ts/sdk/models/errors/index.js';
import type { Outcome } from '../src/compat-results.js';

/** A linked sandbox account of one connector. */
export interface AccountScope {
  sdk: VendorSdk;
  provider: string;
  accountId: string;
}

/** What every call gets: the SDK's client, the server, and the sandbox accounts by provider. */
export interface CompatContext {
  sdk: VendorSdk;
  serverUrl: string;
  apiKey: string;
  /** The linked account of each installed connector (a connector whose linking failed is absent). */
  accounts: ReadonlyMap<string, string>;
  /** An extra account, linked to be deleted by `accountsDeleteAccount`. */
  disposableAccountId: string | undefined;
  /** The operations each connector declares (`/connectors/meta` models), e.g. `documents.drives.list`. */
  declaredOperations: ReadonlyMap<string, ReadonlySet<string>>;
  /** Memoised lists, so a get reads the ids its list answered without listing again. */
  memo: Map<string, Promise<unknown>>;
}

/** The SDK's own client, as a user of the vendor's SDK builds it: key as username, empty password. */
export function createSdk(serverUrl: string, apiKey: string): VendorSdk {
  // No retries: a failure shows at once instead of after the SDK's hour of back-off.
  return new VendorSdk({ serverURL: serverUrl, security: { username: apiKey, password: '' }, retryConfig: { strategy: 'none' } });
}

/** Thrown by a call that observed one of the contract's deliberate differences (src/contract-differences.ts). */
export class ContractDifference extends Error {}

/** Thrown by a call whose data is not what it should be (the SDK accepted the answer). */
export class WrongData extends Error {}

export function expectData(condition: unknown, message: string): asserts condition {
  if (!condition) throw new WrongData(message);
}

const notSupportedMessage = /^provider "([^"]+)" does not support ([a-z_]+\.[a-z_]+\.[a-z_]+)(?:: (.+))?$/;

/**
 * Turns what a call did into an outcome. A 422 counts as "not supported" only when it is the
 * server's documented answer for a missing action and the connector indeed declares no such
 * operation in its metadata; any other error is a failure, described by `describeError`.
 */
export function classify(error: unknown, provider: string | undefined, declaredOperations: ReadonlyMap<string, ReadonlySet<string>>): Outcome {
  if (error === undefined) return { status: 'passes' };
  if (error instanceof ContractDifference) return { status: 'contract_difference', reason: error.message };
  if (error instanceof VendorSdkError && error.statusCode === 422 && provider) {
    const match = notSupportedMessage.exec(error.message);
    if (match && match[1] === provider && !declaredOperations.get(provider)?.has(match[2]!)) {
      return { status: 'not_supported', reason: match[3] ?? error.message };
    }
  }
  return { status: 'fails', reason: describeError(error) };
}

/** One line saying what went wrong: the SDK's validation issues, an HTTP error, or a wrong datum. */
export function describeError(error: unknown): string {
  if (error instanceof ResponseValidationError) {
    const issues = zodIssues(error.cause);
    const status = error.rawResponse?.status;
    return issues.length > 0
      ? `the SDK rejected the ${status} answer: ${issues.slice(0, 4).join('; ')}${issues.length > 4 ? ` (and ${issues.length - 4} more)` : ''}`
      : `the SDK rejected the ${status} answer: ${error.message}`;
  }
  if (error instanceof VendorSdkError) return `HTTP ${error.statusCode}: ${error.message.split('\n')[0]}`;
  if (error instanceof WrongData) return `wrong data: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message.split('\n')[0]}`;
  return String(error);
}

/** The issues of a zod 3 error, as `path: message`, without depending on zod here. */
export function zodIssues(cause: unknown): string[] {
  const issues = (cause as { issues?: { path: (string | number)[]; message: string }[] } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** A page of a list, as the SDK answers it: the named container holds `data` and `next`. */
export interface ListPage<Record> {
  statusCode: number;
  data: Record[] | undefined;
}

/**
 * Drains a list with the SDK's own pagination (its list methods answer an async iterable of
 * pages), up to `maxPages` pages, and checks what a list must be: every page has its data, ids are
 * there and never repeat across pages.
 */
export async function drain<Page, Record extends { id?: string | null | undefined }>(
  pages: AsyncIterable<Page>,
  read: (page: Page) => Record[] | null | undefined,
  options: { maxPages?: number; allowEmpty?: boolean } = {},
): Promise<Record[]> {
  const maxPages = options.maxPages ?? 3;
  const records: Record[] = [];
  let pageCount = 0;
  for await (const page of pages) {
    const data = read(page);
    expectData(Array.isArray(data), `page ${pageCount + 1} has no data array`);
    records.push(...data);
    pageCount += 1;
    if (pageCount >= maxPages) break;
  }
  const ids = records.map((record) => record.id);
  expectData(
    ids.every((id) => typeof id === 'string' && id.length > 0),
    'a record has no id',
  );
  expectData(new Set(ids).size === ids.length, `ids repeat across ${pageCount} pages`);
  if (!options.allowEmpty) expectData(records.length > 0, 'the sandbox list is empty');
  return records;
}

/** Memoises `produce` under `key` in the context (lists that gets, updates and other calls reuse). */
export function memoise<T>(context: CompatContext, key: string, produce: () => Promise<T>): Promise<T> {
  const existing = context.memo.get(key);
  if (existing) return existing as Promise<T>;
  const created = produce();
  context.memo.set(key, created);
  return created;
}

/**
 * Ids to read: those the SDK's list answered. When the connector does not support the list, a
 * placeholder, so the get is still called and answers its own "not supported". When the SDK
 * rejects the list's answer (that list's own failure), the ids come from the same route read over
 * plain HTTP, so the get is judged on its own answer.
 */
export async function idsFrom(
  context: CompatContext,
  scope: AccountScope,
  listKey: string,
  list: () => Promise<{ id?: string | null | undefined }[]>,
  listPath: string,
): Promise<string[]> {
  try {
    const records = await memoise(context, `${listKey}:${scope.provider}`, list);
    return records.map((record) => record.id!);
  } catch (error) {
    const outcome = classify(error, scope.provider, context.declaredOperations);
    if (outcome.status === 'not_supported') return ['compat-placeholder-id'];
    const response = await fetch(new URL(listPath, context.serverUrl), {
      headers: { authorization: `Basic ${Buffer.from(`${context.apiKey}:`).toString('base64')}`, 'x-account-id': scope.accountId },
    });
    const body = (await response.json()) as { data?: { id?: string }[] };
    const ids = (body.data ?? []).flatMap((record) => (typeof record.id === 'string' ? [record.id] : []));
    if (ids.length === 0) throw new Error(`no ids to read: ${listKey} failed (${describeError(error)}) and ${listPath} answered ${response.status}`);
    return ids;
  }
}

/** A list a category's calls share: drained once per connector, its ids read by the gets. */
export interface SharedList<Record> {
  records(context: CompatContext, scope: AccountScope): Promise<Record[]>;
  ids(context: CompatContext, scope: AccountScope): Promise<string[]>;
}

export function sharedList<Record extends { id?: string | null | undefined }>(
  methodName: string,
  path: string,
  run: (scope: AccountScope) => Promise<Record[]>,
): SharedList<Record> {
  return {
    records: (context, scope) => memoise(context, `${methodName}:${scope.provider}`, () => run(scope)),
    ids: (context, scope) => idsFrom(context, scope, methodName, () => run(scope), path),
  };
}

/**
 * The record an update changes: the one the create made, or, when the create failed (its own
 * test says why), a listed one, so the update is judged on its own answer.
 */
export async function recordToUpdate(created: () => Promise<string>, listed: () => Promise<string[]>): Promise<string> {
  try {
    return await created();
  } catch {
    const ids = await listed();
    return ids[1] ?? ids[0]!;
  }
}
