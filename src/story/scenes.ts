/**
 * The story as data: ten scenes, each naming the scenario and switches it runs, the moment
 * it shows (picked by event kind), what is highlighted, and the keys of its text and
 * speaker notes. The explainer and the presenter render this same list.
 */
import type { Fixes } from '../engine';
import { SCENE_IDS, type SceneId } from '../nav/scenes';
import type { MessageKey } from '../i18n';
import type { ScenarioName } from './sceneTraces';
import { beat, firstStep, type BeatSpec } from './beats';
import {
  earlierEvent,
  focusEarlier,
  focusLeakedToken,
  focusStory,
  lastStep,
  storyEvent,
  type FocusPicker,
  type StepPicker,
} from './steps';

export { SCENE_IDS, type SceneId };

/** A part of the live view a live slide shows (the presenter sets it for the room). */
export type StagePanel = 'response' | 'pools' | 'request';

/** One clicker build of a live slide: the moment it shows, what it lights, its label. */
export type Beat = BeatSpec;

/** A figure a scene shows below its text (the presenter shows the same, full size). */
export type SceneExtra =
  'fixes' | 'calculator' | 'record' | 'fields' | 'kvPage' | 'sequence' | 'poolZoom';

export interface Scene {
  id: SceneId;
  scenario: ScenarioName;
  switches: Partial<Fixes>;
  step: StepPicker;
  focus: FocusPicker;
  /** the heading */
  title: MessageKey;
  /** one sentence for the presenter's slide */
  slide: MessageKey;
  /** paragraphs of the explainer (a key ending in `.aside` is drawn apart, for the curious) */
  body: readonly MessageKey[];
  /** speaker notes */
  notes: readonly MessageKey[];
  /** figures below the text, in order */
  extras?: readonly SceneExtra[];
  /** which part of the live view this scene is about, shown first under the request path */
  emphasis: 'pools' | 'response';
  /** the panels a live slide shows; by emphasis when absent */
  panels?: readonly StagePanel[];
  /** the clicker's builds on a live slide, in order (forward keys step through them) */
  beats?: readonly Beat[];
  /** the slide shows the live view first and the figure on V (a figure to read, not to show) */
  slideLive?: boolean;
}

/** A scene with its title, slide and notes keys named after its id. */
function scene<const S extends SceneId>(
  id: S,
  rest: Omit<Scene, 'id' | 'title' | 'slide' | 'notes'> & { notes?: readonly MessageKey[] },
): Scene {
  const k = (part: string) => `story.${id}.${part}` as MessageKey;
  return { id, title: k('title'), slide: k('slide'), notes: [k('notes1'), k('notes2')], ...rest };
}

