/**
 * The theme before the first paint: index.html's inline script sets <html data-theme> from
 * the store's saved preference, else the system colour scheme, so theme.css needs the dark
 * palette only once (under [data-theme='dark']). The script reads what the store writes: the
 * preferences are saved here by the real store, then the script runs on them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshStore } from '../setup/stores';

const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
/** The classic (non-module) inline scripts of index.html's head. */
const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

function boot(systemDark: boolean | null): string | undefined {
  const html = document.documentElement;
  delete html.dataset.theme;
  vi.stubGlobal(
    'matchMedia',
    systemDark === null
      ? undefined
      : (q: string) => ({ matches: systemDark && q === '(prefers-color-scheme: dark)' }),
  );
  // an indirect eval runs the script as the page would: in global scope
  (0, eval)(inline[0]!);
  return html.dataset.theme;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('index.html sets the theme before the first paint', () => {
  it('has exactly one inline script, in the head, before any module script', () => {
    expect(inline).toHaveLength(1);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(inline[0]);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it.each([
    [false, 'light'],
    [true, 'dark'],
    [null, 'light'],
  ] as const)('with no saved choice follows the system (dark: %s) → %s', (dark, theme) => {
    expect(boot(dark)).toBe(theme);
  });

  it.each(['light', 'dark', 'contrast'] as const)(
    'a choice saved by the store (%s) wins over either system scheme',
    (theme) => {
      freshStore(localStorage).getState().setTheme(theme);
      expect(localStorage.length).toBeGreaterThan(0);
      expect(boot(false)).toBe(theme);
      expect(boot(true)).toBe(theme);
    },
  );

  it("the store's 'system' follows the system", () => {
    freshStore(localStorage).getState().setTheme('system');
    expect(boot(true)).toBe('dark');
    expect(boot(false)).toBe('light');
  });

  it('unreadable or unknown saved values fall back to the system', () => {
    for (const v of ['not json', '{}', '{"state":{"theme":"sepia"}}', 'null']) {
      localStorage.setItem('stale-pages:preferences', v);
      expect(boot(true), v).toBe('dark');
    }
  });
});
