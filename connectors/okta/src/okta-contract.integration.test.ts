import type { IamGroup, IamPolicy, IamRole, IamUser } from '@openunified/connector-sdk';
import { describeConnector } from '@openunified/connector-sdk/testing';
import { startOktaEmulator } from './emulator/index.js';
import { manifest } from './index.js';

describeConnector(manifest, {
  startEmulator: () => startOktaEmulator({ seed: 3, userCount: 45, groupCount: 9, customRoleCount: 7, customRolesPerPage: 3 }),
  inputs: {
    okta_list_users: { query: { page_size: 10 } },
    okta_get_user: (previous) => ({ path: { id: (previous.okta_list_users as IamUser[])[2]!.id } }),
    okta_create_user: {
      body: { first_name: 'Grace', last_name: 'Hopper', primary_email_address: 'grace.hopper@sandbox.example', passthrough: { department: 'Navy' } },
    },
    okta_update_user: (previous) => ({ path: { id: (previous.okta_create_user as { id: string }).id }, body: { name: 'Amazing Grace' } }),
    okta_delete_user: (previous) => ({ path: { id: (previous.okta_create_user as { id: string }).id } }),
    okta_list_groups: { query: { page_size: 4 } },
    okta_get_group: (previous) => ({ path: { id: (previous.okta_list_groups as IamGroup[])[1]!.id } }),
    okta_list_group_members: (previous) => ({ path: { id: (previous.okta_list_groups as IamGroup[])[0]!.id }, query: { page_size: 20 } }),
    okta_list_roles: { query: { page_size: 5 } },
    okta_get_role: (previous) => ({ path: { id: (previous.okta_list_roles as IamRole[])[1]!.id } }),
    okta_list_policies: { query: { page_size: 2 } },
    okta_get_policy: (previous) => ({ path: { id: (previous.okta_list_policies as IamPolicy[])[0]!.id } }),
    okta_get_current_user: {},
  },
});
