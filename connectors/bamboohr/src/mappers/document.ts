import {
  encodeCompositeId,
  type HrisDocument,
  type HrisDocumentCategory,
  type hrisDocumentCategoryValues,
  toIsoDateTime,
  UNMAPPED_VALUE,
} from '@openunified/connector-sdk';
import type { BambooHrEmployeeFile, BambooHrFileCategory } from '../provider-types.js';

type DocumentCategory = (typeof hrisDocumentCategoryValues)[number];

/**
 * BambooHR file categories are named per account; common names map to the unified categories
 * (the first keyword found in the name wins).
 */
const categoryKeywords: Array<[RegExp, DocumentCategory]> = [
  [/offer/i, 'offer_letter'],
  [/resume|cv\b/i, 'resume'],
  [/cover letter/i, 'cover_letter'],
  [/application/i, 'application'],
  [/payroll|w-?4|tax/i, 'payroll'],
  [/payslip|pay stub/i, 'payslip'],
  [/contract/i, 'contract'],
  [/signed/i, 'signed'],
  [/polic/i, 'policy'],
  [/certif|training/i, 'certificates'],
  [/passport/i, 'passport'],
  [/visa|immigration/i, 'visa'],
  [/benefit/i, 'benefit'],
  [/background/i, 'background_check'],
  [/review|appraisal|performance/i, 'appraisal'],
];

export function toDocumentCategoryValue(name: string | null | undefined): { value: DocumentCategory | typeof UNMAPPED_VALUE; source_value: string } | null {
  if (!name) return null;
  const match = categoryKeywords.find(([pattern]) => pattern.test(name));
  return { value: match ? match[1] : UNMAPPED_VALUE, source_value: name };
}

/** BambooHR writes `YYYY-MM-DD HH:MM:SS` (UTC) or `YYYY-MM-DDTHH:MM:SS+0000`. */
function createdAtOf(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  return toIsoDateTime(
    text
      .replace(' ', 'T')
      .replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
      .replace(/T(\d{2}:\d{2}:\d{2})$/, 'T$1Z'),
  );
}

function extensionOf(fileName: string | null | undefined): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

const flag = (value: string | null | undefined) => (value === 'yes' ? true : value === 'no' ? false : null);

export interface DocumentContext {
  employeeId: string;
  category: BambooHrFileCategory;
  /** The API root the connector talks to, for `remote_url`. */
  apiBaseUrl: string;
}

export function toDocument(file: BambooHrEmployeeFile, context: DocumentContext): HrisDocument {
  const remoteId = String(file.id);
  const categoryId = String(context.category.id);
  const extension = extensionOf(file.originalFileName ?? file.name);
  const categoryValue = toDocumentCategoryValue(context.category.name);
  const size = file.size === null || file.size === undefined ? null : Number(file.size);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    name: file.name?.trim() || file.originalFileName?.trim() || null,
    category: categoryValue,
    category_id: encodeCompositeId(categoryId),
    // BambooHR files have a category only; it tells the type as well.
    type: categoryValue,
    file_format: extension === null ? null : { value: extension, source_value: file.originalFileName ?? extension },
    remote_url: `${context.apiBaseUrl}/employees/${encodeURIComponent(context.employeeId)}/files/${encodeURIComponent(remoteId)}`,
    unified_custom_fields: {
      original_file_name: file.originalFileName ?? null,
      size: Number.isFinite(size) ? size : null,
      created_by: file.createdBy ?? null,
      share_with_employee: flag(file.shareWithEmployee),
      category_name: context.category.name,
    },
    created_at: createdAtOf(file.dateCreated),
    updated_at: null,
  };
}

export function toDocumentCategory(category: BambooHrFileCategory): HrisDocumentCategory {
  const remoteId = String(category.id);
  return { id: encodeCompositeId(remoteId), remote_id: remoteId, name: category.name, active: true };
}
