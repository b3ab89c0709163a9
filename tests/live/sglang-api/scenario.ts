/**
 * A scenario file for a test's own stand-in, from the incident's (its tenants), with the
 * configuration changed; removed by the caller's `remove()` in afterAll.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readOptions } from '../../../live/options';
import type { Config } from '../../../src/engine';
import { tempDir } from '../../helpers/cleanup';

export function scenarioFile(change: (c: Config) => Config): { path: string; remove: () => void } {
  const read = readOptions([]);
  if (!read.ok) throw new Error(read.message);
  const s = structuredClone(read.options.scenario);
  s.config = change(s.config);
  const dir = tempDir('stale-pages-sglang-api-');
  const path = join(dir, 'scenario.json');
  writeFileSync(path, JSON.stringify(s));
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
