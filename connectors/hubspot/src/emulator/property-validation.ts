import type { ErrorDetail } from './hubspot-errors.js';
import type { EmulatedProperty } from './property-definitions.js';

/**
 * HubSpot's checks of a create or update (`properties` of the body), each failure one detail
 * of the 400 it answers: the property must exist and be writable, and its value fit its type.
 */

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function problem(name: string, code: string, message: string): ErrorDetail {
  return { message, code, context: { propertyName: [name] } };
}

function valueProblem(definition: EmulatedProperty, value: string): ErrorDetail | undefined {
  if (value === '') return undefined;
  const { name } = definition;
  if (name === 'email' && !emailPattern.test(value)) return problem(name, 'INVALID_EMAIL', `Email address ${value} is invalid`);
  switch (definition.type) {
    case 'number':
      return Number.isFinite(Number(value)) ? undefined : problem(name, 'INVALID_INTEGER', `${value} is not a valid number for ${name}`);
    case 'bool':
      return value === 'true' || value === 'false'
        ? undefined
        : problem(name, 'INVALID_BOOLEAN', `${value} is not a valid boolean for ${name}; use true or false`);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) || /^\d+$/.test(value) ? undefined : problem(name, 'INVALID_DATE', `${value} is not a valid date for ${name}`);
    case 'datetime':
      return !Number.isNaN(Date.parse(value)) || /^\d+$/.test(value)
        ? undefined
        : problem(name, 'INVALID_DATETIME', `${value} is not a valid date-time for ${name}`);
    case 'enumeration': {
      const options = definition.options ?? [];
      // Owners and other externally filled enumerations have no options to check against.
      if (options.length === 0) return undefined;
      const chosen = definition.fieldType === 'checkbox' ? value.split(';') : [value];
      const unknown = chosen.filter((option) => !options.some((candidate) => candidate.value === option));
      return unknown.length === 0
        ? undefined
        : problem(name, 'INVALID_OPTION', `${unknown.join(', ')} was not one of the allowed options: ${options.map((option) => option.value).join(', ')}`);
    }
    default:
      return undefined;
  }
}

/** The problems of `properties`; also returns them as HubSpot's string values. */
export function validateProperties(
  properties: unknown,
  definitions: ReadonlyMap<string, EmulatedProperty>,
): { values: Record<string, string>; problems: ErrorDetail[] } {
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
    return { values: {}, problems: [{ message: 'properties must be an object of property names and values', code: 'INVALID_INPUT', in: 'properties' }] };
  }
  const values: Record<string, string> = {};
  const problems: ErrorDetail[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    const definition = definitions.get(name);
    if (!definition) {
      problems.push(problem(name, 'PROPERTY_DOESNT_EXIST', `Property "${name}" does not exist`));
      continue;
    }
    if (definition.modificationMetadata.readOnlyValue) {
      problems.push(problem(name, 'READ_ONLY_VALUE', `Property "${name}" is a read only property; its value cannot be set.`));
      continue;
    }
    if (raw !== null && typeof raw === 'object') {
      problems.push(problem(name, 'INVALID_INPUT', `Property "${name}" must be a string, number or boolean`));
      continue;
    }
    const value = raw === null ? '' : String(raw);
    const found = valueProblem(definition, value);
    if (found) problems.push(found);
    else values[name] = value;
  }
  return { values, problems };
}
