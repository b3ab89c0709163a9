/** Lints a snippet as if it were the file at `filePath` (repo-relative), with the repo's config. */
import { ESLint, type Linter } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { expect } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: resolve(ROOT, 'eslint.config.js'),
  // The snippets' paths are virtual, so the type-aware project service cannot load them.
  overrideConfig: tseslint.configs.disableTypeChecked,
});

/** The messages of the named rules; fails the test if the snippet does not parse. */
export async function ruleMessages(
  code: string,
  filePath: string,
  rules: readonly string[],
): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  expect(result?.fatalErrorCount, JSON.stringify(result?.messages)).toBe(0);
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && rules.includes(m.ruleId));
}
