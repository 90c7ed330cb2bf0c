// Generated from /openapi.json by `pnpm --filter @openunified/console generate:api`; do not edit.
export interface paths {
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List linked accounts */
        get: operations["list_linked_accounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an account */
        get: operations["get_account"];
        put?: never;
        post?: never;
        /** Delete an account */
        delete: operations["delete_account"];
        options?: never;
        head?: never;
        /**
         * Update an account
         * @description Client-settable status values: active, inactive, archived.
         */
        patch: operations["update_account"];
        trace?: never;
    };
    "/accounts/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an account's events
         * @description Newest first: its changes, its synced records' changes, its sync runs' ends and its provider webhook events, as webhooks deliver them. Events stored before the server filed events under their account are not listed.
         */
        get: operations["list_account_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an account's category and supported models */
        get: operations["get_account_meta_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connectors and their actions
         * @description catalogue entries (docs/concepts/actions.md), one per connector (or per account with filter[account_ids]). Without include, action_details and the authentication guides are left out.
         */
        get: operations["list_actions_meta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/actions/rpc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run an action on the linked account
         * @description Needs the Actions or Full Access scope. The account is named by the x-account-id header or by headers["x-account-id"] in the body.
         */
        post: operations["rpc_action"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect_sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a connect session
         * @description Returns the session with its `token` (shown only here) and `auth_link_url`, the hosted connect page to send your customer to. 404 when `account_id` or `integration_id` names nothing in the project; 422 when an OAuth 2.0 provider has no connector profile with an OAuth client.
         */
        post: operations["create_connect_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect_sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a connect session with its connection attempts
         * @description The session (never its token), when it expires, and every connection attempt, newest first: follow a customer through the connect page. `latest_connection_attempt` is the one that linked an account, else the newest. 404 when the project has no such session.
         */
        get: operations["get_connect_session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect_sessions/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authenticate a connect session token
         * @description The session a token stands for (without the token), its `connector_profile_id` and `latest_connection_attempt` (poll it: `pending`, then `authenticated` with `account_secure_id`, or `failed` with `oauth_error_code`). 401 `unknown connect session token` or `connect session token expired`.
         */
        post: operations["authenticate_connect_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connector_profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List connector profiles */
        get: operations["list_connector_profiles"];
        put?: never;
        /**
         * Create a connector profile
         * @description The provider must be installed; `enabled_actions` must name actions of its connector; `auth_config` (OAuth client id and secret, the secret sealed at rest and never returned) only for connectors that link with OAuth 2.0.
         */
        post: operations["create_connector_profile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connector_profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a connector profile */
        get: operations["get_connector_profile"];
        put?: never;
        post?: never;
        /**
         * Delete a connector profile
         * @description 200 with the deleted profile. Its accounts stay linked and fall back to their provider's newest profile.
         */
        delete: operations["delete_connector_profile"];
        options?: never;
        head?: never;
        /** Update a connector profile */
        patch: operations["update_connector_profile"];
        trace?: never;
    };
    "/connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the installed connectors */
        get: operations["list_connectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connectors/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the installed connectors' meta information
         * @description The same list as GET /connectors, under the path the vendor clients call.
         */
        get: operations["list_connectors_meta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connectors/meta/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one connector's meta information */
        get: operations["get_connector_meta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process serves requests */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logs/unified/{requestId}/provider/{id}/advanced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the full request and response of one provider call */
        get: operations["get_provider_log_advanced"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the API keys of the project
         * @description Active keys, oldest first, with their prefix; never the keys themselves. Revoked keys are not listed.
         */
        get: operations["list_api_keys"];
        put?: never;
        /**
         * Create an API key
         * @description Returns the key with its `secret`, the API key itself: shown only in this response, stored hashed. 400 names a scope that does not exist.
         */
        post: operations["create_api_key"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Requests with the key get 401 from then on (at once in this process; docs/deployment.md "Caches" for others). 404 when the project has no such active key.
         */
        delete: operations["revoke_api_key"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The console session of the cookie
         * @description The session the `ou_console_session` cookie names: its project, scopes, whether it is read only, when it expires and its `csrf_token` (send it as `x-csrf-token` with every request that changes state). 401 without a session cookie (an API key has no session).
         */
        get: operations["get_management_session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/session/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: revoke the session of the cookie
         * @description Revokes the session at once and clears the cookie. Needs the x-csrf-token header. 401 without a valid session cookie.
         */
        post: operations["logout_management_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the active console sessions of the project
         * @description Sessions neither expired nor revoked, newest first; `current` marks the one of the cookie this request carries.
         */
        get: operations["list_management_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a console session
         * @description The session is refused (401) from its very next request. 404 when the project has no such active session.
         */
        delete: operations["revoke_management_session"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the connect page branding of the key's project */
        get: operations["get_connect_page_branding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Brand the connect page of the key's project
         * @description Display name, logo, accent colour, support link and theme shown on every connect page of the project instead of "OpenUnified Connect", and the origins of your application (where connect sessions may send the customer back, which pages may frame the connect page). Members left out keep their value; null restores the default. 400 names a member that is not valid.
         */
        patch: operations["update_connect_page_branding"];
        trace?: never;
    };
    "/requests/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List request logs
         * @description Newest first. Every filter is accepted as filter[key]=value and as key=value; list filters take repeated keys or commas.
         */
        get: operations["list_request_logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a request log with its provider requests */
        get: operations["get_request_log"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/logs/steps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List step logs: the provider calls made while serving requests
         * @description Newest first, across the requests of the project. Metadata only; a call in full is GET /logs/unified/{requestId}/provider/{id}/advanced. Every filter is accepted as filter[key]=value and as key=value.
         */
        get: operations["list_step_logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/platform-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List platform logs: the requests the platform served, with what authenticated them
         * @description Newest first. Every filter is accepted as filter[key]=value and as key=value.
         */
        get: operations["list_platform_logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/data_sync/configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the sync configs of the project */
        get: operations["list_sync_configs"];
        put?: never;
        /** Create a sync config */
        post: operations["create_sync_config"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/data_sync/configs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a sync config */
        get: operations["get_sync_config"];
        put?: never;
        post?: never;
        /**
         * Delete a sync config
         * @description Deletes the config and, in the same transaction, the auto_link schedules it fanned out with their runs (their synced records stay with the account). Manual schedules of the config stay, paused as sync_config_disabled, until moved to another config (PATCH sync_config_id) or deleted.
         */
        delete: operations["delete_sync_config"];
        options?: never;
        head?: never;
        /**
         * Update a sync config
         * @description New cadence, start_at or full_sync_after move every auto_link schedule of the config.
         */
        patch: operations["update_sync_config"];
        trace?: never;
    };
    "/v2/data_sync/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List data-sync schedules */
        get: operations["list_schedules"];
        put?: never;
        /**
         * Create a hand-authored (manual) schedule
         * @description A schedule already syncing the same action with the same sync_params for the account is a 409.
         */
        post: operations["create_schedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/data_sync/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a data-sync schedule */
        get: operations["get_schedule"];
        put?: never;
        post?: never;
        /** Delete a schedule */
        delete: operations["delete_schedule"];
        options?: never;
        head?: never;
        /**
         * Update a schedule
         * @description On auto_link schedules the sync config owns cadence, start_at, full_sync_after, sync_params and sync_config_id: patching them is a 409. A manual schedule may move to another config of its connector (sync_config_id).
         */
        patch: operations["update_schedule"];
        trace?: never;
    };
    "/v2/data_sync/schedules/{id}/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the synced records of a schedule changed since a cursor
         * @description Oldest change first; deleted records appear with deleted true. next pages through what is there now; cursor resumes later.
         */
        get: operations["list_schedule_records"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/data_sync/schedules/{id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the runs of a schedule, newest first */
        get: operations["list_schedule_runs"];
        put?: never;
        /**
         * Run a schedule now
         * @description Answers the queued run at once. 409 (the message says how to clear it) while the schedule is disabled (its own enabled is false), paused (paused_reason) or a run of it is in progress.
         */
        post: operations["run_schedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the webhook endpoints of the project */
        get: operations["list_webhooks"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Answers the signing secret, only this once (docs/concepts/webhooks.md).
         */
        post: operations["create_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: operations["get_webhook"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its deliveries */
        delete: operations["delete_webhook"];
        options?: never;
        head?: never;
        /** Update a webhook endpoint, or enable or disable it */
        patch: operations["update_webhook"];
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log of an endpoint, newest first, each with its attempts */
        get: operations["list_webhook_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{delivery_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivered or failed event again
         * @description A new delivery of the same event (same id), due now.
         */
        post: operations["replay_webhook_delivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver the newest event of records to this endpoint now
         * @description Multi-status: one result per item, in order.
         */
        post: operations["trigger_webhook_events"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret
         * @description Answers the new secret, only this once; the previous one signs beside it until previous_secret_expires_at.
         */
        post: operations["rotate_webhook_secret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A linked account. Its credentials are never returned. */
        Account: {
            /** Format: date-time */
            created_at: string;
            id: string;
            label: string | null;
            metadata: {
                [key: string]: unknown;
            };
            origin_owner_id: string | null;
            origin_owner_name: string | null;
            origin_username: string | null;
            provider: string;
            provider_name: string;
            /** @enum {string} */
            status: "active" | "inactive" | "suspended" | "archived" | "expired" | "error";
            status_reasons: {
                code: string;
                description: string;
                /** Format: date-time */
                timestamp: string;
            }[];
            /** @enum {string} */
            type: "production" | "test";
            /** Format: date-time */
            updated_at: string;
        };
        /** @description An event about an account, as the outbox stored it for webhook delivery. */
        AccountEvent: {
            /** Format: date-time */
            created_at: string;
            /** @description The payload the webhooks deliver */
            data: {
                [key: string]: unknown;
            };
            id: string;
            /** @description e.g. account.updated, hris_employees.created, sync_run.finished */
            type: string;
        };
        AccountEventPage: {
            data: components["schemas"]["AccountEvent"][];
            /** @description Pass as `next` for the following page; null on the last */
            next: string | null;
        };
        AccountMeta: {
            /** @enum {string} */
            category: "ats" | "hris" | "hris-legacy" | "crm" | "iam" | "marketing" | "lms" | "vendorone" | "documents" | "ticketing" | "screening" | "messaging" | "accounting" | "scheduling";
            models: {
                [key: string]: {
                    [key: string]: {
                        action_id: string;
                    };
                };
            };
            provider: string;
        };
        AccountPatch: {
            label?: string | null;
            metadata?: {
                [key: string]: unknown;
            };
            origin_owner_id?: string;
            origin_owner_name?: string;
            origin_username?: string | null;
            /** @enum {string} */
            status?: "active" | "inactive" | "archived";
            type?: string;
        };
        ActionsMetadata: {
            account_id: string | null;
            actions?: {
                action_details?: {
                    input: {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    kind: "list" | "get" | "create" | "update" | "delete" | "download" | "upload" | "batch_upload" | "upsert" | "batch_upsert" | "command" | "webhook" | "other";
                    unified: string | null;
                };
                authentication: {
                    key: string;
                    label: string;
                    required_scopes: string[];
                    support: {
                        description: string;
                        guides: {
                            config: {
                                sections: {
                                    content: string;
                                    list: string[];
                                    steps: {
                                        content: string;
                                        list: string[];
                                        title: string;
                                    }[];
                                    title: string;
                                }[];
                                warning: string | null;
                            } | null;
                            setup: {
                                sections: {
                                    content: string;
                                    list: string[];
                                    steps: {
                                        content: string;
                                        list: string[];
                                        title: string;
                                    }[];
                                    title: string;
                                }[];
                                warning: string | null;
                            } | null;
                        };
                        link: string;
                    };
                    type: string;
                }[];
                description: string;
                id: string;
                label: string;
                required_scopes: string[];
                /** @enum {string} */
                schema_type: "unified" | "native";
                tags: string[];
            }[];
            authentication: {
                key: string;
                label: string;
                required_scopes: string[];
                support: {
                    description: string;
                    guides: {
                        config: {
                            sections: {
                                content: string;
                                list: string[];
                                steps: {
                                    content: string;
                                    list: string[];
                                    title: string;
                                }[];
                                title: string;
                            }[];
                            warning: string | null;
                        } | null;
                        setup: {
                            sections: {
                                content: string;
                                list: string[];
                                steps: {
                                    content: string;
                                    list: string[];
                                    title: string;
                                }[];
                                title: string;
                            }[];
                            warning: string | null;
                        } | null;
                    };
                    link: string;
                };
                type: string;
            }[];
            description: string;
            icon: string;
            integration_id: string | null;
            key: string;
            name: string;
            /** @description Permission checks (docs/concepts/permissions.md): null when the connector does not support them */
            permissions?: {
                check_action: string;
                /** @constant */
                check_permissions: true;
                default_resource_type: string;
                notes: string[];
                resource_types: string[];
                roles: {
                    permissions: ("read" | "write" | "comment" | "delete" | "export")[];
                    /** @description The provider's role name, as the provider spells it */
                    role: string;
                }[];
            } | null;
            release_stage: string;
            scope_definitions: {
                description: string;
                includes: string[];
                name: string;
            }[];
            version: string;
        };
        ConnectionAttempt: {
            /** @description the linked account, once authenticated */
            account_secure_id: string | null;
            /** Format: date-time */
            created_at: string;
            id: string;
            oauth_error_code: string | null;
            oauth_error_description: string | null;
            /** @enum {string} */
            status: "pending" | "authenticated" | "failed";
            /** Format: date-time */
            updated_at: string;
        };
        /** @description An installed connector. */
        ConnectorMeta: {
            /** @description whether the caller's project can link accounts of it now: always for API-key connectors, for OAuth 2.0 ones once a connector profile holds an OAuth client */
            active: boolean;
            authentication: {
                key: string;
                label: string;
                /** @enum {string} */
                type: "api_key" | "oauth2";
            }[];
            categories: ("ats" | "hris" | "hris-legacy" | "crm" | "iam" | "marketing" | "lms" | "vendorone" | "documents" | "ticketing" | "screening" | "messaging" | "accounting" | "scheduling")[];
            /**
             * @description the primary category
             * @enum {string}
             */
            category: "ats" | "hris" | "hris-legacy" | "crm" | "iam" | "marketing" | "lms" | "vendorone" | "documents" | "ticketing" | "screening" | "messaging" | "accounting" | "scheduling";
            description: string;
            /** @description unified resource -> operation (list, get, create, update) -> the action serving it, as in GET /accounts/{id}/meta */
            models: {
                [key: string]: {
                    [key: string]: {
                        action_id: string;
                    };
                };
            };
            /** @description the connector key, as accounts and sessions name it */
            provider: string;
            provider_name: string;
            release_stage: string;
            resources: {
                images: {
                    logo_url: string;
                };
            };
            version: string;
        };
        /** @description A project's configuration of one connector: its OAuth client and the actions its accounts may run. */
        ConnectorProfile: {
            /** @description OAuth 2.0 client of the provider; the client secret is write-only and never returned */
            auth_config: {
                client_id: string;
            } | null;
            /** Format: date-time */
            created_at: string;
            enabled_actions: string[] | null;
            id: string;
            label: string | null;
            provider: string;
            /** Format: date-time */
            updated_at: string;
            version: string;
        };
        ConnectorProfileCreate: {
            /** @description only for connectors that link with OAuth 2.0 */
            auth_config?: {
                client_id: string;
                client_secret: string;
            } | null;
            /** @description action ids of the connector that accounts of this profile may run; null: all of them */
            enabled_actions?: string[] | null;
            label?: string | null;
            provider: string;
            /** @description the connector version this profile targets; default: the installed connector's */
            version?: string;
        };
        ConnectorProfilePatch: {
            /** @description a member left out keeps its value; null removes the OAuth client */
            auth_config?: {
                client_id?: string;
                client_secret?: string;
            } | null;
            /** @description action ids of the connector that accounts of this profile may run; null: all of them */
            enabled_actions?: string[] | null;
            label?: string | null;
            /** @description the connector version this profile targets; default: the installed connector's */
            version?: string;
        };
        /** @description How the project's hosted connect page presents itself to its customers; null keeps the default. */
        ConnectPageBranding: {
            accent_color: string | null;
            /** @description Origins of your application: redirect targets and pages that may frame the connect page */
            allowed_origins: string[];
            display_name: string | null;
            logo_url: string | null;
            support_url: string | null;
            /** @enum {string} */
            theme: "light" | "dark" | "system";
        };
        /** @description Members left out keep their value; null restores the default. */
        ConnectPageBrandingPatch: {
            accent_color?: string | null;
            /** @description Origins of your application (`https://app.example.com`; http only for localhost): where a connect session may send the customer back (`redirect_url`), and the pages that may embed the connect page in a frame. Empty or null: none */
            allowed_origins?: string[] | null;
            display_name?: string | null;
            logo_url?: string | null;
            support_url?: string | null;
            /** @description The page's colours: light, dark, or `system` to follow the customer's device (default) */
            theme?: ("light" | "dark" | "system") | null;
        };
        ConnectSession: {
            account_id: string | null;
            categories: ("ats" | "hris" | "hrisLegacy" | "crm" | "iam" | "marketing" | "lms" | "vendorOne" | "documents" | "ticketing" | "screening" | "messaging" | "accounting" | "scheduling")[] | null;
            /** @description the session's connector profile, else the linked account's */
            connector_profile_id: string | null;
            /** Format: date-time */
            created_at: string;
            external_trigger_token: string | null;
            id: number;
            /** @description deprecated: the connector profile id */
            integration_id: string | null;
            label: string | null;
            latest_connection_attempt: components["schemas"]["ConnectionAttempt"] | null;
            metadata: {
                [key: string]: unknown;
            };
            organization_id: string;
            origin_owner_id: string;
            origin_owner_name: string;
            origin_username: string | null;
            project_id: string;
            provider: string | null;
            type: ("production" | "test") | null;
        };
        ConnectSessionAuthenticate: {
            token: string;
        };
        ConnectSessionCreate: {
            /** @description edit mode: the link renews the credentials of this account */
            account_id?: string | null;
            /** @description the categories whose providers the connect page offers; hrisLegacy and hris-legacy, vendorOne and vendorone alike */
            categories?: string[] | null;
            /** @description seconds the token lives, 60 to 604800, default 1800 */
            expires_in?: number;
            /** @description deprecated: a connector profile id, instead of provider + provider_version */
            integration_id?: string | null;
            label?: string | null;
            /** @description the language of the connect page, one of en, de, fr, es; without it the page follows the browser's Accept-Language */
            locale?: ("en" | "de" | "fr" | "es") | null;
            /** @description set on the linked account */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description allow several accounts with the same origin owner and provider; without it a new link updates the existing account */
            multiple?: boolean | null;
            /** @description your id of the customer who links the account */
            origin_owner_id: string;
            origin_owner_name: string;
            origin_username?: string | null;
            /** @description offer only this provider */
            provider?: string | null;
            /** @description with provider: the connector profile of this version */
            provider_version?: string | null;
            /** @description where the connect page sends the customer once the connection succeeded or failed, with `status`, `account_id` or `error_code` and `error_description` added to its query; its origin must be one of the project's `allowed_origins` (PATCH /projects/branding) */
            redirect_url?: string | null;
            /** @description production (default) or test, any case */
            type?: string | null;
        };
        ConnectSessionCreated: {
            account_id: string | null;
            /** @description the hosted connect page for this session */
            auth_link_url: string;
            categories: ("ats" | "hris" | "hrisLegacy" | "crm" | "iam" | "marketing" | "lms" | "vendorOne" | "documents" | "ticketing" | "screening" | "messaging" | "accounting" | "scheduling")[] | null;
            /** Format: date-time */
            created_at: string;
            external_trigger_token: string | null;
            id: number;
            /** @description deprecated: the connector profile id */
            integration_id: string | null;
            label: string | null;
            metadata: {
                [key: string]: unknown;
            };
            organization_id: string;
            origin_owner_id: string;
            origin_owner_name: string;
            origin_username: string | null;
            project_id: string;
            provider: string | null;
            /** @description shown only here; exchange it with POST /connect_sessions/authenticate */
            token: string;
            type: ("production" | "test") | null;
        };
        ConnectSessionDetail: {
            account_id: string | null;
            categories: ("ats" | "hris" | "hrisLegacy" | "crm" | "iam" | "marketing" | "lms" | "vendorOne" | "documents" | "ticketing" | "screening" | "messaging" | "accounting" | "scheduling")[] | null;
            /** @description every connection attempt of the session, newest first */
            connection_attempts: components["schemas"]["ConnectionAttempt"][];
            /** @description the session's connector profile, else the linked account's */
            connector_profile_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
            external_trigger_token: string | null;
            id: number;
            /** @description deprecated: the connector profile id */
            integration_id: string | null;
            label: string | null;
            latest_connection_attempt: components["schemas"]["ConnectionAttempt"] | null;
            metadata: {
                [key: string]: unknown;
            };
            organization_id: string;
            origin_owner_id: string;
            origin_owner_name: string;
            origin_username: string | null;
            project_id: string;
            provider: string | null;
            type: ("production" | "test") | null;
        };
        ErrorEnvelope: {
            /** @description 400 only (null when no provider was involved): the provider response that caused it */
            data?: {
                headers: {
                    [key: string]: string;
                };
                message: string;
                statusCode: number;
            } | null;
            message: string;
            /** @description Always on 400 (null when no provider was involved); on other statuses when a provider failure caused the error */
            provider_errors?: {
                headers: {
                    [key: string]: string;
                };
                raw: {
                    [key: string]: unknown;
                } | null;
                status: number;
                url: string;
            }[] | null;
            statusCode: number;
            /** Format: date-time */
            timestamp: string;
        };
        ManagementApiKey: {
            /** Format: date-time */
            created_at: string;
            id: string;
            /** @description Updated at most once a minute per process */
            last_used_at: string | null;
            name: string;
            /** @description The first characters of the key, to recognise it; never the key itself */
            prefix: string;
            /** @description Canonical scope names: full_access, read_only, accounts, actions */
            scopes: string[];
        };
        ManagementApiKeyCreate: {
            /** @description What the key is for, shown in lists */
            name: string;
            /** @description "Full Access", "Read Only", "Accounts", "Actions" (any case, or full_access style); docs/concepts/authentication.md */
            scopes: string[];
        };
        ManagementApiKeyCreated: {
            /** Format: date-time */
            created_at: string;
            id: string;
            /** @description Updated at most once a minute per process */
            last_used_at: string | null;
            name: string;
            /** @description The first characters of the key, to recognise it; never the key itself */
            prefix: string;
            /** @description Canonical scope names: full_access, read_only, accounts, actions */
            scopes: string[];
            /** @description The API key itself, shown only in this response: it is stored hashed */
            secret: string;
        };
        ManagementApiKeyList: {
            data: components["schemas"]["ManagementApiKey"][];
            /** @description Always null: every active key is in one page */
            next: string | null;
        };
        ManagementSession: {
            /** Format: date-time */
            created_at: string;
            /** @description Send it as the x-csrf-token header with every POST, PATCH, PUT and DELETE made with the session cookie */
            csrf_token: string;
            /** Format: date-time */
            expires_at: string;
            id: string;
            project_id: string;
            /** @description True when no scope of the session allows a change: the console shows no control that writes */
            read_only: boolean;
            /** @description Canonical scope names, as an API key holds them: full_access, read_only, accounts, actions */
            scopes: string[];
        };
        ManagementSessionList: {
            data: components["schemas"]["ManagementSessionListItem"][];
            /** @description Always null: every active session is in one page */
            next: string | null;
        };
        ManagementSessionListItem: {
            /** Format: date-time */
            created_at: string;
            /** @description True for the session of the cookie this request carries */
            current: boolean;
            /** Format: date-time */
            expires_at: string;
            id: string;
            /** @description Updated at most once a minute */
            last_used_at: string | null;
            user_agent: string | null;
        };
        /** @description One request the platform served */
        PlatformLog: {
            account_id: string | null;
            /** @description The action served, e.g. googledrive_list_drives */
            action: string | null;
            /** @description The unified category (hris, documents, ...), or the service for other routes (actions, mcp) */
            category: string | null;
            child_resource: string | null;
            /** @description Milliseconds */
            duration: number;
            /** Format: date-time */
            end_time: string;
            /**
             * Format: date-time
             * @description When the request arrived
             */
            event_datetime: string;
            http_method: string;
            path: string;
            project_id: string;
            /** @description The x-request-id of the request */
            request_id: string;
            resource: string | null;
            /** @description The API key's id; null for logs written before it was kept */
            source_id: string | null;
            /** @description What authenticated the request: api_key */
            source_type: string | null;
            /** @description The API key's visible prefix (never the key) */
            source_value: string | null;
            /** Format: date-time */
            start_time: string;
            status: number;
            sub_resource: string | null;
            success: boolean;
            /** @description The path and query string as received */
            url: string;
        };
        /** @description One provider request and its response, secrets redacted */
        ProviderLog: {
            account_id: string | null;
            /** @description Why `request.body` and `response.body` are null although the call had bodies: the provider log policy did not keep them (PROVIDER_LOG_BODIES, PROVIDER_LOG_BODY_SAMPLING). null when the bodies were kept */
            body_omission: string | null;
            duration_ms: number;
            /** @description Why no response arrived (network failure, time-out) */
            error: string | null;
            id: string;
            method: string;
            request: {
                /** @description Parsed JSON when the body is JSON, else its text; null when there was none */
                body: unknown;
                headers: {
                    [key: string]: string;
                };
            };
            request_id: string;
            response: {
                /** @description Capped at 64 KiB, with a truncation note past it */
                body: unknown;
                headers: {
                    [key: string]: string;
                };
                /** @description null when no response arrived */
                status: number | null;
            };
            /** Format: date-time */
            started_at: string;
            url: string;
        };
        RequestLog: {
            account_id: string | null;
            action_id: string | null;
            duration_ms: number;
            id: string;
            method: string;
            path: string;
            provider: string | null;
            /** @description The query string as received */
            query: string | null;
            /** @description The x-request-id of the request */
            request_id: string;
            /** @description The route pattern, e.g. /unified/documents/drives/:id */
            route: string | null;
            /** Format: date-time */
            started_at: string;
            /** @description The status the client was told (see Prefer: heartbeat); 499 when the client closed the connection before its answer */
            status: number;
            /** @description Problems that did not fail the request, e.g. a provider record the unified model only partly accepted */
            warnings: string[];
        };
        Schedule: {
            account_id: string;
            action_id: string;
            cadence: string;
            created_at: string;
            enabled: boolean;
            full_sync_after: string | null;
            id: string;
            last_run_at: string | null;
            last_run_error: string | null;
            /** @description docs/concepts/data-sync.md#last_run_status */
            last_run_status: ("running" | "succeeded" | "failed" | "skipped") | null;
            name: string;
            next_run_at: string | null;
            /** @description Hex SHA-256 of the canonical JSON of sync_params (key order never matters) */
            params_hash: string;
            /** @description The widest cause holding the schedule back, null when none */
            paused_reason: ("sync_config_disabled" | "action_disabled" | "action_not_syncable" | "auto_link_disabled" | "account_inactive" | "account_suspended" | "account_archived" | "account_expired" | "account_error") | null;
            source: ("auto_link" | "manual" | "unmapped_value") | null;
            start_at: string | null;
            sync_config_id: string | null;
            sync_params: {
                [key: string]: unknown;
            };
            updated_at: string;
        };
        /** @description One provider call made while serving a request */
        StepLogPartial: {
            account_id: string | null;
            /** @description The action served, e.g. googledrive_list_drives */
            action: string | null;
            child_resource: string | null;
            /** @description Milliseconds */
            duration: number;
            /** Format: date-time */
            end_time: string;
            http_method: string;
            id: string;
            /** @description Always false: every call is made while serving a client request */
            is_worker: boolean;
            path: string | null;
            project_id: string;
            provider: string | null;
            /** @description The x-request-id of the request this call served */
            request_id: string;
            resource: string | null;
            /** @description unified, actions or mcp: the platform service of the request */
            service: string | null;
            /** Format: date-time */
            start_time: string;
            /** @description null when no response arrived */
            status: number | null;
            sub_resource: string | null;
            success: boolean;
            /** @description The provider URL called, secrets redacted */
            url: string;
        };
        SyncConfig: {
            actions: {
                action_id: string;
                sync_params: {
                    [key: string]: unknown;
                };
            }[];
            auto_link: boolean;
            cadence: string;
            connector: string;
            created_at: string;
            enabled: boolean;
            full_sync_after: string | null;
            id: string;
            name: string;
            start_at: string;
            updated_at: string;
        };
        SyncRun: {
            created_at: string;
            due_at: string;
            error: string | null;
            finished_at: string | null;
            id: string;
            mode: ("full" | "incremental") | null;
            records: {
                created: number;
                deleted: number;
                read: number;
                unchanged: number;
                updated: number;
            };
            /** @description The provider calls of the run are in the request logs under this id */
            request_id: string;
            schedule_id: string;
            started_at: string | null;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed" | "skipped";
        };
        WebhookDelivery: {
            attempt_log: {
                attempt: number;
                duration_ms: number;
                error: string | null;
                /** @description The first 1 KiB of the response body */
                response_excerpt: string | null;
                started_at: string;
                status_code: number | null;
                succeeded: boolean;
            }[];
            attempts: number;
            created_at: string;
            delivered_at: string | null;
            event: string;
            event_date: string;
            /** @description The webhook-id header and the payload id: the same on every attempt and replay */
            event_id: string;
            /** @description A failed attempt at or after this time is the last */
            give_up_at: string;
            id: string;
            next_attempt_at: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            webhook_id: string;
        };
        WebhookEndpoint: {
            created_at: string;
            description: string | null;
            disabled_at: string | null;
            /** @description Why the endpoint is disabled, e.g. after sustained failure */
            disabled_reason: string | null;
            enabled: boolean;
            event_types: string[];
            id: string;
            /** @description Until then the secret before the last rotation signs too */
            previous_secret_expires_at: string | null;
            updated_at: string;
            url: string;
        };
        WebhookEndpointWithSecret: {
            created_at: string;
            description: string | null;
            disabled_at: string | null;
            /** @description Why the endpoint is disabled, e.g. after sustained failure */
            disabled_reason: string | null;
            enabled: boolean;
            event_types: string[];
            id: string;
            /** @description Until then the secret before the last rotation signs too */
            previous_secret_expires_at: string | null;
            /** @description The signing secret (whsec_...), shown only in this answer */
            secret: string;
            updated_at: string;
            url: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    list_linked_accounts: {
        parameters: {
            query?: {
                /** @description repeat the key for several values */
                account_ids?: string | string[];
                origin_owner_id?: string;
                /** @description repeat the key for several values */
                origin_owner_ids?: string | string[];
                /** @description 1-based page number */
                page?: string;
                /** @description Results per page, 1 to 100, default 25 */
                page_size?: string;
                provider?: string;
                /** @description repeat the key for several values */
                providers?: string | string[];
                /** @description repeat the key for several values */
                status?: ("active" | "inactive" | "suspended" | "archived" | "expired" | "error") | ("active" | "inactive" | "suspended" | "archived" | "expired" | "error")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"][];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_account: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_account: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_account: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_account_events: {
        parameters: {
            query?: {
                /** @description The next cursor of the previous page */
                next?: string;
                /** @description Results per page, 1 to 100, default 25 */
                page_size?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountEventPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_account_meta_info: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMeta"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_actions_meta: {
        parameters: {
            query?: {
                /** @description repeat the key or separate values with commas */
                exclude?: string | string[];
                /** @description deepObject: filter[connectors]=googledrive,talentlms */
                filter?: {
                    /** @description Linked accounts of the project: one entry per account, with its account_id */
                    account_ids?: string | string[];
                    /** @description An action id (bamboohr_list_employees) or the part after the connector key (list_employees) */
                    action_key?: string;
                    /** @description Connector keys, e.g. googledrive */
                    connectors?: string | string[];
                };
                /** @description One entry per connector (per linked account with filter[account_ids]); the only grouping */
                group_by?: "connector";
                /** @description repeat the key or separate values with commas */
                include?: string | string[];
                /** @description The `next` cursor of the previous page */
                next?: string;
                /** @description Results per page, 1 to 100, default 25 */
                page_size?: string;
                /** @description Case-insensitive text in provider names, action labels and action descriptions */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ActionsMetadata"][];
                        next: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rpc_action: {
        parameters: {
            query?: never;
            header?: {
                /** @description The linked account to act on; or headers["x-account-id"] in the body (the two must agree) */
                "x-account-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description query.next takes the next cursor of a previous answer. Body fields other than these are ignored. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The action id, e.g. googledrive_list_files */
                    action: string;
                    body?: {
                        [key: string]: null | string | number | boolean | unknown[] | {
                            [key: string]: unknown;
                        };
                    } | null;
                    /** @description Headers for the action; "x-account-id" here names the linked account when the x-account-id header does not */
                    headers?: {
                        [key: string]: string | number | boolean;
                    } | null;
                    path?: {
                        [key: string]: null | string | number | boolean | unknown[] | {
                            [key: string]: unknown;
                        };
                    } | null;
                    query?: {
                        [key: string]: null | string | number | boolean | unknown[] | {
                            [key: string]: unknown;
                        };
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** @description Cursor for the next page, when the action returned one; send it back as query.next */
                        next?: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Request timed out */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Precondition failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Bad Gateway */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_connect_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectSessionCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectSessionCreated"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_connect_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectSessionDetail"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    authenticate_connect_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectSessionAuthenticate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectSession"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_connector_profiles: {
        parameters: {
            query?: {
                /** @description only the profiles of this provider */
                provider?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorProfile"][];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_connector_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectorProfileCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorProfile"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_connector_profile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorProfile"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_connector_profile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorProfile"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_connector_profile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectorProfilePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorProfile"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_connectors: {
        parameters: {
            query?: {
                /** @description only connectors of this category (hrisLegacy / hris-legacy spellings alike) */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorMeta"][];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_connectors_meta: {
        parameters: {
            query?: {
                /** @description only connectors of this category (hrisLegacy / hris-legacy spellings alike) */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorMeta"][];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_connector_meta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorMeta"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    get_provider_log_advanced: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider log id */
                id: string;
                /** @description The x-request-id of the unified request */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProviderLog"];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_api_keys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementApiKeyList"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_api_key: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagementApiKeyCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementApiKeyCreated"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revoke_api_key: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_management_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementSession"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logout_management_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_management_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementSessionList"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revoke_management_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_connect_page_branding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectPageBranding"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_connect_page_branding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectPageBrandingPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectPageBranding"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_request_logs: {
        parameters: {
            query?: {
                /** @description repeat the key or separate values with commas */
                account_ids?: string | string[];
                /** @description repeat the key or separate values with commas */
                action_ids?: string | string[];
                /** @description Only requests that started before this instant */
                end_date?: string;
                /** @description deepObject: filter[providers]=googledrive, ... */
                filter?: {
                    /** @description repeat the key or separate values with commas */
                    account_ids?: string | string[];
                    /** @description repeat the key or separate values with commas */
                    action_ids?: string | string[];
                    /**
                     * Format: date-time
                     * @description Only requests that started before this instant
                     */
                    end_date?: string;
                    /** @description repeat the key or separate values with commas */
                    providers?: string | string[];
                    /** @description repeat the key or separate values with commas */
                    request_ids?: string | string[];
                    /**
                     * Format: date-time
                     * @description Only requests that started at or after this instant
                     */
                    start_date?: string;
                    /** @description repeat the key or separate values with commas */
                    status_codes?: string | string[];
                };
                /** @description The `next` cursor of the previous page */
                next?: string;
                /** @description Results per page, 1 to 100, default 25 */
                page_size?: string;
                /** @description repeat the key or separate values with commas */
                providers?: string | string[];
                /** @description repeat the key or separate values with commas */
                request_ids?: string | string[];
                /** @description Only requests that started at or after this instant */
                start_date?: string;
                /** @description repeat the key or separate values with commas */
                status_codes?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RequestLog"][];
                        next: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_request_log: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request log id (rql_...) or the request id (x-request-id) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account_id: string | null;
                            action_id: string | null;
                            duration_ms: number;
                            id: string;
                            method: string;
                            path: string;
                            provider: string | null;
                            /** @description The provider requests made while serving it, oldest first */
                            provider_logs: {
                                duration_ms: number;
                                error: string | null;
                                id: string;
                                method: string;
                                /** Format: date-time */
                                started_at: string;
                                /** @description null when no response arrived */
                                status: number | null;
                                url: string;
                            }[];
                            /** @description The query string as received */
                            query: string | null;
                            /** @description The x-request-id of the request */
                            request_id: string;
                            /** @description The route pattern, e.g. /unified/documents/drives/:id */
                            route: string | null;
                            /** Format: date-time */
                            started_at: string;
                            /** @description The status the client was told (see Prefer: heartbeat); 499 when the client closed the connection before its answer */
                            status: number;
                            /** @description Problems that did not fail the request, e.g. a provider record the unified model only partly accepted */
                            warnings: string[];
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_step_logs: {
        parameters: {
            query?: {
                /** @description repeat the key or separate values with commas */
                account_ids?: string | string[];
                /** @description Action ids, e.g. googledrive_list_drives */
                actions?: string | string[];
                /** @description Only logs that started before this instant */
                end_date?: string;
                /** @description deepObject: filter[request_ids]=..., ... */
                filter?: {
                    /** @description repeat the key or separate values with commas */
                    account_ids?: string | string[];
                    /** @description Action ids, e.g. googledrive_list_drives */
                    actions?: string | string[];
                    /**
                     * Format: date-time
                     * @description Only logs that started before this instant
                     */
                    end_date?: string;
                    /** @description repeat the key or separate values with commas */
                    http_methods?: string | string[];
                    /** @description repeat the key or separate values with commas */
                    providers?: string | string[];
                    /** @description repeat the key or separate values with commas */
                    request_ids?: string | string[];
                    /**
                     * Format: date-time
                     * @description Only logs that started at or after this instant
                     */
                    start_date?: string;
                    /** @description repeat the key or separate values with commas */
                    status_codes?: string | string[];
                    /**
                     * @description true: answered below 400; false: 400 and above (for a step, also no answer at all)
                     * @enum {string}
                     */
                    success?: "true" | "false";
                };
                /** @description repeat the key or separate values with commas */
                http_methods?: string | string[];
                /** @description The `next` cursor of the previous page */
                next?: string;
                /** @description Only eventDatetime (the default) is served */
                order_by?: "eventDatetime";
                /** @description Only desc (newest first, the default) is served */
                order_direction?: "desc";
                /** @description Results per page, 1 to 100, default 25 */
                page_size?: string;
                /** @description repeat the key or separate values with commas */
                providers?: string | string[];
                /** @description repeat the key or separate values with commas */
                request_ids?: string | string[];
                /** @description Only logs that started at or after this instant */
                start_date?: string;
                /** @description repeat the key or separate values with commas */
                status_codes?: string | string[];
                /** @description true: answered below 400; false: 400 and above (for a step, also no answer at all) */
                success?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StepLogPartial"][];
                        next: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_platform_logs: {
        parameters: {
            query?: {
                /** @description repeat the key or separate values with commas */
                account_ids?: string | string[];
                /** @description Action ids, e.g. googledrive_list_drives */
                actions?: string | string[];
                /** @description Only logs that started before this instant */
                end_date?: string;
                /** @description deepObject: filter[source_ids]=..., ... */
                filter?: {
                    /** @description repeat the key or separate values with commas */
                    account_ids?: string | string[];
                    /** @description Action ids, e.g. googledrive_list_drives */
                    actions?: string | string[];
                    /**
                     * Format: date-time
                     * @description Only logs that started before this instant
                     */
                    end_date?: string;
                    /** @description repeat the key or separate values with commas */
                    http_methods?: string | string[];
                    /**
                     * @description Only eventDatetime (the default) is served
                     * @enum {string}
                     */
                    order_by?: "eventDatetime";
                    /**
                     * @description Only desc (newest first, the default) is served
                     * @enum {string}
                     */
                    order_direction?: "desc";
                    /** @description repeat the key or separate values with commas */
                    request_ids?: string | string[];
                    /** @description Ids of the API keys that authenticated the requests */
                    source_ids?: string | string[];
                    /** @description repeat the key or separate values with commas */
                    source_types?: string | string[];
                    /**
                     * Format: date-time
                     * @description Only logs that started at or after this instant
                     */
                    start_date?: string;
                    /** @description repeat the key or separate values with commas */
                    status_codes?: string | string[];
                    /**
                     * @description true: answered below 400; false: 400 and above (for a step, also no answer at all)
                     * @enum {string}
                     */
                    success?: "true" | "false";
                };
                /** @description repeat the key or separate values with commas */
                http_methods?: string | string[];
                /** @description The `next` cursor of the previous page */
                next?: string;
                /** @description Only eventDatetime (the default) is served */
                order_by?: "eventDatetime";
                /** @description Only desc (newest first, the default) is served */
                order_direction?: "desc";
                /** @description Results per page, 1 to 100, default 25 */
                page_size?: string;
                /** @description repeat the key or separate values with commas */
                request_ids?: string | string[];
                /** @description Ids of the API keys that authenticated the requests */
                source_ids?: string | string[];
                /** @description repeat the key or separate values with commas */
                source_types?: string | string[];
                /** @description Only logs that started at or after this instant */
                start_date?: string;
                /** @description repeat the key or separate values with commas */
                status_codes?: string | string[];
                /** @description true: answered below 400; false: 400 and above (for a step, also no answer at all) */
                success?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PlatformLog"][];
                        next: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_sync_configs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SyncConfig"][];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_sync_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description List actions to sync, with their SyncParams */
                    actions: {
                        action_id: string;
                        /** @description SyncParams the action is called with on each run */
                        sync_params?: {
                            body?: {
                                [key: string]: null | string | number | boolean | unknown[] | {
                                    [key: string]: unknown;
                                };
                            } | null;
                            headers?: {
                                [key: string]: string;
                            } | null;
                            path?: {
                                [key: string]: null | string | number | boolean | unknown[] | {
                                    [key: string]: unknown;
                                };
                            } | null;
                            query?: {
                                [key: string]: null | string | number | boolean | unknown[] | {
                                    [key: string]: unknown;
                                };
                            } | null;
                        };
                    }[];
                    /** @description Fan schedules out to every account of the connector, present and future; default true */
                    auto_link?: boolean;
                    /** @description ISO 8601 duration of weeks, days, hours, minutes or seconds, e.g. PT1H or P1D */
                    cadence: string;
                    /** @description Key of an installed connector */
                    connector: string;
                    /** @description Default true */
                    enabled?: boolean;
                    full_sync_after?: string | null;
                    name: string;
                    /**
                     * Format: date-time
                     * @description Ticks are start_at + k x cadence; default now
                     */
                    start_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncConfig"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_sync_config: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sync config id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncConfig"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_sync_config: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sync config id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_sync_config: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sync config id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description List actions to sync, with their SyncParams */
                    actions?: {
                        action_id: string;
                        /** @description SyncParams the action is called with on each run */
                        sync_params?: {
                            body?: {
                                [key: string]: null | string | number | boolean | unknown[] | {
                                    [key: string]: unknown;
                                };
                            } | null;
                            headers?: {
                                [key: string]: string;
                            } | null;
                            path?: {
                                [key: string]: null | string | number | boolean | unknown[] | {
                                    [key: string]: unknown;
                                };
                            } | null;
                            query?: {
                                [key: string]: null | string | number | boolean | unknown[] | {
                                    [key: string]: unknown;
                                };
                            } | null;
                        };
                    }[];
                    /** @description Fan schedules out to every account of the connector, present and future; default true */
                    auto_link?: boolean;
                    /** @description ISO 8601 duration of weeks, days, hours, minutes or seconds, e.g. PT1H or P1D */
                    cadence?: string;
                    /** @description Default true */
                    enabled?: boolean;
                    full_sync_after?: string | null;
                    name?: string;
                    /**
                     * Format: date-time
                     * @description Ticks are start_at + k x cadence; default now
                     */
                    start_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncConfig"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_schedules: {
        parameters: {
            query?: {
                account_id?: string;
                action_id?: string;
                enabled?: "true" | "false";
                /** @description The next cursor of the previous page */
                next?: string;
                /** @description Results per page, 1 to 100, default 25 */
                page_size?: string;
                source?: "auto_link" | "manual";
                /** @description The schedules of one sync config (those of a deleted config too) */
                sync_config_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"][];
                        next: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account_id: string;
                    action_id: string;
                    /** @description ISO 8601 duration of weeks, days, hours, minutes or seconds, e.g. PT1H or P1D */
                    cadence?: string;
                    enabled?: boolean;
                    full_sync_after?: string | null;
                    name?: string;
                    /** Format: date-time */
                    start_at?: string;
                    /** @description The config bounding the schedule; its values are the defaults */
                    sync_config_id: string;
                    /** @description SyncParams the action is called with on each run */
                    sync_params?: {
                        body?: {
                            [key: string]: null | string | number | boolean | unknown[] | {
                                [key: string]: unknown;
                            };
                        } | null;
                        headers?: {
                            [key: string]: string;
                        } | null;
                        path?: {
                            [key: string]: null | string | number | boolean | unknown[] | {
                                [key: string]: unknown;
                            };
                        } | null;
                        query?: {
                            [key: string]: null | string | number | boolean | unknown[] | {
                                [key: string]: unknown;
                            };
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The schedule id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Request timed out */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Implemented */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Bad Gateway */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The schedule id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The schedule id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Refused with 409 on auto_link schedules */
                    cadence?: string;
                    enabled?: boolean;
                    /** @description Refused with 409 on auto_link schedules */
                    full_sync_after?: string | null;
                    name?: string;
                    /**
                     * Format: date-time
                     * @description Refused with 409 on auto_link schedules
                     */
                    start_at?: string;
                    /** @description Moves a manual schedule to another sync config of its connector (e.g. after its config was deleted); refused with 409 on auto_link schedules */
                    sync_config_id?: string;
                    /** @description Refused with 409 on auto_link schedules */
                    sync_params?: {
                        body?: {
                            [key: string]: null | string | number | boolean | unknown[] | {
                                [key: string]: unknown;
                            };
                        } | null;
                        headers?: {
                            [key: string]: string;
                        } | null;
                        path?: {
                            [key: string]: null | string | number | boolean | unknown[] | {
                                [key: string]: unknown;
                            };
                        } | null;
                        query?: {
                            [key: string]: null | string | number | boolean | unknown[] | {
                                [key: string]: unknown;
                            };
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_schedule_records: {
        parameters: {
            query?: {
                /** @description The next cursor of the previous page */
                next?: string;
                /** @description Results per page, 1 to 100, default 25 */
                page_size?: string;
            };
            header?: never;
            path: {
                /** @description The schedule id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Where this answer ends: send it as next later to read only the changes made since */
                        cursor: string | null;
                        data: {
                            changed_at: string;
                            content_hash: string;
                            /** @description The record as the action last returned it */
                            data: unknown;
                            deleted: boolean;
                            /** @description Unified id of the record */
                            id: string;
                            remote_id: string | null;
                        }[];
                        next: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_schedule_runs: {
        parameters: {
            query?: {
                /** @description The next cursor of the previous page */
                next?: string;
                /** @description Results per page, 1 to 100, default 25 */
                page_size?: string;
            };
            header?: never;
            path: {
                /** @description The schedule id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SyncRun"][];
                        next: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    run_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The schedule id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncRun"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_webhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /** @description Event types to receive; * stands for any characters: account.*, hris_*, * */
                    event_types: string[];
                    /** @description Where deliveries are POSTed: http(s), a public address unless allowed by configuration */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /** @description true re-enables an endpoint (also one disabled after sustained failure); its pending deliveries resume */
                    enabled?: boolean;
                    /** @description Event types to receive; * stands for any characters: account.*, hris_*, * */
                    event_types?: string[];
                    /** @description Where deliveries are POSTed: http(s), a public address unless allowed by configuration */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_webhook_deliveries: {
        parameters: {
            query?: {
                event_id?: string;
                next?: string;
                /** @description Results per page, 1 to 100, default 25 */
                page_size?: string;
                status?: "pending" | "succeeded" | "failed";
            };
            header?: never;
            path: {
                /** @description The webhook endpoint id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        next: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    replay_webhook_delivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delivery_id: string;
                /** @description The webhook endpoint id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    trigger_webhook_events: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An event type, e.g. account.updated */
                    event: string;
                    /** @description The record (an account id for account events) */
                    record_id: string;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: string;
                        message: string;
                        record_id: string;
                        /** @description 202 queued; 400 not an event type; 404 no such event of that record; 422 not subscribed */
                        status: number;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rotate_webhook_secret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden resource */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
