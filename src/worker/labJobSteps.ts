/**
 * The lab's heavy jobs as steps (framework-free, no DOM): each yields its progress between
 * pieces of work and returns its result. The lab's worker runs them and posts the progress;
 * where no worker can start (jsdom, file://) the page runs the same steps in slices between
 * tasks, so neither way holds the main thread for the whole job.
 */
import { parseScenario, validateScenario } from '../engine';
import { checkSession, parseProgress, verifyProgress, type VerifyRow } from '../lab';
import { checkExposureSteps } from '../tools/exposure';
import type { LabJobKind, LabJobRequest, LabJobs } from './labJobProtocol';

export interface Step {
  done: number;
  total: number;
}

type Steps<K extends LabJobKind> = Generator<Step, LabJobs[K]['result'], void>;

/** Reads a progress file, then replays its entries one at a time (one step per entry). */
function* importSteps(input: LabJobs['import']['input']): Steps<'import'> {
  yield { done: 0, total: 1 };
  const parsed = parseProgress(input.text);
  if (!parsed.ok) return { parsed, rows: [] };
  const { entries } = parsed.progress;
  const rows: VerifyRow[] = [];
  for (const [i, e] of entries.entries()) {
    yield { done: i, total: entries.length };
    rows.push(verifyProgress({ ...parsed.progress, entries: [e] }, input.challenges)[0]!);
  }
  return { parsed, rows };
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
        return parseScenario(req.input.text);
      })();
    case 'session':
      return (function* () {
        yield { done: 0, total: 2 };
        // read like a scenario file: every problem with its JSON path
        const p = parseScenario(req.input.text);
        if (!p.ok)
          return {
            outcome: { solved: false, reason: 'the session is not valid', problems: p.problems },
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
  }
}