export const SCENES: readonly Scene[] = [
  scene('what-happened', {
    emphasis: 'response',
    scenario: 'incident',
    switches: {},
    // the decode node writing the answer: the text says the prefill rejected the prompt and
    // that the end is a 200 before the reader steps there (issue #23)
    step: storyEvent('decode.step'),
    focus: focusLeakedToken,
    panels: ['response'],
    beats: [
      beat('what-happened', 1, storyEvent('decode.step')),
      beat('what-happened', 2, storyEvent('router.response')),
    ],
    body: ['story.what-happened.p1', 'story.what-happened.p2', 'story.what-happened.p3'],
  }),
  scene('why-split', {
    emphasis: 'pools',
    scenario: 'incident',
    switches: {},
    step: earlierEvent('prefill.send_kv_chunk'),
    focus: focusEarlier,
    body: [
      'story.why-split.p1',
      'story.why-split.p2',
      'story.why-split.routers',
      'story.why-split.p3',
    ],
    extras: ['kvPage'],
  }),
  scene('config-gap', {
    emphasis: 'pools',
    scenario: 'incident',
    switches: {},
    step: storyEvent('router.dispatch'),
    focus: focusStory,
    panels: ['pools'],
    beats: [
      beat('config-gap', 1, firstStep),
      beat('config-gap', 2, earlierEvent('decode.transfer_success'), { focus: focusEarlier }),
      beat('config-gap', 3, storyEvent('router.dispatch')),
    ],
    body: [
      'story.config-gap.p1',
      'story.config-gap.p2',
      'story.config-gap.p2b',
      // the exact rule and the three close numbers (681,280 / 681,274 / 681,273), for the curious
      'story.config-gap.aside',
      'story.config-gap.p3',
    ],
  }),
  scene('rejection', {
    emphasis: 'pools',
    scenario: 'incident',
    switches: {},
    step: storyEvent('prefill.bootstrap_add', 'prefill.reject'),
    focus: focusStory,
    panels: ['request'],
    beats: [
      beat('rejection', 1, storyEvent('router.dispatch')),
      // the rejection and the queueing are one build: apart, they drew the same cards and
      // changed only the caption (prefill.reject and prefill.bootstrap_add are one step apart)
      beat('rejection', 3, storyEvent('prefill.bootstrap_add')),
      beat('rejection', 4, storyEvent('decode.prealloc')),
    ],
    body: ['story.rejection.p1', 'story.rejection.p2', 'story.rejection.p3'],
  }),
  scene('reservation', {
    emphasis: 'pools',
    scenario: 'incident',
    switches: {},
    step: storyEvent('decode.transfer_success'),
    focus: focusStory,
    body: ['story.reservation.p1', 'story.reservation.p2', 'story.reservation.p3'],
    extras: ['sequence', 'fields'],
    // on a slide the sequence was a wall of text (about 250 words): the slide shows the
    // pools (the reserved pages and the one written); the sequence is V and the notes'
    slideLive: true,
    // the request's card: 12,500 pages reserved, one written, the transfer's "Success"
    panels: ['request'],
    notes: ['story.reservation.notes1', 'story.reservation.notes2', 'stage.notes.reservation'],
  }),
  scene('stale-pages', {
    emphasis: 'pools',
    scenario: 'incident',
    switches: {},
    step: storyEvent('decode.prebuilt'),
    focus: focusLeakedToken,
    body: [
      'story.stale-pages.p1',
      'story.stale-pages.p2',
      'story.stale-pages.p3',
      // how to read the counts of the figure and of the pool maps, for the curious
      'story.stale-pages.aside',
    ],
    extras: ['poolZoom'],
  }),
  scene('status-200', {
    emphasis: 'response',
    scenario: 'incident',
    switches: {},
    step: storyEvent('router.response'),
    focus: focusLeakedToken,
    panels: ['request', 'response'],
    beats: [
      beat('status-200', 1, storyEvent('decode.prealloc'), { panels: ['request'] }),
      // one page written and PREBUILT are one build (apart, only the caption changed)
      beat('status-200', 3, storyEvent('decode.prebuilt'), { panels: ['request'] }),
      beat('status-200', 4, storyEvent('router.response'), {
        focus: focusLeakedToken,
        panels: ['response'],
      }),
    ],
    body: ['story.status-200.p1', 'story.status-200.p2', 'story.status-200.p3'],
  }),
  scene('fixes', {
    emphasis: 'response',
    scenario: 'incident-fixed',
    switches: { rejectAtAdmission: true },
    step: storyEvent('router.response'),
    focus: focusStory,
    body: ['story.fixes.p0', 'story.fixes.p1', 'story.fixes.p2', 'story.fixes.p3'],
    extras: ['fixes'],
  }),
  scene('check-your-nodes', {
    emphasis: 'pools',
    scenario: 'issue-30233',
    switches: {},
    step: storyEvent('decode.prebuilt'),
    focus: focusStory,
    body: ['story.check-your-nodes.p0', 'story.check-your-nodes.p1', 'story.check-your-nodes.p2'],
    extras: ['calculator'],
  }),
  scene('unknowns', {
    emphasis: 'response',
    scenario: 'incident',
    switches: {},
    step: lastStep,
    focus: focusStory,
    body: ['story.unknowns.p0', 'story.unknowns.p1'],
    extras: ['record'],
  }),
];

export function sceneIndex(id: string | null | undefined): number {
  const i = SCENES.findIndex((s) => s.id === id);
  return i < 0 ? 0 : i;
}

export function isSceneId(v: unknown): v is SceneId {
  return typeof v === 'string' && (SCENE_IDS as readonly string[]).includes(v);
}
