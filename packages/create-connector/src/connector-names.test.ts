import { describe, expect, it } from 'vitest';
import { connectorNames, displayNameProblem, keyProblem, renderTemplate } from './connector-names.js';

describe('keyProblem', () => {
  it.each(['acme', 'acme2', 'a'])('accepts %j', (key) => {
    expect(keyProblem(key)).toBeUndefined();
  });

  it.each(['Acme', 'acme-hr', 'acme_hr', '2acme', '', 'acme hr', '../acme'])('refuses %j saying what a key is', (key) => {
    expect(keyProblem(key)).toBe(`"${key}" is not a connector key: use lowercase letters and digits, starting with a letter (e.g. "acme" or "acme2")`);
  });
});

describe('displayNameProblem', () => {
  it.each(['Acme', 'Acme HR', 'Müller & Söhne (EU)', 'X.com'])('accepts %j', (name) => {
    expect(displayNameProblem(name)).toBeUndefined();
  });

  it.each(["Acme's", 'Acme "HR"', 'Acme\nHR', 'a`b', ' Acme', 'x'.repeat(51)])('refuses %j, which would break the generated code', (name) => {
    expect(displayNameProblem(name)).toMatch(/is not a display name/);
  });
});

describe('renderTemplate', () => {
  it('replaces each placeholder with its spelling', () => {
    const names = connectorNames('acme', 'Acme Docs');
    expect(names).toEqual({ key: 'acme', pascalKey: 'Acme', displayName: 'Acme Docs', packageName: '@openunified/connector-acme' });
    expect(renderTemplate("start__Key__Emulator('__key___list_drives') // __Name__ __key__", names)).toBe(
      "startAcmeEmulator('acme_list_drives') // Acme Docs acme",
    );
  });

  it('names a connector after its key when no display name is given', () => {
    expect(connectorNames('acme2').displayName).toBe('Acme2');
  });
});
