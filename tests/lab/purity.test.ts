// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string, pick: (f: string) => boolean = () => true): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), pick) : pick(e.name) ? [join(dir, e.name)] : [],
  );

const LAB = [
  ...files('src/lab'),
  ...files('src/tools', (f) => f.startsWith('exposure') || f === 'shellWords.ts'),
];

describe('the lab core is framework-free (Node, browser and Web Worker)', () => {
  it.each(LAB)('%s imports no React, Zustand, D3, store, views or modes, and uses no DOM', (f) => {
    const text = readFileSync(f, 'utf8');
    const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    for (const i of imports)
      expect(i).not.toMatch(
        /^(react|react-dom|zustand|d3)(\/|$)|\/(store|views|modes|app|story|i18n)(\/|$)/,
      );
    expect(text).not.toMatch(/\b(window|document|localStorage|navigator)\./);
  });
});
