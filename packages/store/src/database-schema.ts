import type { Generated } from 'kysely';
import type { DataSyncTables } from './data-sync/tables.js';
import type { AccountStatus, AccountType, ConnectionAttemptStatus, ConnectPageTheme } from './records.js';
import type { WebhookTables } from './webhooks/tables.js';

/**
 * The tables as stored. Every column uses a type both SQLite and PostgreSQL hold the same way:
 * timestamps are ISO 8601 text (which sorts chronologically), JSON is text and booleans are the
 * integers 0/1. The repositories translate rows to the records of `records.ts`.
 */
export interface Database extends WebhookTables, DataSyncTables {
  organizations: OrganizationsTable;
  projects: ProjectsTable;
  api_keys: ApiKeysTable;
  accounts: AccountsTable;
  connector_profiles: ConnectorProfilesTable;
  connect_sessions: ConnectSessionsTable;
  connection_attempts: ConnectionAttemptsTable;
  request_logs: RequestLogsTable;
  provider_logs: ProviderLogsTable;
  events: EventsTable;
  console_login_links: ConsoleLoginLinksTable;
  management_sessions: ManagementSessionsTable;
}

/** ISO 8601 UTC text, e.g. `2025-01-31T12:00:00.000Z`. */
type TimestampText = string;
/** JSON serialized as text. */
type JsonText = string;
/** 0 or 1. */
type BooleanInteger = number;

export interface OrganizationsTable {
  id: string;
  name: string;
  created_at: TimestampText;
}

export interface ProjectsTable {
  id: string;
  organization_id: string;
  name: string;
  created_at: TimestampText;
  branding_display_name: string | null;
  branding_logo_url: string | null;
  branding_accent_color: string | null;
  branding_support_url: string | null;
  connect_page_allowed_origins: JsonText | null;
  connect_page_theme: ConnectPageTheme | null;
}

export interface ApiKeysTable {
  id: string;
  project_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: JsonText;
  created_at: TimestampText;
  last_used_at: TimestampText | null;
  revoked_at: TimestampText | null;
}

export interface ConsoleLoginLinksTable {
  id: string;
  project_id: string;
  token_hash: string;
  scopes: JsonText;
  session_ttl_seconds: number;
  created_at: TimestampText;
  expires_at: TimestampText;
  used_at: TimestampText | null;
}

export interface ManagementSessionsTable {
  id: string;
  project_id: string;
  secret_hash: string;
  scopes: JsonText;
  user_agent: string | null;
  created_at: TimestampText;
  expires_at: TimestampText;
  last_used_at: TimestampText | null;
  revoked_at: TimestampText | null;
}

export interface AccountsTable {
  id: string;
  project_id: string;
  provider: string;
  connector_profile_id: string | null;
  status: AccountStatus;
  status_reasons: JsonText;
  origin_owner_id: string | null;
  origin_owner_name: string | null;
  origin_username: string | null;
  label: string | null;
  metadata: JsonText;
  type: AccountType;
  credentials: JsonText | null;
  credentials_expire_at: TimestampText | null;
  external_trigger_token: string | null;
  created_at: TimestampText;
  updated_at: TimestampText;
}

export interface ConnectorProfilesTable {
  id: string;
  project_id: string;
  provider: string;
  version: string;
  label: string | null;
  auth_config: JsonText | null;
  enabled_actions: JsonText | null;
  created_at: TimestampText;
  updated_at: TimestampText;
}

export interface ConnectSessionsTable {
  id: Generated<number>;
  organization_id: string;
  project_id: string;
  token_hash: string;
  origin_owner_id: string;
  origin_owner_name: string;
  origin_username: string | null;
  categories: JsonText | null;
  provider: string | null;
  provider_version: string | null;
  account_id: string | null;
  label: string | null;
  metadata: JsonText;
  multiple: BooleanInteger;
  type: AccountType;
  connector_profile_id: string | null;
  external_trigger_token: string | null;
  expires_at: TimestampText;
  created_at: TimestampText;
  redirect_url: string | null;
  locale: string | null;
}

export interface ConnectionAttemptsTable {
  id: string;
  session_id: number;
  provider: string;
  status: ConnectionAttemptStatus;
  account_id: string | null;
  oauth_error_code: string | null;
  oauth_error_description: string | null;
  oauth_state: string | null;
  oauth_verifier: JsonText | null;
  created_at: TimestampText;
  updated_at: TimestampText;
}

export interface RequestLogsTable {
  id: string;
  project_id: string;
  account_id: string | null;
  request_id: string;
  method: string;
  path: string;
  route: string | null;
  provider: string | null;
  action_id: string | null;
  status: number;
  duration_ms: number;
  query: string | null;
  /** JSON array of strings, or null when there were none. */
  warnings: JsonText | null;
  started_at: TimestampText;
  /** The API key that authenticated the request; null for logs written before it was kept. */
  api_key_id: string | null;
}

export interface ProviderLogsTable {
  id: string;
  project_id: string;
  request_id: string;
  account_id: string | null;
  method: string;
  url: string;
  request_headers: JsonText;
  request_body: string | null;
  status: number | null;
  response_headers: JsonText;
  response_body: string | null;
  duration_ms: number;
  error: string | null;
  started_at: TimestampText;
  body_omission: string | null;
}

export interface EventsTable {
  id: string;
  project_id: string;
  type: string;
  payload: JsonText;
  created_at: TimestampText;
  delivered_at: TimestampText | null;
  /** The account the event is about; null for events appended before migration 0015. */
  account_id: string | null;
}
