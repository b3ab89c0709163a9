/**
 * The live view's status line: one sentence per step that always changes (finding 4 of the
 * accessibility review: stepping through the leaked words announced nothing, the narration
 * repeating unchanged). The step and what happens at it (the narration when it is new, its
 * short label when it repeats), then for the request the scene follows the newest token and
 * whose page it came from, then, once answered, the HTTP status and the output check. Pure.
 */
import type { EngineState, Trace, TraceEvent } from '../../engine';
import { lastStepOf } from '../../engine';
import { t, type Lang } from '../../i18n';
import { eventLabel, narrate } from '../../views/shared/narrate';
import { plainText } from '../../views/shared/RichText';
import { responseModel } from '../../views/response/responseModel';

export interface StepInput {
  trace: Trace;
  state: EngineState;
  event: TraceEvent;
  /** the event before it (its narration, to tell a repeated sentence) */
  previous: TraceEvent | null;
  /** the request the response panel shows */
  selected: number | null;
  lang: Lang;
}

function tokenSentence(i: StepInput): string {
  if (i.selected === null) return '';
  const m = responseModel(i.trace, i.state, i.selected);
  if (!m) return '';
  const parts: string[] = [];
  const last = m.tokens[m.tokens.length - 1];
  if (last) {
    const vars = { id: m.id, n: m.tokens.length, total: m.total, text: last.text };
    if (last.kind === 'leak' || last.kind === 'same-tenant')
      parts.push(
        t(
          'story.a11y.token',
          { ...vars, tenant: last.fromTenant ?? '?', from: last.fromId ?? '?' },
          i.lang,
        ),
      );
    else if (last.kind === 'never') parts.push(t('story.a11y.tokenNever', vars, i.lang));
    else parts.push(t('story.a11y.tokenOwn', vars, i.lang));
  }
  if (m.answered && m.status !== null) {
    const result = t(m.outputCheck === 'pass' ? 'story.a11y.pass' : 'story.a11y.fail', {}, i.lang);
    parts.push(t('story.a11y.answered', { status: String(m.status), result }, i.lang));
  }
  return parts.join(' ');
}

export function stepSentence(i: StepInput): string {
  const said = plainText(narrate(i.event, i.trace, i.lang));
  const before = i.previous ? plainText(narrate(i.previous, i.trace, i.lang)) : null;
  const what = said === before ? `${eventLabel(i.event, i.trace, i.lang)}.` : said;
  const step = t(
    'story.a11y.step',
    { step: i.event.step, total: lastStepOf(i.trace), what },
    i.lang,
  );
  return [step, tokenSentence(i)].filter((s) => s !== '').join(' ');
}
