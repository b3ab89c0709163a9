// @vitest-environment node
/**
 * A mode never imports another mode (eslint.config.js, modeBlocks): every pair is rejected,
 * at the mode's top level and one folder down, written relatively or from src/, and there is
 * no exception list (the imports that once were allowed moved to src/views).
 */
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './lintText';
// @ts-expect-error: eslint.config.js is plain JavaScript without declarations
import * as config from '../../eslint.config.js';

async function restricted(code: string, filePath: string): Promise<string[]> {
  return (await ruleMessages(code, filePath, ['no-restricted-imports'])).map((m) => m.message);
}

const MODES = ['explainer', 'explore', 'lab', 'live', 'presenter'];

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

  it('allows no exception: the imports that once were allowed are rejected like any other', async () => {
    const exported = config as Record<string, unknown>;
    expect(exported.MODES).toEqual(MODES);
    expect(exported).not.toHaveProperty('MODE_DEBT');
    const former = [
      ['src/modes/presenter/x.tsx', '../explainer/ExportButtons'],
      ['src/modes/presenter/x.tsx', '../explainer/LanguageSelect'],
      ['src/modes/presenter/x.tsx', '../explainer/LinkNotices'],
      ['src/modes/presenter/x.tsx', '../explainer/RichText'],
      ['src/modes/presenter/x.tsx', '../explainer/SceneFigures'],
      ['src/modes/presenter/x.tsx', '../explainer/StageSlot'],
      ['src/modes/explainer/x.tsx', '../explore/Stage'],
      ['src/modes/explainer/x.tsx', 'src/modes/explore/Stage'],
      ['src/modes/explainer/x.tsx', '../../modes/explore/Stage'],
      ['src/modes/presenter/sub/x.tsx', '../../explainer/SceneFigures'],
    ];
    for (const [file, from] of former) {
      const messages = await restricted(`import { S } from '${from}';\n`, file!);
      expect(messages, `${file} → ${from}`).toHaveLength(1);
      expect(messages[0]).toMatch(/a mode never imports another mode/);
    }
    // what they share now comes from src/views, which every mode may import
    const shared = [
      "import { StageSlot } from '../../views/stage/StageSlot';",
      "import { SceneFigures } from '../../views/figures/SceneFigures';",
      "import { ExportButtons } from '../../views/export/ExportButtons';",
      "import { LinkNotices } from '../../views/page/LinkNotices';",
      "import { RichText } from '../../views/shared/RichText';",
    ].join('\n');
    expect(await restricted(`${shared}\n`, 'src/modes/presenter/x.tsx')).toEqual([]);
  }, 60_000);
});
