import { type AtsJobPosting, encodeCompositeId, mapEnumValue, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseJobPost, GreenhouseJobPostQuestion } from '../provider-reference-schemas.js';
import { unifiedId } from './shared-fields.js';

/** Harvest's job post question types (and the Job Board API's words for them) as unified question types. */
const questionTypes = {
  short_text: 'short_text',
  input_text: 'short_text',
  long_text: 'long_text',
  textarea: 'long_text',
  attachment: 'attachment',
  input_file: 'attachment',
  boolean: 'boolean',
  yes_no: 'boolean',
  single_select: 'single_select',
  multi_value_single_select: 'single_select',
  multi_select: 'multi_select',
  multi_value_multi_select: 'multi_select',
  date: 'date',
  number: 'number',
  url: 'url',
} as const;

/**
 * Greenhouse has no status word for a post, only flags: `active` false for a deleted post, `live`
 * for one on the boards, `first_published_at` once it has been. Those flags are the source value.
 */
function postStatus(post: GreenhouseJobPost): AtsJobPosting['status'] {
  if (post.active === null && post.live === null) return null;
  const value = post.active === false ? 'archived' : post.live ? 'live' : post.first_published_at !== null ? 'closed' : 'draft';
  return { value, source_value: { active: post.active, live: post.live } };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of the post's HTML, paragraphs and list items on lines of their own. */
export function plainText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/h[1-6]|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_match, name: string) => entities[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function question(entry: GreenhouseJobPostQuestion): NonNullable<NonNullable<AtsJobPosting['questionnaires']>[number]['questions']>[number] {
  return {
    // The question's `name` is the key its answer is posted under: the only id Harvest gives it.
    id: entry.name === null ? null : encodeCompositeId(entry.name),
    remote_id: entry.name,
    name: entry.name,
    text: entry.label,
    type: entry.type === null ? null : mapEnumValue(entry.type, questionTypes),
    required: entry.required,
    multiple_choice_answers:
      entry.values.length === 0 ? null : entry.values.map((choice) => ({ id: encodeCompositeId(choice.value), remote_id: choice.value, text: choice.label })),
    parent_question: null,
  };
}

export function mapJobPosting(post: GreenhouseJobPost): AtsJobPosting {
  const location = post.location;
  // A post placed at an office names the office (a unified location); a free-text place names its own record.
  const locationId = location?.office_id ?? location?.id ?? null;
  return {
    id: encodeCompositeId(post.id),
    remote_id: post.id,
    remote_job_posting_id: post.id,
    title: post.title,
    job_id: unifiedId(post.job_id),
    status: postStatus(post),
    internal: post.internal === null ? null : post.internal && post.external !== true ? 'true' : 'false',
    content: post.content === null ? null : { html: post.content, plain: plainText(post.content), sections: null },
    locations: locationId === null ? [] : [{ id: encodeCompositeId(locationId), remote_id: locationId, name: location?.name ?? null }],
    // Harvest gives pay ranges only inside the HTML of `full_content`, and no employment type or board URL.
    compensation: null,
    employment_type: null,
    employment_contract_type: null,
    external_url: null,
    external_apply_url: null,
    questionnaires:
      post.questions.length === 0
        ? []
        : [{ id: null, remote_id: null, name: 'Application questions', internal: 'false', questions: post.questions.map(question) }],
    start_date: toIsoDateTime(post.first_published_at),
    created_at: toIsoDateTime(post.created_at),
    updated_at: toIsoDateTime(post.updated_at),
    unified_custom_fields: {
      active: post.active,
      live: post.live,
      external: post.external,
      internal_content: post.internal_content,
    },
  };
}
