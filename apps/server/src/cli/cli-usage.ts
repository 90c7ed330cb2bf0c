/** A command line that cannot be run as written; the CLI prints it with a pointer to the help. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

export const helpText = `OpenUnified admin CLI: manages API keys, projects and linked accounts in the server's database.
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
  accounts create --provider <key> [--credentials <json>] [--origin-owner-id <id>]
                  [--origin-owner-name <name>] [--origin-username <name>] [--label <label>]
                  [--type production|test] [--metadata <json>] [--project <id>] [--json]
      Links an account by hand. Credentials are encrypted before they are stored.
      --credentials is required unless the server runs with --sandbox on the same DATA_DIR:
      the account then gets the provider emulator's sandbox credentials.
      --json prints the account as GET /accounts/{id} returns it.
  projects list [--json]
  projects create --name <name> [--json]
      Creates a project in the default project's organization.
  help
      Shows this text.

Without --project, commands act on the default project (the oldest; created on first start).
`;
