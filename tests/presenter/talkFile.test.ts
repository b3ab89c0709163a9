/**
 * Talk files (src/story/talkFile.ts): the example served with the deck is valid; each bad field
 * is refused with a clear message at its JSON path, never a throw; the committed JSON Schema is
 * the generated one and has the validator's fields; a loaded talk is the deck's slides.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  beatsOf,
  goTo,
  initialDeck,
  isClosing,
  next,
  slideCount,
  SLIDES,
} from '../../src/story/deck';
import { FAMILY_SLIDES } from '../../src/story/familySlides';
import { activeTalk, BUILT_IN_TALK, setActiveTalk, slideAt, talkFrom } from '../../src/story/talk';
import {
  LINK_FIELDS,
  parseTalk,
  SLIDE_FIELDS,
  TALK_FIELDS,
  validateTalk,
} from '../../src/story/talkFile';
import { talkSchema } from '../../src/story/talkSchema';
import { schemaText, type Schema } from '../../src/lab/schemas';

const EXAMPLE = readFileSync('public/talks/example.json', 'utf8');
const example = () => JSON.parse(EXAMPLE) as Record<string, unknown>;
const minimal = () => ({ format: 'stale-pages-talk', version: 1 }) as Record<string, unknown>;

/** The problems of a file changed by `edit`, as "path: message". */
function problems(edit: (d: Record<string, unknown>) => void, base = example()): string[] {
  edit(base);
  const r = validateTalk(base);
  return r.ok ? [] : r.problems.map((p) => `${p.path}: ${p.message}`);
}

afterEach(() => setActiveTalk(BUILT_IN_TALK));

