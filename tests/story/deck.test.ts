import { describe, expect, it } from 'vitest';
import {
  formatElapsed,
  goTo,
  initialDeck,
  isDeckMessage,
  isNewer,
  next,
  prev,
  prevSlide,
  revise,
  sceneForDigit,
  beatsOf,
  isClosing,
} from '../../src/story/deck';
import { SCENES } from '../../src/story/scenes';
import { hashWithScene, sceneFromHash } from '../../src/story/hash';
import { hashWithLang, langFromHash } from '../../src/i18n';

describe('deck state', () => {
  it('moves between scenes within bounds, each move newer than the last', () => {
    // scene 2 (why-split) has no clicker builds: one forward move is the next slide
    const a = initialDeck(1);
    const b = next(a, 1000);
    expect(b.scene).toBe(2);
    expect(isNewer(b, a)).toBe(true);
    expect(prevSlide(prevSlide(b, 1001), 1002).scene).toBe(0);
    // the last slide is the closing slide, after the ten scenes and the family's two slides;
    // forward stays there
    expect(goTo(a, 99, 5).scene).toBe(12);
    expect(isClosing(goTo(a, 99, 5))).toBe(true);
    const end = goTo(a, 12, 5);
    expect(next(end, 6)).toBe(end);
    const c = revise(b, { blank: true }, 10);
    expect(c.rev).toBeGreaterThan(b.rev);
    expect(goTo(c, 1, 11).blank).toBe(false);
  });

  it('steps through a live slide’s builds, then to the next slide; back walks them in reverse', () => {
    const rejection = SCENES.findIndex((s) => s.id === 'rejection');
    const builds = SCENES[rejection]!.beats!.length;
    expect(builds).toBeGreaterThanOrEqual(3);
    let d = goTo(initialDeck(), rejection, 1);
    const seen: [number, number][] = [[d.scene, d.beat]];
    for (let i = 0; i < builds; i++) seen.push([(d = next(d, 2 + i)).scene, d.beat]);
    expect(seen).toEqual([
      ...Array.from({ length: builds }, (_, b) => [rejection, b]),
      [rejection + 1, 0],
    ]);
    expect(beatsOf(rejection + 1)).toBe(1);
    // back from the next slide lands on the live slide's last build
    d = prev(d, 50);
    expect([d.scene, d.beat]).toEqual([rejection, builds - 1]);
    expect(prev(d, 51).beat).toBe(builds - 2);
    // a slide reached by a jump starts at its first build
    expect(goTo(d, rejection + 3, 52).beat).toBe(0);
  });

  it('maps digits 1–9 and 0 to scenes', () => {
    expect(sceneForDigit('1')).toBe(0);
    expect(sceneForDigit('9')).toBe(8);
    expect(sceneForDigit('0')).toBe(9);
    expect(sceneForDigit('x')).toBeNull();
  });

  it('accepts only well-formed messages', () => {
    expect(isDeckMessage({ type: 'hello', from: 'w1' })).toBe(true);
    expect(isDeckMessage({ type: 'state', from: 'w1', state: initialDeck() })).toBe(true);
    expect(isDeckMessage({ type: 'state', from: 'w1', state: { scene: 'x' } })).toBe(false);
    expect(isDeckMessage(null)).toBe(false);
  });

  it('formats elapsed time', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
  });
});

describe('the URL hash', () => {
  it('keeps scene and language side by side', () => {
    const h = hashWithScene('#/?lang=fr', 'stale-pages');
    expect(h).toBe('#/?lang=fr&scene=stale-pages');
    expect(sceneFromHash(h)).toBe('stale-pages');
    expect(langFromHash(h)).toBe('fr');
    expect(hashWithLang(h, 'nl')).toBe('#/?lang=nl&scene=stale-pages');
    expect(hashWithLang(h, 'en')).toBe('#/?scene=stale-pages');
    expect(hashWithScene('#/present', 'fixes')).toBe('#/present?scene=fixes');
    expect(sceneFromHash('#/?scene=nope')).toBeNull();
  });
});
