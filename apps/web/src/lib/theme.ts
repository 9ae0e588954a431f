export type Theme = 'light' | 'dark';

const KEY = 'theme';

export function preferredTheme(): Theme {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // storage disabled
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, persist = false): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  if (!persist) return;
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // storage disabled: the choice lasts for this visit only
  }
}
