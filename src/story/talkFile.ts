/**
 * Talk files: what a speaker loads to make the deck their own (docs/presenting.md). Which
 * slides and in what order (the scenes by id, a title slide, the family's two slides, the
 * closing slide), the talk's
 * title and the speaker's name on a title slide, links on the closing slide, the speaker's own
 * notes for any slide, and the deck's theme (dark or light, for a bright room). Validated like
 * the other file formats: every problem with its JSON path, never a throw, text kept as text
 * (src/lab/checker.ts; the JSON Schema, public/schemas/talk.schema.json, from ./talkSchema.ts).
 *
 *   { "format": "stale-pages-talk", "version": 1,
 *     "title": "When a 400 answered 200", "speaker": "Ada Lovelace",
 *     "links": [{ "label": "Slides", "url": "https://example.org/talk" }],
 *     "theme": "light",
 *     "slides": ["title", "what-happened", { "slide": "stale-pages", "notes": ["Pause here."] },
 *                "closing"] }
 */
import { parseJsonWith, type Problem } from '../engine';
import { jsonShapeProblem } from '../engine/jsonGuard';
import { Checker, isObj } from '../lab/checker';
import { SCENE_IDS, type SceneId } from '../nav/scenes';
import { FAMILY_SLIDE_IDS, type FamilySlideId } from './familySlides';

export const TALK_FORMAT = 'stale-pages-talk';
export const TALK_VERSION = 1;
export const TALK_THEMES = ['dark', 'light'] as const;
export type TalkTheme = (typeof TALK_THEMES)[number];
/** The slides a talk can name besides the scenes and the family's (./familySlides.ts). */
export const SPECIAL_SLIDES = ['title', 'closing'] as const;
export type SlideId = SceneId | FamilySlideId | (typeof SPECIAL_SLIDES)[number];
export const SLIDE_IDS: readonly SlideId[] = [
  'title',
  ...SCENE_IDS,
  ...FAMILY_SLIDE_IDS,
  'closing',
];

export const TALK_FIELDS = [
  'format',
  'version',
  'title',
  'subtitle',
  'speaker',
  'affiliation',
  'event',
  'links',
  'theme',
  'slides',
  '$schema',
] as const;
export const TALK_REQUIRED = ['format', 'version'] as const;
export const SLIDE_FIELDS = ['slide', 'notes'] as const;
export const LINK_FIELDS = ['label', 'url'] as const;
export const MAX = {
  title: 120,
  line: 160,
  links: 6,
  label: 80,
  url: 300,
  slides: 40,
  notes: 12,
  note: 600,
} as const;
/** A link the closing slide shows: http(s) or mailto, no spaces. */
export const URL_PATTERN = /^(https?:\/\/|mailto:)\S+$/;

export interface TalkLink {
  label: string;
  url: string;
}

export interface TalkSlideSpec {
  slide: SlideId;
  /** the speaker's own notes for the slide, in place of the built-in ones */
  notes?: string[];
}

export interface TalkFile {
  format: typeof TALK_FORMAT;
  version: typeof TALK_VERSION;
  title?: string;
  subtitle?: string;
  speaker?: string;
  affiliation?: string;
  event?: string;
  links: TalkLink[];
  theme: TalkTheme;
  /** absent: a title slide (when there is a title), every scene, the closing slide */
  slides?: TalkSlideSpec[];
}

export type TalkResult = { ok: true; talk: TalkFile } | { ok: false; problems: Problem[] };

const TEXTS = ['title', 'subtitle', 'speaker', 'affiliation', 'event'] as const;

