/**
 * The scenario-opening guard of Explore's "Load a scenario file" and drop: a file that is an
 * unanswered lab question's starting scenario is not opened (src/lab/questionGuard.ts says
 * which). The lab's challenges and progress load only when a file is loaded.
 */
import { getLang } from '../../i18n';
import type { Scenario } from '../../engine';
import type { LoadProblem } from '../../store/store';
import type { LabStoreApi } from '../../store/lab';
import { BUILT_INS } from '../../store/builtinScenarios';

/** Why `s` is not opened, or null; `lab` is the lab's store (its progress and files). */
export async function questionProblem(s: Scenario, lab?: LabStoreApi): Promise<LoadProblem | null> {
  const [core, guard, store] = await Promise.all([
    import('../../lab'),
    import('../../lab/questionGuard'),
    lab ? null : import('../../store/lab'),
  ]);
  const state = (lab ?? store!.labStore).getState();
  const challenges = [
    ...core.builtinChallenges(),
    ...core.validateChallenges(state.instructorFiles).challenges,
  ];
  const solved = new Set(state.progress.entries.filter((e) => e.solved).map((e) => e.challenge));
  const ch = guard.unansweredQuestionFor(
    s,
    challenges,
    solved,
    BUILT_INS.map((b) => b.scenario),
  );
  if (!ch) return null;
  const lang = getLang();
  return {
    path: '$',
    key: 'explore.file.question',
    vars: { title: ch.title[lang] || ch.title.en },
  };
}
