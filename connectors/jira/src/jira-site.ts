import { BadRequestError, type Credentials, type ProviderHttpClient, z } from '@openunified/connector-sdk';

/**
 * Where an account's Jira Cloud REST API v3 lives. The two ways in reach it at different hosts:
 * - API token: the site itself, `https://{site}.atlassian.net/rest/api/3`, with HTTP Basic;
 * - OAuth 2.0 (3LO): Atlassian's gateway, `https://api.atlassian.com/ex/jira/{cloudId}/rest/api/3`,
 *   with a bearer token. The cloud id names the site the user granted access to; it comes from
 *   `GET https://api.atlassian.com/oauth/token/accessible-resources`
 *   (https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/#3-1-get-the-cloudid-for-your-site).
 * The connector's base URL is the gateway; API-token requests use absolute URLs, which the
 * provider HTTP client still sends to an emulator when one stands in.
 */

export const ATLASSIAN_GATEWAY_URL = 'https://api.atlassian.com';
export const ACCESSIBLE_RESOURCES_PATH = '/oauth/token/accessible-resources';
const API_PATH = '/rest/api/3';

/** One DNS label: what goes before `.atlassian.net`. */
const siteLabelPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const cloudIdPattern = /^[A-Za-z0-9-]{1,64}$/;

export interface JiraSite {
  /** The request path (or absolute URL) of a REST API v3 resource such as `/search/jql`. */
  api(path: string): string;
  /** `https://acme.atlassian.net`, where people open issues; null when unknown. */
  siteUrl: string | null;
}

/**
 * The site label of an API-token account. People paste the whole address as often as the
 * label, so `acme`, `acme.atlassian.net` and `https://acme.atlassian.net/` all mean `acme`.
 */
export function siteLabel(site: string | undefined): string {
  const label = (site ?? '')
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .replace(/\.atlassian\.net$/i, '');
  if (!siteLabelPattern.test(label)) {
    throw new BadRequestError(`Jira site "${site ?? ''}" must be the name of an Atlassian Cloud site, e.g. "acme" for https://acme.atlassian.net`);
  }
  return label.toLowerCase();
}

const accessibleResourcesSchema = z.array(
  z.looseObject({ id: z.string(), url: z.string().optional(), name: z.string().optional(), scopes: z.array(z.string()).optional() }),
);
type AccessibleResource = z.infer<typeof accessibleResourcesSchema>[number];

// Cloud ids resolved for OAuth accounts whose credentials do not carry one, per account. Bounded
// and short-lived: a relinked account may have granted another site.
const RESOLVED_SITE_TTL_MS = 3_600_000;
const RESOLVED_SITE_LIMIT = 1_000;
const resolvedSites = new Map<string, { cloudId: string; siteUrl: string | null; expiresAt: number }>();

function rememberSite(accountId: string, cloudId: string, siteUrl: string | null): void {
  if (resolvedSites.size >= RESOLVED_SITE_LIMIT) resolvedSites.delete(resolvedSites.keys().next().value!);
  resolvedSites.set(accountId, { cloudId, siteUrl, expiresAt: Date.now() + RESOLVED_SITE_TTL_MS });
}

/** The granted site: the one named by the credentials' `site` when several are, else the first with Jira scopes. */
function chooseResource(resources: AccessibleResource[], site: string | undefined): AccessibleResource | undefined {
  const jira = resources.filter((resource) => !resource.scopes || resource.scopes.some((scope) => scope.includes('jira')));
  if (site === undefined || site.trim() === '') return jira[0];
  const label = siteLabel(site);
  return jira.find((resource) => resource.url !== undefined && new URL(resource.url).hostname.toLowerCase() === `${label}.atlassian.net`);
}

async function resolveCloudSite(http: ProviderHttpClient, credentials: Credentials, accountId: string) {
  const cached = resolvedSites.get(accountId);
  if (cached && cached.expiresAt > Date.now()) return cached;
  const response = await http.get(ACCESSIBLE_RESOURCES_PATH);
  const parsed = accessibleResourcesSchema.safeParse(response.body);
  const resource = parsed.success ? chooseResource(parsed.data, credentials.site) : undefined;
  if (!resource || !cloudIdPattern.test(resource.id)) {
    throw new BadRequestError(
      credentials.site
        ? `the Atlassian account of this link has not granted access to the Jira site "${credentials.site}"`
        : 'the Atlassian account of this link has not granted access to any Jira site; link it again and pick a site',
    );
  }
  rememberSite(accountId, resource.id, resource.url ?? null);
  return { cloudId: resource.id, siteUrl: resource.url ?? null };
}

/**
 * How to reach the account's Jira. OAuth credentials carry `cloud_id` (and `site_url`) when
 * they were linked with them; otherwise the cloud id is resolved once per account and process
 * (one extra provider call) and kept for an hour.
 */
export async function jiraSite(context: { credentials: Credentials; http: ProviderHttpClient; account: { id: string } }): Promise<JiraSite> {
  const { credentials } = context;
  if (credentials.auth_method !== 'oauth2') {
    const origin = `https://${siteLabel(credentials.site)}.atlassian.net`;
    return { api: (path) => `${origin}${API_PATH}${path}`, siteUrl: origin };
  }
  const resolved =
    credentials.cloud_id !== undefined && credentials.cloud_id !== ''
      ? { cloudId: credentials.cloud_id, siteUrl: credentials.site_url ?? null }
      : await resolveCloudSite(context.http, credentials, context.account.id);
  if (!cloudIdPattern.test(resolved.cloudId)) throw new BadRequestError(`"${resolved.cloudId}" is not an Atlassian cloud id`);
  return { api: (path) => `/ex/jira/${resolved.cloudId}${API_PATH}${path}`, siteUrl: resolved.siteUrl };
}
