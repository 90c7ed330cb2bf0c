import type { CrmAccount, CrmContact, CrmCustomFieldDefinition, CrmList } from '@openunified/connector-sdk';
import { describeConnector } from '@openunified/connector-sdk/testing';
import { startHubspotEmulator } from './emulator/index.js';
import { manifest } from './index.js';

describeConnector(manifest, {
  startEmulator: () => startHubspotEmulator({ seed: 7, contactCount: 45, companyCount: 22, listCount: 9 }),
  inputs: {
    hubspot_list_contacts: { query: { page_size: 10 } },
    hubspot_get_contact: (previous) => ({ path: { id: (previous.hubspot_list_contacts as CrmContact[])[4]!.id } }),
    hubspot_list_accounts: { query: { page_size: 7 } },
    hubspot_get_account: (previous) => ({ path: { id: (previous.hubspot_list_accounts as CrmAccount[])[2]!.remote_id } }),
    hubspot_create_contact: (previous) => ({
      body: {
        first_name: 'Contract',
        last_name: 'Kit',
        emails: ['contract.kit@example.com'],
        account_ids: [(previous.hubspot_list_accounts as CrmAccount[])[0]!.id],
        unified_custom_fields: { nps_score: 9, interests: ['webinars', 'events'] },
      },
    }),
    hubspot_update_contact: (previous) => ({
      path: { id: (previous.hubspot_create_contact as { id: string }).id },
      body: { job_title: 'Tester', lifecycle_stage: { value: 'customer' } },
    }),
    hubspot_list_lists: { query: { page_size: 4 } },
    hubspot_get_list: (previous) => ({ path: { id: (previous.hubspot_list_lists as CrmList[])[1]!.id } }),
    hubspot_list_contact_custom_field_definitions: { query: { page_size: 3 } },
    hubspot_get_contact_custom_field_definition: (previous) => ({
      path: { id: (previous.hubspot_list_contact_custom_field_definitions as CrmCustomFieldDefinition[])[1]!.id },
    }),
    hubspot_list_properties: { path: { object_type: 'contacts' } },
    hubspot_get_account_details: {},
  },
});
