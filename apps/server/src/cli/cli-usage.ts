/** A command line that cannot be run as written; the CLI prints it with a pointer to the help. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

export const helpText = `OpenUnified admin CLI: manages API keys, projects, linked accounts and webhooks in the server's database.
It reads the same settings as the server (DATABASE_URL, DATA_DIR, ENCRYPTION_KEYS, ...).

Usage: pnpm cli <command> [options]

Commands:
  keys create [--scope <scope>]... [--project <id>] [--name <name>] [--json]
      Creates an API key and prints it (it is shown only this once).
      Scopes: "Full Access" (default), "Read Only", Accounts, Actions; any case, or full_access style.
      --json prints {"id","key","project_id","scopes"} on one line.
  keys list [--project <id>] [--json]
      Lists API keys (never the keys themselves: their prefix only).
  keys revoke <id>
      Revokes an API key; requests with it get 401 from then on.
  keys rotate-encryption [--batch-size <n>] [--json]
      Re-encrypts every stored credential with a new encryption key, in batches; safe to re-run
      and while the server runs. With the key file (no ENCRYPTION_KEYS) it adds the new key itself
      (or resumes an unfinished rotation); with ENCRYPTION_KEYS, add the new key there and name it
      in ENCRYPTION_ACTIVE_KEY_ID first. Prints counts and which old keys can be retired.
  accounts create --provider <key> [--credentials <json>] [--origin-owner-id <id>]
                  [--origin-owner-name <name>] [--origin-username <name>] [--label <label>]
                  [--type production|test] [--metadata <json>] [--project <id>] [--json]
      Links an account by hand. Credentials are encrypted before they are stored.
      Without --origin-owner-id the owner id is the label, else the provider key; without
      --origin-owner-name the owner name is the label, else the owner id.
      --credentials is required unless the server runs with --sandbox on the same DATA_DIR:
      the account then gets the provider emulator's sandbox credentials.
      --json prints the account as GET /accounts/{id} returns it.
  projects list [--json]
  projects create --name <name> [--json]
      Creates a project in the default project's organization.
  projects branding [--display-name <name>] [--logo-url <url>] [--accent-color <#rrggbb>]
                    [--support-url <url|mailto:...>] [--project <id>] [--json]
      Shows the project's connect page branding; with options, changes it first. An empty
      value ("") restores that setting's default. Same rules as PATCH /projects/branding.
  webhooks create --url <url> --event <type>... [--description <text>] [--project <id>] [--json]
      Creates a webhook endpoint and prints its signing secret (shown only this once).
      Event types may use * for any characters: --event "account.*" --event "hris_*".
  webhooks list [--project <id>] [--json]
  webhooks rotate-secret <id> [--project <id>] [--json]
      Prints a new signing secret; the previous one keeps signing beside it for a day.
  webhooks enable <id> | webhooks disable <id> [--project <id>]
      Enabling resumes the pending deliveries (also after a disable for sustained failure).
  webhooks delete <id> [--project <id>]
  webhooks deliveries <id> [--project <id>] [--json]
      The newest 100 deliveries with their status, attempts and last result.
  help
      Shows this text.

Without --project, commands act on the default project (the oldest; created on first start).
`;
