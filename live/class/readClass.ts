/**
 * Reads a class file (`--class FILE`) through the commands' reader: the plan, or one message
 * listing every problem with its JSON path. A team's `scenario` path is read relative to the
 * class file's folder; a name without a file there is a built-in scenario.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { readTextFile } from '../../scripts/readFile';
import { parseClass, type ClassPlan, type ScenarioLoader } from './classFile';

/** A class file's most bytes (64 teams take a few kilobytes). */
const MAX_CLASS_BYTES = 1024 * 1024;

export function readClass(path: string, load: ScenarioLoader): ClassPlan | string {
  const read = readTextFile(path, { limit: MAX_CLASS_BYTES });
  if (!read.ok) return `cannot read --class ${path}: ${read.message}`;
  const dir = dirname(path);
  const relative: ScenarioLoader = (s) => {
    const near = isAbsolute(s) ? s : join(dir, s);
    return load(existsSync(near) ? near : s);
  };
  const r = parseClass(read.text, relative);
  if (r.ok) return r.plan;
  return `invalid class file ${path}:\n${r.problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`;
}
