/**
 * Writes the JSON Schemas of the project's files (public/schemas/<name>.schema.json), generated
 * from the validators' own field lists and bounds (src/lab/schemas.ts):
 *   npm run lab:schemas            write them
 *   npm run lab:schemas -- --check exit 1 if a committed schema differs from the generated one
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { classSchema } from '../live/class/schema';
import { SCHEMAS, schemaText } from '../src/lab/schemas';
import { talkSchema } from '../src/story/talkSchema';
import { writeErr, writeOut } from './cli';

const DIR = join(import.meta.dirname, '..', 'public', 'schemas');
const OPTIONS = { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;
let values: { check?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({ args: process.argv.slice(2), options: OPTIONS, strict: true }));
} catch (e) {
  writeErr(`${(e as Error).message}\nknown options: --check --help\n`);
  process.exit(2);
}
if (values.help) {
  writeOut(
    'usage: npm run lab:schemas [-- --check]\n\nWrites public/schemas/*.schema.json from the validators; --check only compares (exit 1 on a difference).\n',
  );
  process.exit(0);
}
let stale = 0;
// the class file is the live server's (live/class/classFile.ts), beside the lab's files; the
// talk file's is the story's (src/story sits above src/lab, which cannot import it)
for (const [name, make] of Object.entries({ ...SCHEMAS, class: classSchema, talk: talkSchema })) {
  const path = join(DIR, `${name}.schema.json`);
  const text = schemaText(make());
  if (values.check) {
    let now = '';
    try {
      now = readFileSync(path, 'utf8');
    } catch {
      // missing: reported below
    }
    if (now !== text) {
      stale++;
      writeErr(`${path} differs from the generated schema: run npm run lab:schemas\n`);
    }
  } else {
    writeFileSync(path, text);
    writeOut(`wrote ${path}\n`);
  }
}
process.exit(stale ? 1 : 0);
