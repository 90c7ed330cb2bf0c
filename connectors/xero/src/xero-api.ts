import { hasStatus, isApiError, NotFoundError, type ProviderHttpClient, type QueryValue, toRemoteId } from '@openunified/connector-sdk';
import type { XeroConnection } from './provider-types.js';

/** Tenants are listed by the identity API, outside the Accounting API's base URL. */
export const CONNECTIONS_URL = 'https://api.xero.com/connections';

/** A unified company id (or Xero tenant id) as the tenant id the `xero-tenant-id` header takes. */
export function tenantIdOf(companyId: string): string {
  return toRemoteId(companyId);
}

/**
 * Xero answers a tenant the token is not connected to with 403 `AuthenticationUnsuccessful`
 * (https://developer.xero.com/documentation/guides/oauth2/troubleshooting): for a route that
 * names its company, that company does not exist for this account.
 */
function isUnknownTenant(error: unknown): boolean {
  if (!isApiError(error) || !hasStatus(error, 400)) return false;
  const detail = error.providerErrors?.[0];
  return detail?.status === 403 && (detail.raw as { Detail?: unknown } | undefined)?.Detail === 'AuthenticationUnsuccessful';
}

/** One Accounting API call for a company: its tenant in `xero-tenant-id`, an unknown tenant a 404. */
export async function xeroRequest<Body>(
  http: ProviderHttpClient,
  companyId: string,
  request: { method?: 'GET' | 'PUT' | 'POST'; path: string; query?: Record<string, QueryValue>; json?: unknown; modifiedSince?: string },
): Promise<Body> {
  const headers: Record<string, string> = { 'xero-tenant-id': tenantIdOf(companyId), accept: 'application/json' };
  // Xero's If-Modified-Since takes an ISO 8601 instant (xero_accounting.yaml `ifModifiedSince`).
  if (request.modifiedSince) headers['if-modified-since'] = request.modifiedSince;
  try {
    const response = await http.request<Body>({ method: request.method ?? 'GET', path: request.path, query: request.query, json: request.json, headers });
    return response.body;
  } catch (error) {
    if (isUnknownTenant(error)) {
      throw new NotFoundError({
        message: `No company ${companyId} is connected to this Xero account`,
        providerErrors: isApiError(error) ? error.providerErrors : undefined,
      });
    }
    throw error;
  }
}

/** The organisations the token reaches: tenants of type ORGANISATION (a practice has no books). */
export async function listOrganisationConnections(http: ProviderHttpClient): Promise<XeroConnection[]> {
  const { body } = await http.get<XeroConnection[]>(CONNECTIONS_URL);
  return body.filter((connection) => connection.tenantType === 'ORGANISATION');
}
