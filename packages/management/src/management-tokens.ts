import { serviceRef } from '@openunified/feature-kit';
import type { ConsoleFiles } from './console-files.js';
import type { ManagementSessionAuthenticator } from './management-session-authenticator.js';

export const ManagementTokens = {
  SessionAuthenticator: serviceRef<ManagementSessionAuthenticator>('openunified.management.SessionAuthenticator'),
  ConsoleFiles: serviceRef<ConsoleFiles>('openunified.management.ConsoleFiles'),
} as const;
