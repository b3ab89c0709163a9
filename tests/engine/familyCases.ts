/**
 * The page-lifetime family's matrix (../shared/facts/family.md, "Which defence stops which"):
 * each mode's built-in scenario with one defence switched on, and the request whose answer
 * the mode corrupts. Shared by the matrix test and the Explore/lab code that shows it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODES, type Defence, type Mode } from '../../src/story/familyMatrix';
import { parseScenario, simulate, type Scenario, type Verdict } from '../../src/engine';

export { DEFENCES, MODES, type Defence, type Mode } from '../../src/story/familyMatrix';

export function builtin(name: string): Scenario {
  const text = readFileSync(join(process.cwd(), 'public', 'scenarios', `${name}.json`), 'utf8');
  const v = parseScenario(text);
  if (!v.ok) throw new Error(`${name}: ${JSON.stringify(v.problems)}`);
  return v.scenario;
}

/** The scenario with one defence on (and everything else as the file has it). */
export function withDefence(s: Scenario, d: Defence): Scenario {
  const out = structuredClone(s);
  const c = out.config;
  const def = { ...(c.defences ?? {}) };
  switch (d) {
    case 'none':
      break;
    case 'refcountPin':
    case 'drainBarrier':
    case 'scrubOnAlloc':
      def[d] = true;
      break;
    case 'deferredRelease':
      def.deferredRelease = true;
      break;
    case 'checksum39229':
      def.kvChecksum = '39229';
      break;
    case 'checksum39500':
      def.kvChecksum = '39500';
      break;
    case 'rejectBeforeHandoff':
      c.fixes = { ...c.fixes, rejectAtAdmission: true };
      break;
    case 'poolGeContext':
      c.prefill = { poolTokens: Math.max(c.prefill.poolTokens, c.contextLength) };
      c.decode = { poolTokens: Math.max(c.decode.poolTokens, c.contextLength) };
      break;
  }
  if (Object.keys(def).length > 0) c.defences = def;
  return out;
}

export function victimVerdict(mode: Mode, d: Defence, edit?: (s: Scenario) => void): Verdict {
  const s = withDefence(builtin(MODES[mode].file), d);
  edit?.(s);
  const tr = simulate(s);
  const i = s.requests.findIndex((r) => r.id === MODES[mode].victim);
  return tr.verdicts[i]!;
}
