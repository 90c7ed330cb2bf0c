import { encodeCompositeId, type LmsCourse, unmappedFields } from '@openunified/connector-sdk';
import type { TalentlmsCourseWithUnits } from '../provider-schemas.js';
import { contentRemoteId } from './content.js';
import { decodeHtmlEntities } from './html-entities.js';
import { parseTalentlmsDate, type TalentlmsDateFormat } from './talentlms-dates.js';

const fieldsWithUnifiedHome = new Set([
  'id',
  'name',
  'code',
  'description',
  'status',
  'creation_date',
  'last_update_on',
  'creator_id',
  'avatar',
  'big_avatar',
  'shared_url',
  'category_id',
  'units',
  'users',
  'price',
]);

/**
 * TalentLMS course -> docs/unified/lms.md Course.
 *
 * - `external_reference`: the course code TalentLMS lets administrators set (`code`).
 * - `active`: `status` is `active`.
 * - `url`: the public link of a shared course (`shared_url`), else null: API v1 gives no course page address.
 * - `cover_url`: the large course image.
 * - `categories`: the one category of the course, by id only (`name` comes from the categories routes).
 * - `authors`: the user who created the course, by id.
 * - `content_ids`: the units, in course order, when the course record was read (get); the list sends none.
 * - `duration`, `languages`, `skills`: null, as TalentLMS API v1 has none of them.
 */
export function mapCourse(course: TalentlmsCourseWithUnits, dateFormat: TalentlmsDateFormat): LmsCourse {
  const contentIds = course.units?.map((unit) => contentRemoteId(course.id, unit.id));
  return {
    id: encodeCompositeId(course.id),
    remote_id: course.id,
    unified_custom_fields: {
      ...unmappedFields(course, fieldsWithUnifiedHome),
      price: typeof course.price === 'string' ? decodeHtmlEntities(course.price) : null,
      category_id: course.category_id,
      creator_id: course.creator_id,
    },
    external_reference: course.code || null,
    title: course.name ?? null,
    description: course.description || null,
    url: course.shared_url || null,
    content_ids: contentIds ? contentIds.map((id) => encodeCompositeId(id)) : null,
    remote_content_ids: contentIds ?? null,
    categories: course.category_id ? [{ id: encodeCompositeId(course.category_id), remote_id: course.category_id }] : [],
    skills: null,
    authors: course.creator_id ? [{ id: encodeCompositeId(course.creator_id), name: null }] : null,
    languages: null,
    provider: 'TalentLMS',
    duration: null,
    cover_url: course.big_avatar || course.avatar || null,
    active: course.status === undefined || course.status === null ? null : course.status === 'active',
    created_at: parseTalentlmsDate(course.creation_date, dateFormat),
    updated_at: parseTalentlmsDate(course.last_update_on, dateFormat),
  };
}