function checkSlide(c: Checker, v: unknown, path: string, seen: Set<string>): TalkSlideSpec | null {
  let id: unknown = v;
  let notes: string[] | undefined;
  if (isObj(v)) {
    c.fields(v, path, SLIDE_FIELDS, ['slide']);
    id = v.slide;
    path = `${path}.slide`;
    if (v.notes !== undefined) {
      const at = path.replace(/\.slide$/, '.notes');
      if (!Array.isArray(v.notes) || v.notes.length === 0 || v.notes.length > MAX.notes)
        c.add(at, `must be a list of 1 to ${MAX.notes} notes (strings)`);
      else if (v.notes.every((n: unknown, i) => c.str(n, `${at}[${i}]`, MAX.note))) notes = v.notes;
    }
  } else if (typeof v !== 'string') {
    c.add(path, 'must be a slide id or an object like { "slide": "fixes", "notes": ["…"] }');
    return null;
  }
  if (typeof id !== 'string') {
    if (id !== undefined) c.add(path, 'must be a slide id (a string)');
    return null;
  }
  if (!(SLIDE_IDS as readonly string[]).includes(id)) {
    c.add(path, `no slide "${id}" (slides: ${SLIDE_IDS.join(', ')})`);
    return null;
  }
  if (seen.has(id)) {
    c.add(path, `"${id}" is listed twice`);
    return null;
  }
  seen.add(id);
  return { slide: id as SlideId, ...(notes ? { notes } : {}) };
}

/** Validates a talk file: every problem at its JSON path, never a throw. */
export function validateTalk(input: unknown): TalkResult {
  if (!isObj(input))
    return { ok: false, problems: [{ path: '$', message: 'a talk file must be a JSON object' }] };
  const shape = jsonShapeProblem(input);
  if (shape) return { ok: false, problems: [shape] };
  const c = new Checker();
  c.fields(input, '$', TALK_FIELDS, TALK_REQUIRED);
  if (input.$schema !== undefined) c.str(input.$schema, '$.$schema', 2000);
  if (input.format !== undefined && input.format !== TALK_FORMAT)
    c.add('$.format', `must be "${TALK_FORMAT}" (is this a talk file?)`);
  if (input.version !== undefined && input.version !== TALK_VERSION)
    c.add('$.version', `must be ${TALK_VERSION}`);
  for (const k of TEXTS)
    if (input[k] !== undefined) c.str(input[k], `$.${k}`, k === 'title' ? MAX.title : MAX.line);
  if (input.theme !== undefined) c.oneOf(input.theme, '$.theme', TALK_THEMES);
  const links: TalkLink[] = [];
  if (input.links !== undefined) {
    if (!Array.isArray(input.links) || input.links.length > MAX.links)
      c.add('$.links', `must be a list of at most ${MAX.links} links`);
    else
      input.links.forEach((l: unknown, i) => {
        const path = `$.links[${i}]`;
        if (!c.obj(l, path, 'an object like { "label": "Slides", "url": "https://…" }')) return;
        c.fields(l, path, LINK_FIELDS, LINK_FIELDS);
        const okLabel = l.label === undefined || c.str(l.label, `${path}.label`, MAX.label);
        let okUrl = l.url === undefined || c.str(l.url, `${path}.url`, MAX.url);
        if (okUrl && typeof l.url === 'string' && !URL_PATTERN.test(l.url)) {
          c.add(`${path}.url`, 'must start with https://, http:// or mailto: and have no spaces');
          okUrl = false;
        }
        if (okLabel && okUrl && typeof l.label === 'string' && typeof l.url === 'string')
          links.push({ label: l.label, url: l.url });
      });
  }
  let slides: TalkSlideSpec[] | undefined;
  if (input.slides !== undefined) {
    if (
      !Array.isArray(input.slides) ||
      input.slides.length === 0 ||
      input.slides.length > MAX.slides
    )
      c.add('$.slides', `must be a list of 1 to ${MAX.slides} slides`);
    else {
      const seen = new Set<string>();
      slides = [];
      input.slides.forEach((v: unknown, i) => {
        const s = checkSlide(c, v, `$.slides[${i}]`, seen);
        if (s) slides!.push(s);
      });
      if (seen.has('title') && input.title === undefined)
        c.add('$.title', 'the slides name a title slide: give the talk a title');
    }
  }
  if (c.problems.length > 0) return { ok: false, problems: c.problems };
  const text = (k: (typeof TEXTS)[number]) =>
    typeof input[k] === 'string' ? { [k]: input[k] } : {};
  return {
    ok: true,
    talk: {
      format: TALK_FORMAT,
      version: TALK_VERSION,
      ...TEXTS.reduce((o, k) => ({ ...o, ...text(k) }), {}),
      links,
      theme: input.theme === 'light' ? 'light' : 'dark',
      ...(slides ? { slides } : {}),
    },
  };
}

export function parseTalk(text: string): TalkResult {
  return parseJsonWith(text, validateTalk);
}
