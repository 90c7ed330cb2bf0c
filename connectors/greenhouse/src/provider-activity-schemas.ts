import { z } from '@openunified/connector-sdk';
import { greenhouseUserReferenceSchema } from './provider-schemas.js';

/**
 * The Harvest records of an application's activity: the notes of a candidate's activity feed
 * and scorecards. Loose objects, as in provider-schemas.ts: only what the mappers read is
 * declared, `null` and absent both read as null.
 */

const idSchema = z.union([z.number(), z.string()]).transform(String);
const nullableId = idSchema.nullish().transform((value) => value ?? null);
const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const list = <Item extends z.ZodType>(item: Item) =>
  z
    .array(item)
    .nullish()
    .transform((value) => value ?? []);

// The answers' schemas are built when an answer is first checked (z.lazy), not when the connector
// loads: every installed connector loads at each start, and their schemas were a quarter of the zod
// work of the server's start. Schemas other code extends stay plain.

/** A note of `GET /candidates/{id}/activity_feed`, and what `POST .../activity_feed/notes` answers. */
export const greenhouseNoteSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    created_at: nullableText,
    body: nullableText,
    user: greenhouseUserReferenceSchema.nullish().transform((value) => value ?? null),
    private: z
      .boolean()
      .nullish()
      .transform((value) => value ?? null),
    visibility: nullableText,
    // Harvest also sends the visibility under this misspelt legacy key; older records may have only it.
    visiblity: nullableText,
  }),
);
export type GreenhouseNote = z.output<typeof greenhouseNoteSchema>;

/** `GET /candidates/{id}/activity_feed`: every note, e-mail and activity of the candidate, unpaged. */
export const greenhouseActivityFeedSchema = z.lazy(() => z.looseObject({ notes: list(greenhouseNoteSchema) }));

export const greenhouseScorecardSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    created_at: nullableText,
    updated_at: nullableText,
    interview: nullableText,
    interview_step: z
      .looseObject({ id: idSchema, name: nullableText })
      .nullish()
      .transform((value) => value ?? null),
    candidate_id: nullableId,
    application_id: nullableId,
    interviewed_at: nullableText,
    submitted_at: nullableText,
    submitted_by: greenhouseUserReferenceSchema.nullish().transform((value) => value ?? null),
    interviewer: greenhouseUserReferenceSchema.nullish().transform((value) => value ?? null),
    overall_recommendation: nullableText,
    attributes: list(z.looseObject({ name: nullableText, type: nullableText, note: nullableText, rating: nullableText })),
    questions: list(z.looseObject({ id: nullableId, question: nullableText, answer: nullableText })),
  }),
);
export type GreenhouseScorecard = z.output<typeof greenhouseScorecardSchema>;
