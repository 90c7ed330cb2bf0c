import type { StoreMigration } from './store-migration.js';

/**
 * docs/concepts/connect-flow.md: each project may brand the connect page its customers see
 * (name, logo, accent colour, support link). Null columns keep the default look.
 */
export const connectPageBranding: StoreMigration = {
  async up(db) {
    for (const column of ['branding_display_name', 'branding_logo_url', 'branding_accent_color', 'branding_support_url']) {
      await db.schema.alterTable('projects').addColumn(column, 'text').execute();
    }
  },
};
