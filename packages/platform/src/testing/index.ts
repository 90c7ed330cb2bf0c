// inversify's decorators store metadata as the feature packages load: the polyfill comes first.
import 'reflect-metadata';

export { formPostingTo, formsOf, getPage, linkThroughOAuthConsent, type Page, type ParsedForm, submitForm, textOf } from './html-pages.js';
export { plainNotesConnector } from './plain-notes-connector.js';
export { type PlatformFeatureKey, startTestPlatform, type TestAccountInput, type TestPlatform, type TestPlatformOptions } from './start-test-platform.js';
export { basicAuthorization, sendTestRequest, type TestRequestOptions, type TestResponse } from './test-http.js';
export { testDatabaseUrl, testRedisUrl } from './test-services.js';
export { eventually, type ReceivedWebhook, WebhookReceiver } from './webhook-receiver.js';
