import { describe, expect, it } from 'vitest';
import { jiraErrorMessage, jiraRetryAfterSeconds } from './provider-responses.js';

describe('jiraErrorMessage', () => {
  it('joins the error messages and the field errors of a Jira error body', () => {
    const body = {
      errorMessages: ['Issue does not exist'],
      errors: { issuetype: 'Specify an issue type', summary: 'You must specify a summary of the issue.' },
    };
    expect(jiraErrorMessage(body)).toBe('Issue does not exist; issuetype: Specify an issue type; summary: You must specify a summary of the issue.');
  });

  it('leaves bodies of other shapes to the common readers', () => {
    expect(jiraErrorMessage({ errorMessages: [], errors: {} })).toBeUndefined();
    expect(jiraErrorMessage({ code: 401, message: 'Unauthorized' })).toBeUndefined();
    expect(jiraErrorMessage('Bad gateway')).toBeUndefined();
    expect(jiraErrorMessage(null)).toBeUndefined();
  });
});

describe('jiraRetryAfterSeconds', () => {
  const now = Date.parse('2024-05-01T10:14:20Z');

  it('waits until X-RateLimit-Reset', () => {
    expect(jiraRetryAfterSeconds({ 'X-RateLimit-Reset': '2024-05-01T10:15Z' }, now)).toBe(40);
  });

  it('waits at least a second, and gives up on a missing or unreadable header', () => {
    expect(jiraRetryAfterSeconds({ 'x-ratelimit-reset': '2024-05-01T10:14Z' }, now)).toBe(1);
    expect(jiraRetryAfterSeconds({ 'x-ratelimit-reset': 'soon' }, now)).toBeUndefined();
    expect(jiraRetryAfterSeconds({}, now)).toBeUndefined();
  });
});
