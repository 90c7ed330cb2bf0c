/**
 * Event types and the patterns endpoints subscribe with (docs/concepts/webhooks.md):
 * `account.created`, `hris_employees.updated`, `sync_run.failed`; `*` stands for any run of
 * characters, so `hris_*` takes every hris record event, `*.deleted` every deletion, `*` all.
 */

const PATTERN = /^[a-z0-9_*]+(\.[a-z0-9_*]+)?$/;
const EVENT_TYPE = /^[a-z0-9_]+\.[a-z0-9_]+$/;

export function isEventTypePattern(value: string): boolean {
  return value.length <= 200 && PATTERN.test(value);
}

export function isEventType(value: string): boolean {
  return value.length <= 200 && EVENT_TYPE.test(value);
}

const compiled = new Map<string, RegExp>();

function patternExpression(pattern: string): RegExp {
  let expression = compiled.get(pattern);
  if (!expression) {
    expression = new RegExp(`^${pattern.replaceAll('.', '\\.').replaceAll('*', '.*')}$`);
    compiled.set(pattern, expression);
  }
  return expression;
}

/** Whether any of an endpoint's patterns takes the event type. */
export function subscribes(patterns: readonly string[], eventType: string): boolean {
  return patterns.some((pattern) => patternExpression(pattern).test(eventType));
}
