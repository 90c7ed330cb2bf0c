import { accountingCalls } from './accounting-calls.js';
import { atsCalls } from './ats-calls.js';
import { crmCalls } from './crm-calls.js';
import { documentsCalls } from './documents-calls.js';
import { hrisCalls } from './hris-calls.js';
import { iamCalls } from './iam-calls.js';
import { lmsCalls } from './lms-calls.js';
import { marketingCalls } from './marketing-calls.js';
import { messagingCalls } from './messaging-calls.js';
import type { MethodCall } from './method-call.js';
import { platformCalls } from './platform-calls.js';
import { screeningCalls } from './screening-calls.js';
import { ticketingCalls } from './ticketing-calls.js';

/** The suite's call of each SDK method it can make, by the SDK's name of the method. */
export const methodCalls: Readonly<Record<string, MethodCall>> = {
  ...accountingCalls,
  ...platformCalls,
  ...atsCalls,
  ...crmCalls,
  ...documentsCalls,
  ...hrisCalls,
  ...iamCalls,
  ...lmsCalls,
  ...marketingCalls,
  ...messagingCalls,
  ...ticketingCalls,
  ...screeningCalls,
};
