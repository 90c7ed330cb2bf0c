import type { Category } from '@openunified/schemas';
import type { AnyActionDefinition } from './action.js';
import type { AuthenticationMethod } from './authentication.js';
import { assertPermissionSupport, type PermissionSupport } from './permission-support.js';

/**
 * The version of the shared connector interface. The server refuses a connector built against
 * another version instead of failing at run time; bump it only with a breaking change here.
 */
export const CONNECTOR_SPECIFICATION_VERSION = 'v1' as const;

export interface ScopeDefinition {
  name: string;
  description: string;
  includes: string[];
}

export interface ConnectorDefinition {
  specificationVersion: typeof CONNECTOR_SPECIFICATION_VERSION;
  /** Lowercase provider name without separators: `googledrive`, `bamboohr`. */
  key: string;
  name: string;
  /** Semver of the connector package. */
  version: string;
  /**
   * The provider's icon: a data: URI of an SVG shipped in the connector package ({@link svgIcon}),
   * which the connect page shows offline; an http(s) URL is listed in `/connectors` but the page
   * shows a letter tile for it instead.
   */
  icon: string;
  /** For the integration engineer: what the connector covers, in `/connectors` and docs. */
  description: string;
  /**
   * One sentence for the end customer, shown on the connect page under the provider's name: what
   * connecting lets the application do, in plain words. Without it the page says only "Connect your <name> account".
   */
  customer_description?: string;
  release_stage: 'ga' | 'beta' | 'preview' | 'deprecated';
  categories: Category[];
  authentication: AuthenticationMethod[];
  scope_definitions: ScopeDefinition[];
  /** docs/concepts/permissions.md: the static resource types the connector declares (no provider call). */
  resource_types: string[];
  /**
   * docs/concepts/permissions.md: permission checks, when the provider supports them. Without it
   * check_permissions, list_resource_types and iam/resource_types answer 422.
   */
  permissions?: PermissionSupport;
  /**
   * Production base URL. `{name}` placeholders are filled from the account's credentials (e.g.
   * BambooHR's `{company_domain}`). Pointing at an emulator replaces the origin only, so every
   * provider URL (API, OAuth authorize and token) keeps its path.
   */
  baseUrl: string;
  /** Reads the provider's error message out of an error body, for error envelope `data.message`. */
  errorMessage?: (body: unknown) => string | undefined;
  /** Seconds to wait from a rate-limited response when the provider does not send Retry-After. */
  retryAfterSeconds?: (headers: Record<string, string>) => number | undefined;
  /** Provider-specific notes on each unified resource (e.g. accepted filter keys), for docs. */
  resources?: Record<string, { filters: string[]; description?: string }>;
  actions: AnyActionDefinition[];
  /**
   * Why the provider cannot serve a unified operation no action implements, by operation:
   * `{ 'hris.shifts.list': "BambooHR's public API has no shift records" }`. The route's 422 says
   * it, so a client learns that the gap is the provider's and will not close with a retry.
   */
  unsupported?: Record<string, string>;
}

export function defineConnector<const Definition extends Omit<ConnectorDefinition, 'specificationVersion'>>(
  definition: Definition,
): Definition & { specificationVersion: typeof CONNECTOR_SPECIFICATION_VERSION } {
  const ids = new Set<string>();
  for (const action of definition.actions) {
    if (!action.id.startsWith(`${definition.key}_`)) {
      throw new Error(`action id "${action.id}" of connector "${definition.key}" must start with "${definition.key}_"`);
    }
    if (ids.has(action.id)) throw new Error(`connector "${definition.key}" declares action "${action.id}" twice`);
    ids.add(action.id);
  }
  for (const [operation, reason] of Object.entries(definition.unsupported ?? {})) {
    if (definition.actions.some((action) => action.unified === operation)) {
      throw new Error(`connector "${definition.key}" both implements ${operation} and calls it unsupported`);
    }
    if (!reason.trim()) throw new Error(`connector "${definition.key}" calls ${operation} unsupported without saying why`);
  }
  if (definition.permissions) {
    assertPermissionSupport(definition.key, definition.permissions, { resourceTypes: definition.resource_types, actionIds: [...ids] });
  }
  // Stamped last: a plain-JavaScript definition cannot claim another version than the code it ran through.
  return { ...definition, specificationVersion: CONNECTOR_SPECIFICATION_VERSION };
}
