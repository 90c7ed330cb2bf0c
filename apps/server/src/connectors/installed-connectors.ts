import bamboohr from '@openunified/connector-bamboohr';
import box from '@openunified/connector-box';
import calcom from '@openunified/connector-calcom';
import checkr from '@openunified/connector-checkr';
import googledrive from '@openunified/connector-googledrive';
import greenhouse from '@openunified/connector-greenhouse';
import hubspot from '@openunified/connector-hubspot';
import iterable from '@openunified/connector-iterable';
import jira from '@openunified/connector-jira';
import okta from '@openunified/connector-okta';
import type { ConnectorManifest } from '@openunified/connector-sdk';
import slack from '@openunified/connector-slack';
import talentlms from '@openunified/connector-talentlms';
import xero from '@openunified/connector-xero';

/** The connectors this server ships with: installing one is one more line here. */
export const installedConnectors: readonly ConnectorManifest[] = [
  bamboohr,
  box,
  calcom,
  checkr,
  googledrive,
  greenhouse,
  hubspot,
  iterable,
  jira,
  okta,
  slack,
  talentlms,
  xero,
];
