/** The light theme's tokens, read from src/app/theme.css's first `:root` block (no CSS in jsdom). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const THEME_CSS = resolve(import.meta.dirname, '../../src/app/theme.css');

export function lightTokens(): (name: string) => string {
  const css = readFileSync(THEME_CSS, 'utf8');
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const tokens = new Map(
    [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
  );
  return (name) => tokens.get(name) ?? '';
}
