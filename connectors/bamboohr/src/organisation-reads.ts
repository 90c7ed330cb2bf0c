import { BadRequestError, type Credentials, decodeCompositeId, NotFoundError, type ProviderHttpClient } from '@openunified/connector-sdk';
import type { ListKind } from './mappers/organisation.js';
import type { BambooHrCompanyInformation, BambooHrListField, BambooHrListOption } from './provider-types.js';

export interface ListOptions {
  listFieldId: string;
  options: BambooHrListOption[];
}

/** The options of one list field (by alias, else by name), from `GET /meta/lists`; none when the account lacks it. */
export function optionsOf(fields: BambooHrListField[], kind: ListKind): ListOptions {
  const field = fields.find((candidate) => candidate.alias === kind) ?? fields.find((candidate) => candidate.name.toLowerCase() === kind);
  return { listFieldId: field ? String(field.fieldId) : '', options: field?.options ?? [] };
}

/** Every list field of the account in one call: BambooHR has no read of a single list. */
export async function fetchListFields(http: ProviderHttpClient): Promise<BambooHrListField[]> {
  const response = await http.get<BambooHrListField[]>('/meta/lists');
  return response.body ?? [];
}

/**
 * The list option a client id names. A unified id carries its list; a plain BambooHR option id
 * is looked up in `kinds` in order (option ids are unique in an account).
 */
export function findOption(
  fields: BambooHrListField[],
  id: string,
  kinds: readonly ListKind[],
  what: string,
): { kind: ListKind; option: BambooHrListOption; listFieldId: string } {
  const decoded = decodeCompositeId(id);
  const remoteId = decoded?.remoteId ?? id;
  if (decoded?.resourceType !== undefined && !(kinds as readonly string[]).includes(decoded.resourceType)) {
    throw new NotFoundError(`${what} ${id} not found: the id names a BambooHR ${decoded.resourceType}`);
  }
  const searched = decoded?.resourceType === undefined ? kinds : [decoded.resourceType as ListKind];
  for (const kind of searched) {
    const { listFieldId, options } = optionsOf(fields, kind);
    const option = options.find((candidate) => String(candidate.id) === remoteId);
    if (option) return { kind, option, listFieldId };
  }
  throw new NotFoundError(`${what} ${remoteId} not found`);
}

export async function fetchCompanyInformation(http: ProviderHttpClient): Promise<BambooHrCompanyInformation> {
  const response = await http.get<BambooHrCompanyInformation>('/company_information');
  return response.body ?? {};
}

/** The company domain of the linked account: the id of its one company. */
export function companyDomainOf(credentials: Credentials): string {
  const domain = credentials.company_domain;
  if (!domain) throw new BadRequestError('the account has no company_domain credential');
  return domain;
}
