/**
 * What a scene's figures (src/views/figures) are drawn from: the runs, the fixes table's
 * computed rows and the stated figures, so the views read data and no story module. The
 * explainer and the presenter both call this; every run comes from the caches (traceFor,
 * exposureOf), so calling it on each render costs no engine run.
 */
import type { Trace } from '../engine';
import type { Lang, MessageKey } from '../i18n';
import { exploreHref } from './exploreLink';
import { FACTS, formatTime } from './figures';
import { BASELINE, exposureOf, FIX_GROUPS, fixGroups } from './fixGroups';
import { traceFor } from './sceneTraces';
import type { Scene, SceneExtra } from './scenes';
import type { Variant } from './variants';

const D = FACTS.dates;
const T = FACTS.times;

const TIMELINE: { date: string; time?: string; key: MessageKey }[] = [
  { date: D.issue30233, key: 'story.timeline.issue' },
  { date: D.windowStart, key: 'story.timeline.windowStart' },
  { date: D.hackerone, key: 'story.timeline.hackerone' },
  { date: D.incidentDay, time: T.declared, key: 'story.timeline.declared' },
  { date: D.incidentDay, time: T.private, key: 'story.timeline.private' },
  { date: D.incidentDay, time: T.cause, key: 'story.timeline.cause' },
  { date: D.incidentDay, time: T.public, key: 'story.timeline.public' },
  { date: D.report, key: 'story.timeline.report' },
];

const RECORD: { n: string; state: MessageKey; opened: string; key: MessageKey }[] = [
  {
    n: '30233',
    state: 'story.record.state.closed',
    opened: D.issue30233,
    key: 'story.record.30233',
  },
  {
    n: '36988',
    state: 'story.record.state.merged',
    opened: D.opened36988,
    key: 'story.record.36988',
  },
  {
    n: '38704',
    state: 'story.record.state.open',
    opened: D.opened38704,
    key: 'story.record.38704',
  },
  {
    n: '38935',
    state: 'story.record.state.merged',
    opened: D.opened38935,
    key: 'story.record.38935',
  },
];

/** A fixes-table row: the change's texts and its computed outcome under each router. */
function row(v: Variant) {
  return {
    id: v.id,
    label: v.label,
    source: v.source,
    effect: v.effect,
    ...(v.tweak?.prefillPool !== undefined ? { pool: v.tweak.prefillPool } : {}),
    exposure: exposureOf(v),
  };
}

/** The fixes table's groups: the deployment as it was, then each non-empty group. */
export function fixRows() {
  const groups = fixGroups();
  return [
    { group: 'baseline' as const, rows: [row(BASELINE)] },
    ...FIX_GROUPS.filter((g) => groups[g].length > 0).map((g) => ({
      group: g,
      rows: groups[g].map(row),
    })),
  ];
}

/** What the scene's figures read, in `lang` (the timeline's times of day). */
export function figureData(scene: Scene, lang: Lang) {
  const kinds: readonly SceneExtra[] = scene.extras ?? [];
  const own: Trace = traceFor(scene.scenario, scene.switches).trace;
  return {
    kinds,
    exploreHref: exploreHref(scene),
    incident: traceFor('incident').trace,
    scene: { trace: own, step: scene.step(own) },
    fixes: kinds.includes('fixes') ? fixRows() : [],
    calc: {
      contextLength: FACTS.contextLength,
      prefillPool: FACTS.prefillPool,
      remedyPool: FACTS.remedyPool,
      issuePool: FACTS.issuePool,
    },
    timeline: TIMELINE.map(({ date, time, key }) => ({
      date,
      key,
      ...(time ? { time: { iso: `${date}T${time}Z`, text: formatTime(time, lang) } } : {}),
    })),
    record: RECORD,
  };
}
