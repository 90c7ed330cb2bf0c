import { BadRequestError, encodeCompositeId, type LmsContent, mapEnumValue, unmappedFields } from '@openunified/connector-sdk';
import type { TalentlmsCourseWithUnits, TalentlmsUnit } from '../provider-schemas.js';
import { parseTalentlmsDate, type TalentlmsDateFormat } from './talentlms-dates.js';

/**
 * TalentLMS has no endpoint for one unit: a unit is read from its course's record. So a piece of
 * content's id names the course too: `{course id}-{unit id}`.
 */
export function contentRemoteId(courseId: string, unitId: string): string {
  return `${courseId}-${unitId}`;
}

export function parseContentRemoteId(remoteId: string): { courseId: string; unitId: string } {
  const match = /^(\d+)-(\d+)$/.exec(remoteId);
  if (!match) throw new BadRequestError(`"${remoteId}" is not a TalentLMS content id: content ids are "{course id}-{unit id}"`);
  return { courseId: match[1]!, unitId: match[2]! };
}

/** TalentLMS unit types with a unified content type; the rest (sections, surveys, SCORM, ...) are `unmapped_value`. */
const contentTypes = {
  video: 'video',
  audio: 'audio',
  document: 'document',
  presentation: 'document',
  'presentation | document': 'document',
  test: 'quiz',
  content: 'article',
  'web content': 'article',
} as const;

const fieldsWithUnifiedHome = new Set(['id', 'type', 'name', 'url']);

/**
 * TalentLMS course unit -> docs/unified/lms.md Content. `order` is the unit's place in the course
 * (from 1); `active` and `updated_at` are the course's, as units carry neither.
 */
export function mapContent(course: TalentlmsCourseWithUnits, unit: TalentlmsUnit, order: number, dateFormat: TalentlmsDateFormat): LmsContent {
  const remoteId = contentRemoteId(course.id, unit.id);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    unified_custom_fields: { ...unmappedFields(unit, fieldsWithUnifiedHome), unit_id: unit.id, unit_type: unit.type ?? null },
    external_reference: null,
    course_ids: [encodeCompositeId(course.id)],
    remote_course_ids: [course.id],
    title: unit.name ?? null,
    description: null,
    short_description: null,
    content_url: unit.url || null,
    mobile_launch_content_url: null,
    content_type: unit.type ? mapEnumValue(unit.type, contentTypes) : null,
    order,
    tags: null,
    localizations: null,
    categories: course.category_id ? [{ id: encodeCompositeId(course.category_id), remote_id: course.category_id }] : [],
    skills: null,
    authors: null,
    languages: null,
    provider: 'TalentLMS',
    duration: null,
    cover_url: null,
    active: course.status === undefined || course.status === null ? null : course.status === 'active',
    created_at: null,
    updated_at: parseTalentlmsDate(course.last_update_on, dateFormat),
  };
}
