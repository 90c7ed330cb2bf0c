import type { ConnectPageBranding } from '@openunified/store';
import { z } from 'zod';
import { allowedOriginsSchema } from '../return/app-origins.js';

/** docs/concepts/connect-flow.md#branding: the wire form of a project's connect page branding. */

const webAddress = (what: string, protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      error: `must be an absolute ${protocols.map((protocol) => protocol.replace(':', '')).join(' or ')} URL (${what})`,
    });

const displayName = z.string().trim().min(1).max(80).describe('Shown as the page title and header instead of "OpenUnified Connect"');
const logoUrl = webAddress('the logo image', ['https:', 'http:']).describe('An image (SVG, PNG, ...) shown in the header, about 28 px high');
const accentColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a hex colour like #0a7d4f' })
  .transform((value) => value.toLowerCase())
  .describe('Buttons, links and focus rings, `#rrggbb`');
const supportUrl = webAddress('a help page or mailto: address', ['https:', 'http:', 'mailto:']).describe(
  'Where the page sends a customer who needs help: a web page or `mailto:` address',
);

const allowedOriginsDescription =
  'Origins of your application (`https://app.example.com`; http only for localhost): where a connect session may send the customer back (`redirect_url`), and the pages that may embed the connect page in a frame. Empty or null: none';
const themeValues = ['light', 'dark', 'system'] as const;
const themeDescription = "The page's colours: light, dark, or `system` to follow the customer's device (default)";

export const brandingSchema = z
  .object({
    display_name: z.string().nullable(),
    logo_url: z.string().nullable(),
    accent_color: z.string().nullable(),
    support_url: z.string().nullable(),
    allowed_origins: z.array(z.string()).describe('Origins of your application: redirect targets and pages that may frame the connect page'),
    theme: z.enum(themeValues),
  })
  .meta({ id: 'ConnectPageBranding', description: "How the project's hosted connect page presents itself to its customers; null keeps the default." });
export type BrandingWire = z.output<typeof brandingSchema>;

export const brandingPatchSchema = z
  .strictObject({
    display_name: displayName.nullable().optional(),
    logo_url: logoUrl.nullable().optional(),
    accent_color: accentColor.nullable().optional(),
    support_url: supportUrl.nullable().optional(),
    allowed_origins: allowedOriginsSchema.nullable().optional().describe(allowedOriginsDescription),
    theme: z.enum(themeValues).nullable().optional().describe(themeDescription),
  })
  .meta({ id: 'ConnectPageBrandingPatch', description: 'Members left out keep their value; null restores the default.' });
export type BrandingPatch = z.output<typeof brandingPatchSchema>;

export function toBrandingWire(branding: ConnectPageBranding): BrandingWire {
  return {
    display_name: branding.displayName,
    logo_url: branding.logoUrl,
    accent_color: branding.accentColor,
    support_url: branding.supportUrl,
    allowed_origins: branding.allowedOrigins,
    theme: branding.theme,
  };
}

export function fromBrandingPatch(patch: BrandingPatch): Partial<ConnectPageBranding> {
  return {
    ...(patch.display_name !== undefined && { displayName: patch.display_name }),
    ...(patch.logo_url !== undefined && { logoUrl: patch.logo_url }),
    ...(patch.accent_color !== undefined && { accentColor: patch.accent_color }),
    ...(patch.support_url !== undefined && { supportUrl: patch.support_url }),
    ...(patch.allowed_origins !== undefined && { allowedOrigins: patch.allowed_origins ?? [] }),
    ...(patch.theme !== undefined && { theme: patch.theme ?? 'system' }),
  };
}
