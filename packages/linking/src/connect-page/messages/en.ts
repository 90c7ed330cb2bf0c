/**
 * The connect page's words in English, the reference catalogue: every other language must have
 * each key with the same shape (`MessageCatalogue`), so a missing translation fails typecheck.
 * Written for the person at the page.
 */
export const en = {
  footer: 'Credentials are encrypted at rest and never shown again.',
  contactSupport: (name: string) => `Need help? Contact ${name}`,
  supportFallbackName: 'support',

  choosePageTitle: 'Connect an account',
  chooseLead: (ownerName: string) => `Choose the service to connect for ${ownerName}.`,
  searchProviders: 'Search providers',
  noProviderMatches: 'No provider matches your search.',
  nothingPageTitle: 'Nothing to connect',
  nothingTitle: 'Nothing to connect yet',
  nothingLead: 'No service can be connected through this link right now. Please contact the application that sent it to you.',
  defaultProviderDescription: (name: string) => `Connect your ${name} account.`,

  allServices: 'All services',
  connectProvider: (name: string) => `Connect ${name}`,
  renewing: 'You are renewing the credentials of an existing connection.',
  couldNotConnect: (name: string) => `Could not connect ${name}.`,
  or: 'or',
  continueWith: (name: string) => `Continue with ${name}`,
  oauthHelp: (name: string) => `You will sign in at ${name} and come back here.`,
  redirecting: 'Redirecting…',
  verifying: 'Verifying…',
  connect: 'Connect',
  optional: '(optional)',
  show: 'Show',
  hide: 'Hide',
  whereToFind: 'Where do I find these?',

  connected: (name: string) => `${name} is connected`,
  connectionUpdated: (name: string) => `${name} connection updated`,
  allSet: 'All set.',
  allSetClose: 'All set. You can close this window now.',
  notConnected: (name: string) => `${name} was not connected`,
  youDeclined: (name: string) => `You chose not to give access to ${name}, so nothing was connected.`,
  errorCode: 'Error code:',
  tryAgain: 'Try again',
  backToApplication: 'Back to the application',

  invalidLinkTitle: 'This link is not valid',
  invalidLinkMessage: 'Check that you copied the whole link, or ask the application that sent it for a new one.',
  expiredLinkTitle: 'This link has expired',
  expiredLinkMessage: 'Ask the application that sent it for a new link.',
  usedLinkTitle: 'This link was already used',
  usedLinkMessage: 'It has connected an account. To connect again, ask the application that sent it for a new link.',
  tooManyAttemptsTitle: 'Too many attempts',
  notRightTitle: 'Something is not right',
  incompleteLinkTitle: 'This link is incomplete',
  incompleteLinkMessage: 'Open the link exactly as you received it.',
  failedTitle: 'Something went wrong',
  failedMessage: 'Please try again in a moment.',
};

type Catalogue<Reference> = {
  readonly [Key in keyof Reference]: Reference[Key] extends (...parameters: infer P) => string ? (...parameters: P) => string : string;
};

/** What a language must provide: every key of the English catalogue, texts as texts and templates as functions of the same arguments. */
export type MessageCatalogue = Catalogue<typeof en>;
