import { z } from 'zod';
import { writableEnumValueSchema, writableOpenEnumValueSchema } from '../enum-value.js';
import { atsApplicationStatusValues } from './ats.js';

/**
 * Assessments and background checks (docs/unified/ats.md#assessments-and-background-checks): the
 * packages a testing or screening partner offers, the orders an ATS places with it and the
 * results it sends back. These are the partner side of an ATS integration: the ATS calls the
 * partner, which answers through these routes.
 */

function optional<Schema extends z.ZodType>(schema: Schema) {
  return schema.nullable().optional();
}
const writablePassthrough = optional(z.record(z.string(), z.unknown())).describe('Merged into the provider request body as is');

/** A test within a background check package. */
const packageTestSchema = z.object({
  id: z.string().nullable(),
  remote_id: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
});

/** A package of assessments a candidate can be sent. */
export const atsAssessmentPackageSchema = z.object({
  id: z.string().describe('Unified id'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  description: z.string().nullable(),
});
export type AtsAssessmentPackage = z.infer<typeof atsAssessmentPackageSchema>;

/** A package of background checks a candidate can be screened with. */
export const atsBackgroundCheckPackageSchema = atsAssessmentPackageSchema.extend({
  tests: z.array(packageTestSchema).nullable(),
});
export type AtsBackgroundCheckPackage = z.infer<typeof atsBackgroundCheckPackageSchema>;

const writablePackageTest = z.object({ name: optional(z.string()), description: optional(z.string()) });

/** docs/unified/ats.md: the body of `POST /unified/ats/background_checks/packages`. */
export const atsBackgroundCheckPackageCreateSchema = z.object({
  name: optional(z.string()),
  description: optional(z.string()),
  tests: optional(z.array(writablePackageTest)),
  passthrough: writablePassthrough,
});
export type AtsBackgroundCheckPackageCreate = z.infer<typeof atsBackgroundCheckPackageCreateSchema>;

/** docs/unified/ats.md: the body of `PATCH /unified/ats/background_checks/packages/{id}`. */
export const atsBackgroundCheckPackageUpdateSchema = atsBackgroundCheckPackageCreateSchema;
export type AtsBackgroundCheckPackageUpdate = AtsBackgroundCheckPackageCreate;

const orderApplication = z.object({
  id: optional(z.string()),
  remote_id: optional(z.string()),
  application_status: optional(writableEnumValueSchema(atsApplicationStatusValues)),
  passthrough: writablePassthrough,
});
const orderCandidate = z.object({
  id: optional(z.string()),
  remote_id: optional(z.string()),
  first_name: optional(z.string()),
  last_name: optional(z.string()),
  emails: optional(z.array(z.object({ type: optional(z.string()), value: optional(z.string()) }))),
  profile_url: optional(z.string()),
  passthrough: writablePassthrough,
});
const orderPerson = z.object({
  user_id: optional(z.string()),
  remote_user_id: optional(z.string()),
  first_name: optional(z.string()),
  last_name: optional(z.string()),
  email: optional(z.string()),
  role: optional(z.string()),
});
const orderJob = z.object({
  id: optional(z.string()),
  remote_id: optional(z.string()),
  title: optional(z.string()),
  hiring_team: optional(z.array(orderPerson)),
  passthrough: writablePassthrough,
});
const orderPackage = z.object({
  id: optional(z.string()),
  remote_id: optional(z.string()),
  name: optional(z.string()),
  description: optional(z.string()),
  tests: optional(
    z.array(z.object({ id: optional(z.string()), remote_id: optional(z.string()), name: optional(z.string()), description: optional(z.string()) })),
  ),
});

/** docs/unified/ats.md: the body of `POST /unified/ats/assessments/orders` and `.../background_checks/orders`. */
export const atsPartnerOrderCreateSchema = z.object({
  id: optional(z.string()),
  remote_id: optional(z.string()),
  application: optional(orderApplication),
  candidate: optional(orderCandidate),
  job: optional(orderJob),
  package: optional(orderPackage),
  requester: optional(orderPerson),
  results_update_url: optional(z.string()).describe('Where the partner sends the results'),
  passthrough: writablePassthrough,
});
export type AtsPartnerOrderCreate = z.infer<typeof atsPartnerOrderCreateSchema>;

/** How an assessment or a background check ended, or where it stands. */
export const atsPartnerResultValues = ['cancelled', 'completed', 'expired', 'failed', 'passed', 'initiated', 'in_progress'] as const;

/** docs/unified/ats.md: the body of `PATCH /unified/ats/assessments/orders/{id}/result` and `.../background_checks/orders/{id}/result`. */
export const atsPartnerResultUpdateSchema = z.object({
  candidate: optional(z.object({ id: optional(z.string()), profile_url: optional(z.string()) })),
  result: optional(writableEnumValueSchema(atsPartnerResultValues)),
  result_url: optional(z.string()),
  score: optional(z.object({ label: optional(z.string()), value: optional(z.string()), min: optional(z.string()), max: optional(z.string()) })),
  summary: optional(z.string()),
  start_date: optional(z.string()),
  submission_date: optional(z.string()),
  attachments: optional(z.array(z.object({ url: optional(z.string()), content_type: optional(writableOpenEnumValueSchema) }))),
  passthrough: writablePassthrough,
});
export type AtsPartnerResultUpdate = z.infer<typeof atsPartnerResultUpdateSchema>;
