import bamboohr from '@openunified/connector-bamboohr';
import box from '@openunified/connector-box';
import googledrive from '@openunified/connector-googledrive';
import greenhouse from '@openunified/connector-greenhouse';
import hubspot from '@openunified/connector-hubspot';
import iterable from '@openunified/connector-iterable';
import jira from '@openunified/connector-jira';
import okta from '@openunified/connector-okta';
import talentlms from '@openunified/connector-talentlms';
import type { ConnectorManifest } from '@openunified/connector-sdk';

/** The connectors this server ships with: installing one is one more line here. */
export const installedConnectors: readonly ConnectorManifest[] = [bamboohr, box, googledrive, greenhouse, hubspot, iterable, jira, okta, talentlms];
