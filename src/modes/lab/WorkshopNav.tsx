/**
 * Previous and next challenge in a workshop's order (issue #22 point 2), linked as the board
 * links them: by opaque id when the workshop says so, so the URL never names the answer.
 */
import { t } from '../../i18n';
import '../../i18n/lab';
import type { Workshop } from '../../lab/validateWorkshop';
import { useLang } from '../../store/react';
import { challengeHash } from './labData';

export function WorkshopNav({ id, workshop }: { id: string; workshop: Workshop }) {
  useLang();
  const list = workshop.challenges;
  const at = list.indexOf(id);
  if (at < 0) return null;
  const prev = list[at - 1];
  const next = list[at + 1];
  return (
    <nav className="lab-wb__steps" aria-label={t('lab.workshop.steps')}>
      <span>{t('lab.workshop.step', { n: at + 1, total: list.length })}</span>
      {prev && (
        <a href={challengeHash(prev, workshop)} rel="prev">
          ← {t('lab.workshop.prev')}
        </a>
      )}
      {next && (
        <a href={challengeHash(next, workshop)} rel="next">
          {t('lab.workshop.next')} →
        </a>
      )}
    </nav>
  );
}
