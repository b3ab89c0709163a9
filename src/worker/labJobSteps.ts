/**
 * The lab's heavy jobs as steps (framework-free, no DOM): each yields its progress between
 * pieces of work and returns its result. The lab's worker runs them and posts the progress;
 * where no worker can start (jsdom, file://) the page runs the same steps in slices between
 * tasks, so neither way holds the main thread for the whole job.
 */
import { parseScenario, validateScenario, type Problem } from '../engine';
import {
  builtinChallenges,
  checkSession,
  checkSolution,
  parseProgress,
  validateChallenge,
  verifyProgress,
  type VerifyRow,
} from '../lab';
import { validateWorkshop } from '../lab/validateWorkshop';
import { checkExposureSteps } from '../tools/exposure';
import { capProblems, readJsonFile } from './fileRead';
import type { ChallengeFilesResult, LabJobKind, LabJobRequest, LabJobs } from './labJobProtocol';

export interface Step {
  done: number;
  total: number;
}

type Steps<K extends LabJobKind> = Generator<Step, LabJobs[K]['result'], void>;

/** Reads a progress file, then replays its entries one at a time (one step per entry). */
function* importSteps(input: LabJobs['import']['input']): Steps<'import'> {
  yield { done: 0, total: 1 };
  const parsed = parseProgress(input.text);
  if (!parsed.ok)
    return { parsed: { ok: false, problems: capProblems(parsed.problems, {}) }, rows: [] };
  const { entries } = parsed.progress;
  const rows: VerifyRow[] = [];
  for (const [i, e] of entries.entries()) {
    yield { done: i, total: entries.length };
    rows.push(verifyProgress({ ...parsed.progress, entries: [e] }, input.challenges)[0]!);
  }
  // every entry replayed: the progress reaches its total before the result
  yield { done: entries.length, total: entries.length };
  return { parsed, rows };
}

/**
 * Instructor challenge files, one step per file: read, parsed and checked like the built-ins
 * (src/modes/lab/labData.ts: an id already taken is a problem, not an override).
 */
function* challengeFileSteps(input: LabJobs['challengeFiles']['input']): Steps<'challengeFiles'> {
  const out: ChallengeFilesResult = { loaded: [], problems: [], unreadable: [] };
  const bad = new Set<string>();
  /** a file's problems, at most MAX_PROBLEMS_SENT each (a file can have 300,000) */
  const refuse = (source: string, problems: Problem[]) => {
    bad.add(source);
    for (const p of capProblems(problems, {})) out.problems.push({ ...p, source });
  };
  const taken = new Map(builtinChallenges().map((c) => [c.id, 'the built-in challenges']));
  const parsed: { source: string; data: unknown }[] = [];
  for (const [i, f] of input.files.entries()) {
    yield { done: i, total: input.files.length };
    const r = readJsonFile(f.bytes, (data) => ({ ok: true, value: data }));
    if (!r.ok) {
      if ('text' in r) out.unreadable.push({ source: f.name, read: r });
      else refuse(f.name, r.problems);
      continue;
    }
    // checked like the built-ins (src/modes/lab/labData.ts): an id already taken is a problem
    const v = validateChallenge(r.value);
    if (!v.ok) refuse(f.name, v.problems);
    else if (taken.has(v.challenge.id))
      refuse(f.name, [{ path: '$.id', message: `"${v.challenge.id}" is already a challenge` }]);
    else {
      taken.set(v.challenge.id, f.name);
      parsed.push({ source: f.name, data: r.value });
    }
  }
  out.loaded = parsed.filter((f) => !bad.has(f.source));
  out.problems = capProblems(out.problems, { source: '' });
  return out;
}

export function jobSteps(req: LabJobRequest): Steps<LabJobKind> {
  switch (req.job) {
    case 'import':
      return importSteps(req.input);
    case 'exposure':
      return checkExposureSteps(req.input.boxes);
    case 'scenarioText':
      return (function* () {
        yield { done: 0, total: 1 };
        const r = parseScenario(req.input.text);
        return r.ok ? r : { ok: false, problems: capProblems(r.problems, {}) };
      })();
    case 'session':
      return (function* () {
        yield { done: 0, total: 2 };
        // read like a scenario file: every problem with its JSON path
        const p = parseScenario(req.input.text);
        if (!p.ok)
          return {
            outcome: {
              solved: false,
              reason: 'the session is not valid',
              problems: capProblems(p.problems, {}),
            },
            session: null,
          };
        yield { done: 1, total: 2 };
        return { outcome: checkSession(req.input.challenge, p.scenario), session: p.scenario };
      })();
    case 'scenarioData':
      return (function* () {
        yield { done: 0, total: 1 };
        return validateScenario(req.input.data);
      })();
    case 'challengeFiles':
      return challengeFileSteps(req.input);
    case 'workshopFile':
      return (function* () {
        yield { done: 0, total: 1 };
        const { file, known } = req.input;
        return readJsonFile(file.bytes, (data) => {
          const w = validateWorkshop(data, known);
          return w.ok ? { ok: true, value: { workshop: w.workshop, data } } : w;
        });
      })();
    case 'answer':
      return (function* () {
        yield { done: 0, total: 1 };
        return checkSolution(req.input.challenge, { answer: req.input.answer });
      })();
  }
}
