import type { EmulatorRequest, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import { feedNote } from './emulated-activity.js';
import type { EmulatedOrganization } from './emulated-records.js';
import { createdAndUpdated, filterByTime, listPage, resourceNotFound } from './harvest-responses.js';

/**
 * Harvest's activity reads: a candidate's activity feed (whole, unpaged: its notes newest first,
 * no e-mails or activities emulated) and scorecards, paged like every list.
 */

const API = '/v1';

function byId<Item extends { id: number }>(items: readonly Item[], id: string | undefined): Item | undefined {
  return /^\d{1,15}$/.test(id ?? '') ? items.find((item) => item.id === Number(id)) : undefined;
}

function scorecardList(organization: EmulatedOrganization, request: EmulatorRequest, applicationId?: number) {
  const scorecards = organization.scorecards.filter((scorecard) => applicationId === undefined || scorecard.application_id === applicationId);
  return listPage(request, filterByTime(request, scorecards, createdAndUpdated()));
}

export function activityRoutes(organization: EmulatedOrganization): EmulatorRoute[] {
  return [
    {
      method: 'GET',
      pattern: `${API}/candidates/:id/activity_feed`,
      handle: (request) => {
        const candidate = byId(organization.candidates, request.params.id);
        if (!candidate) return resourceNotFound();
        const notes = organization.notes
          .filter((note) => note.candidate_id === candidate.id)
          .sort((left, right) => right.created_at.localeCompare(left.created_at) || right.id - left.id);
        return { body: { notes: notes.map(feedNote), emails: [], activities: [] } };
      },
    },
    { method: 'GET', pattern: `${API}/scorecards`, handle: (request) => scorecardList(organization, request) },
    {
      method: 'GET',
      pattern: `${API}/scorecards/:id`,
      handle: (request) => {
        const scorecard = byId(organization.scorecards, request.params.id);
        return scorecard ? { body: scorecard } : resourceNotFound();
      },
    },
    {
      method: 'GET',
      pattern: `${API}/applications/:id/scorecards`,
      handle: (request) => {
        const application = byId(organization.applications, request.params.id);
        return application ? scorecardList(organization, request, application.id) : resourceNotFound();
      },
    },
  ];
}
