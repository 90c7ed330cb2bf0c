import { defineAction, NotFoundError, subResourceGetInputSchema, subResourceListInputSchema, z } from '@openunified/connector-sdk';
import { greenhouseId } from '../greenhouse-ids.js';
import { mapOffer } from '../mappers/offer.js';
import { mapScheduledInterview } from '../mappers/scheduled-interview.js';
import { mapScorecard } from '../mappers/scorecard.js';
import { fetchLinkPage } from '../paging/link-pages.js';
import { greenhouseScorecardSchema } from '../provider-activity-schemas.js';
import { greenhouseOfferSchema, greenhouseScheduledInterviewSchema, parseProviderBody } from '../provider-schemas.js';

/**
 * The offers, scorecards and scheduled interviews of one application, as its sub-resources:
 * lists over Harvest's `GET /applications/{id}/<records>` (one call per page, following the
 * `Link` header), gets over `GET /<records>/{id}` checked to belong to the application.
 */

interface ApplicationRecords<ProviderRecord extends { application_id: string | null; updated_at: string | null }, Output> {
  /** The unified resource, e.g. `application_offers`, and Harvest's path segment, e.g. `offers`. */
  resource: string;
  segment: string;
  /** Singular and plural nouns for labels and messages. */
  noun: { one: string; many: string };
  record: z.ZodType<ProviderRecord>;
  map(record: ProviderRecord): Output;
  /** Whether Harvest applies `updated_after` to this list; if not, it is applied to each page here. */
  providerFiltersUpdatedAfter: boolean;
}

const noFilters = z.strictObject({});

function applicationRecordActions<ProviderRecord extends { application_id: string | null; updated_at: string | null }, Output>(
  options: ApplicationRecords<ProviderRecord, Output>,
) {
  const idNoun = options.noun.one.replaceAll(' ', '_');
  const listAction = defineAction({
    id: `greenhouse_list_application_${options.segment}`,
    label: `List application ${options.noun.many}`,
    description:
      `Lists the ${options.noun.many} of one Greenhouse application as unified ATS ${options.noun.many} ` +
      `(GET /applications/{id}/${options.segment}, one call per page). updated_after is ` +
      (options.providerFiltersUpdatedAfter ? 'applied by Greenhouse.' : 'applied to each page, as Greenhouse cannot filter this list.'),
    tags: ['ats', 'applications', options.segment],
    schema_type: 'unified',
    unified: `ats.${options.resource}.list`,
    required_scopes: [],
    kind: 'list',
    input: subResourceListInputSchema(noFilters),
    async run({ input, http }) {
      const { updated_after: updatedAfter, page_size: pageSize, cursor } = input.query;
      const path = `/applications/${greenhouseId(input.path.id, 'application')}/${options.segment}`;
      const query = options.providerFiltersUpdatedAfter ? { updated_after: updatedAfter } : {};
      // A cursor only ever walks the list of the application in the path.
      const page = await fetchLinkPage(http, { path, query }, { pageSize, cursor, ownPath: (cursorPath) => cursorPath === path });
      const since = options.providerFiltersUpdatedAfter || updatedAfter === undefined ? undefined : Date.parse(updatedAfter);
      const records = parseProviderBody(z.array(options.record), page.body, `${options.noun.many} of an application`).filter(
        (record) => since === undefined || (record.updated_at !== null && Date.parse(record.updated_at) >= since),
      );
      return { data: records.map(options.map), next: page.next };
    },
  });
  const getAction = defineAction({
    id: `greenhouse_get_application_${idNoun}`,
    label: `Get application ${options.noun.one}`,
    description: `Gets one ${options.noun.one} of a Greenhouse application as a unified ATS ${options.noun.one} (GET /${options.segment}/{id}).`,
    tags: ['ats', 'applications', options.segment],
    schema_type: 'unified',
    unified: `ats.${options.resource}.get`,
    required_scopes: [],
    kind: 'get',
    input: subResourceGetInputSchema(),
    async run({ input, http }) {
      const applicationId = greenhouseId(input.path.id, 'application');
      const response = await http.get(`/${options.segment}/${greenhouseId(input.path.subResourceId, options.noun.one)}`);
      const record = parseProviderBody(options.record, response.body, options.noun.one);
      if (record.application_id !== applicationId) {
        throw new NotFoundError(`${options.noun.one} ${input.path.subResourceId} is not one of application ${input.path.id}`);
      }
      return { data: options.map(record) };
    },
  });
  return [listAction, getAction] as const;
}

export const [listApplicationOffersAction, getApplicationOfferAction] = applicationRecordActions({
  resource: 'application_offers',
  segment: 'offers',
  noun: { one: 'offer', many: 'offers' },
  record: greenhouseOfferSchema,
  map: mapOffer,
  providerFiltersUpdatedAfter: false,
});

export const [listApplicationScorecardsAction, getApplicationScorecardAction] = applicationRecordActions({
  resource: 'application_scorecards',
  segment: 'scorecards',
  noun: { one: 'scorecard', many: 'scorecards' },
  record: greenhouseScorecardSchema,
  map: mapScorecard,
  providerFiltersUpdatedAfter: false,
});

export const [listApplicationScheduledInterviewsAction, getApplicationScheduledInterviewAction] = applicationRecordActions({
  resource: 'application_scheduled_interviews',
  segment: 'scheduled_interviews',
  noun: { one: 'scheduled interview', many: 'scheduled interviews' },
  record: greenhouseScheduledInterviewSchema,
  map: mapScheduledInterview,
  providerFiltersUpdatedAfter: true,
});
