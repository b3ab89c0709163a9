// @vitest-environment node
/**
 * A mode never imports another mode (eslint.config.js, modeBlocks): every pair is rejected,
 * at the mode's top level and one folder down; the imports that predate the rule are listed
 * by name in MODE_DEBT, and this test pins that list so it cannot grow unnoticed.
 */
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './lintText';
// @ts-expect-error: eslint.config.js is plain JavaScript without declarations
import { MODE_DEBT } from '../../eslint.config.js';

async function restricted(code: string, filePath: string): Promise<string[]> {
  return (await ruleMessages(code, filePath, ['no-restricted-imports'])).map((m) => m.message);
}

const MODES = ['explainer', 'explore', 'lab', 'presenter'];

describe('modes do not import each other', () => {
  for (const mode of MODES)
    for (const depth of [0, 1]) {
      const file = `src/modes/${mode}/${'sub/'.repeat(depth)}x.tsx`;
      const up = '../'.repeat(depth + 1);
      const others = MODES.filter((m) => m !== mode);

      it(`${file}: rejects src/modes/{${others.join(',')}}, allows its own mode and views`, async () => {
        const bad = others.map((m, i) => `import { a${i} } from '${up}${m}/Nope';`).join('\n');
        const messages = await restricted(bad, file);
        expect(messages).toHaveLength(others.length);
        for (const m of messages) expect(m).toMatch(/a mode never imports another mode/);
        const good = `import { a } from './Own';\nimport { b } from '${up}../views/shared/keys';\n`;
        expect(await restricted(good, file)).toEqual([]);
      }, 60_000);
    }

  it('allows only the listed imports that predate the rule', async () => {
    expect(MODE_DEBT).toEqual({
      presenter: [
        'explainer/ExportButtons',
        'explainer/LanguageSelect',
        'explainer/LinkNotices',
        'explainer/RichText',
        'explainer/SceneFigures',
        'explainer/StageSlot',
      ],
      explainer: ['explore/Stage'],
    });
    expect(
      await restricted(
        "import { S } from '../explainer/StageSlot';\n",
        'src/modes/presenter/x.tsx',
      ),
    ).toEqual([]);
    expect(
      await restricted("import { S } from '../explainer/Glossary';\n", 'src/modes/presenter/x.tsx'),
    ).toHaveLength(1);
  }, 60_000);
});
