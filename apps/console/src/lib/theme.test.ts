import { expect, it } from 'vitest';
import { nextThemeChoice, readThemeChoice, storeThemeChoice } from './theme.js';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

it('follows the device until a scheme is picked, and remembers the pick', () => {
  const storage = memoryStorage();
  expect(readThemeChoice(storage)).toBe('system');
  storeThemeChoice(storage, 'dark');
  expect(readThemeChoice(storage)).toBe('dark');
  storeThemeChoice(storage, 'system');
  expect(readThemeChoice(storage)).toBe('system');
  expect(readThemeChoice(undefined)).toBe('system');
});

it('cycles system, light, dark', () => {
  expect(['system', 'light', 'dark'].map((choice) => nextThemeChoice(choice as 'system'))).toEqual(['light', 'dark', 'system']);
});