describe('talk files', () => {
  it('the example served with the deck is valid: title slide first, its notes kept', () => {
    const r = parseTalk(EXAMPLE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const talk = talkFrom(r.talk, 'talks/example.json');
    expect(talk.slides.map((s) => s.id)).toEqual([
      'title',
      'what-happened',
      'why-split',
      'config-gap',
      'rejection',
      'stale-pages',
      'status-200',
      'fixes',
      'closing',
    ]);
    expect(talk.slides[6]!.notes?.[0]).toMatch(/terminal/);
    expect(talk.speaker).toBe('Ada Example');
    expect(talk.links).toHaveLength(2);
  });

  it('without a slide list: a title slide when there is a title, every scene, the family’s two slides, the closing slide', () => {
    const bare = validateTalk(minimal());
    expect(bare.ok && talkFrom(bare.talk, 'a.json').slides.length).toBe(SLIDES);
    if (!bare.ok) return;
    // as the built-in deck: the family's slides just before the closing slide
    const ids = talkFrom(bare.talk, 'a.json').slides.map((s) => s.id);
    expect(ids).toEqual(BUILT_IN_TALK.slides.map((s) => s.id));
    expect(ids.slice(-3)).toEqual(['family', 'family-defences', 'closing']);
    const titled = validateTalk({ ...minimal(), title: 'My talk', theme: 'light' });
    expect(titled.ok).toBe(true);
    if (!titled.ok) return;
    const talk = talkFrom(titled.talk, 'b.json');
    expect(talk.slides[0]!.kind).toBe('title');
    expect(talk.slides.length).toBe(SLIDES + 1);
    expect(talk.theme).toBe('light');
  });

  it('refuses each bad field with a message at its path', () => {
    const cases: [(d: Record<string, unknown>) => void, string][] = [
      [(d) => (d.colour = 'red'), '$.colour: unknown field "colour" (allowed here: format'],
      [(d) => (d.format = 'stale-pages-lab-workshop'), '$.format: must be "stale-pages-talk"'],
      [(d) => (d.version = 2), '$.version: must be 1'],
      [(d) => delete d.version, '$.version: required field is missing'],
      [(d) => (d.title = '   '), '$.title: must not be empty'],
      [(d) => (d.title = 'x'.repeat(121)), '$.title: must be at most 120 characters'],
      [(d) => (d.speaker = 42), '$.speaker: must be a string'],
      [(d) => (d.theme = 'blue'), '$.theme: must be one of: dark, light'],
      [(d) => (d.links = 'https://x.org'), '$.links: must be a list of at most 6 links'],
      [
        (d) => (d.links = [{ label: 'FTP', url: 'ftp://x.org' }]),
        '$.links[0].url: must start with https://',
      ],
      [
        (d) => (d.links = [{ url: 'https://x.org' }]),
        '$.links[0].label: required field is missing',
      ],
      [(d) => (d.links = ['https://x.org']), '$.links[0]: must be an object like'],
      [(d) => (d.slides = []), '$.slides: must be a list of 1 to 40 slides'],
      [
        (d) => (d.slides = ['stale-page']),
        '$.slides[0]: no slide "stale-page" (slides: title, what-happened',
      ],
      [(d) => (d.slides = ['fixes', 'fixes']), '$.slides[1]: "fixes" is listed twice'],
      [(d) => (d.slides = [7]), '$.slides[0]: must be a slide id or an object like'],
      [(d) => (d.slides = [{ notes: ['x'] }]), '$.slides[0].slide: required field is missing'],
      [
        (d) => (d.slides = [{ slide: 'fixes', notes: 'say this' }]),
        '$.slides[0].notes: must be a list of 1 to 12 notes',
      ],
      [
        (d) => (d.slides = [{ slide: 'fixes', notes: [''] }]),
        '$.slides[0].notes[0]: must not be empty',
      ],
      [
        (d) => (d.slides = [{ slide: 'fixes', note: ['x'] }]),
        '$.slides[0].note: unknown field "note"',
      ],
      [
        (d) => {
          delete d.title;
          d.slides = ['title', 'fixes'];
        },
        '$.title: the slides name a title slide: give the talk a title',
      ],
    ];
    for (const [edit, message] of cases) {
      const got = problems(edit);
      expect(
        got.some((p) => p.startsWith(message)),
        `${message}\n got: ${got.join('\n')}`,
      ).toBe(true);
    }
  });

  it('picks the family’s slides by id, in its order and with its notes, or leaves them out', () => {
    const r = validateTalk({
      ...minimal(),
      slides: [
        'what-happened',
        { slide: 'family-defences', notes: ['Only the checksum rows tonight.'] },
        'family',
        'closing',
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const talk = talkFrom(r.talk, 'f.json');
    expect(talk.slides.map((s) => [s.id, s.kind])).toEqual([
      ['what-happened', 'scene'],
      ['family-defences', 'family'],
      ['family', 'family'],
      ['closing', 'closing'],
    ]);
    expect(talk.slides[1]!.family).toBe(FAMILY_SLIDES['family-defences']);
    expect(talk.slides[1]!.notes).toEqual(['Only the checksum rows tonight.']);
    expect(talk.slides[2]!.notes).toBeUndefined();
    // the clicker walks a family slide's builds in a loaded talk too
    setActiveTalk(talk);
    expect(beatsOf(1)).toBe(FAMILY_SLIDES['family-defences'].builds.length);
    // the example file names neither: its deck has none
    const ex = parseTalk(EXAMPLE);
    if (!ex.ok) throw new Error('example invalid');
    expect(talkFrom(ex.talk, 'e.json').slides.some((s) => s.kind === 'family')).toBe(false);
    // a misspelt family id is refused with the ids it could be
    expect(problems((d) => (d.slides = ['families']))[0]).toMatch(
      /^\$\.slides\[0\]: no slide "families" \(slides: .*, family, family-defences, closing\)$/,
    );
    expect(problems((d) => (d.slides = ['family', 'family']))).toContain(
      '$.slides[1]: "family" is listed twice',
    );
  });

  it('never throws on what is not a talk file', () => {
    for (const text of ['', '[]', 'null', '{', '"talk"', '{"format": "stale-pages-talk"']) {
      const r = parseTalk(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.problems[0]!.message.length).toBeGreaterThan(5);
    }
  });

  it('the committed JSON Schema is the generated one, with the validator’s fields', () => {
    const s = talkSchema();
    expect(readFileSync('public/schemas/talk.schema.json', 'utf8')).toBe(schemaText(s));
    const keys = (o: Schema) =>
      Object.keys(o.properties as object)
        .filter((k) => k !== '$comment')
        .sort();
    expect(keys(s)).toEqual([...TALK_FIELDS].sort());
    const props = s.properties as Record<string, Schema>;
    expect(keys(props.links!.items as Schema)).toEqual([...LINK_FIELDS].sort());
    const slideObject = ((props.slides!.items as Schema).anyOf as Schema[])[1]!;
    expect(keys(slideObject)).toEqual([...SLIDE_FIELDS].sort());
    // the family's slides are ids the schema accepts
    const ids = ((props.slides!.items as Schema).anyOf as Schema[])[0]!.enum as string[];
    expect(ids).toEqual(expect.arrayContaining(['family', 'family-defences']));
    // and the validator checks the fields there too
    expect(problems((d) => ((d.links as Record<string, unknown>[])[0]!.zz = 1))).toContain(
      '$.links[0].zz: unknown field "zz" (allowed here: label, url)',
    );
    expect(
      problems((d) => (d.slides = [{ slide: 'fixes', zz: 1 }])).some((p) =>
        p.startsWith('$.slides[0].zz: unknown field'),
      ),
    ).toBe(true);
  });

  it('the deck moves through the loaded talk’s slides, in its order', () => {
    const r = parseTalk(EXAMPLE);
    if (!r.ok) throw new Error('example invalid');
    setActiveTalk(talkFrom(r.talk, 'talks/example.json'));
    expect(activeTalk().source).toBe('talks/example.json');
    expect(slideCount()).toBe(9);
    let d = initialDeck(0);
    expect(slideAt(d.scene).kind).toBe('title');
    d = next(d, 1);
    expect(slideAt(d.scene).id).toBe('what-happened');
    // the example leaves out reservation: stale-pages follows rejection
    d = goTo(d, 4, 2);
    expect(slideAt(d.scene).id).toBe('rejection');
    const beats = slideAt(4).scene!.beats!.length;
    for (let i = 0; i < beats; i++) d = next(d, 3 + i);
    expect(slideAt(d.scene).id).toBe('stale-pages');
    expect(isClosing(goTo(d, 99, 20))).toBe(true);
    expect(goTo(d, 99, 20).scene).toBe(8);
  });
});
