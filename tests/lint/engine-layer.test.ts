// @vitest-environment node
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const MESSAGE = 'src/engine is pure TypeScript';
const SNIPPET = [
  "import { useState } from 'react';",
  "import { select } from 'd3-selection';",
  "import { create } from 'zustand/vanilla';",
  "import { useStore } from '../store/store';",
  'export const f = () => [useState, select, create, useStore, document.title, window];',
  '',
].join('\n');

async function engineMessages(filePath: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: resolve(ROOT, 'eslint.config.js'),
    // The snippet's path is virtual, so the type-aware project service cannot load it.
    overrideConfig: tseslint.configs.disableTypeChecked,
  });
  const [result] = await eslint.lintText(SNIPPET, { filePath: resolve(ROOT, filePath) });
  expect(result?.fatalErrorCount, JSON.stringify(result?.messages)).toBe(0);
  return (result?.messages ?? [])
    .filter((m) => m.message.includes(MESSAGE))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('src/engine layer rule', () => {
  it('rejects React, D3, Zustand, other src folders and DOM globals in src/engine', async () => {
    const messages = await engineMessages('src/engine/x.ts');
    const imports = messages.filter((m) => m.startsWith('no-restricted-imports'));
    const globals = messages.filter((m) => m.startsWith('no-restricted-globals'));
    expect(imports).toHaveLength(4);
    expect(imports.some((m) => m.includes('must not import other src folders'))).toBe(true);
    expect(globals).toHaveLength(2);
  }, 60_000);

  it('allows the same code under src/views', async () => {
    expect(await engineMessages('src/views/x.tsx')).toEqual([]);
  }, 60_000);
});
