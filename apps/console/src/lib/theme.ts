/** The console's colour scheme: the device's (`system`) unless the person picked one. */
export type ThemeChoice = 'system' | 'light' | 'dark';

const storageKey = 'openunified-console-theme';

export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  const stored = storage?.getItem(storageKey);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function storeThemeChoice(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, choice: ThemeChoice): void {
  if (choice === 'system') storage?.removeItem(storageKey);
  else storage?.setItem(storageKey, choice);
}

/** The next choice of the toggle: system → light → dark → system. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
}

/** Applies the choice: `data-theme` on <html> overrides prefers-color-scheme in the stylesheet. */
export function applyThemeChoice(root: HTMLElement, choice: ThemeChoice): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}
