import { describe, expect, it } from 'vitest';
import {
  formatElapsed,
  goTo,
  initialDeck,
  isDeckMessage,
  isNewer,
  next,
  prev,
  revise,
  sceneForDigit,
} from '../../src/story/deck';
import { hashWithScene, sceneFromHash } from '../../src/story/hash';
import { hashWithLang, langFromHash } from '../../src/i18n';

describe('deck state', () => {
  it('moves between scenes within bounds, each move newer than the last', () => {
    const a = initialDeck();
    const b = next(a, 1000);
    expect(b.scene).toBe(1);
    expect(isNewer(b, a)).toBe(true);
    expect(prev(prev(b, 1001), 1002).scene).toBe(0);
    expect(goTo(a, 99, 5).scene).toBe(9);
    expect(next(goTo(a, 9, 5), 6).scene).toBe(9);
    const c = revise(b, { blank: true }, 10);
    expect(c.rev).toBeGreaterThan(b.rev);
    expect(goTo(c, 1, 11).blank).toBe(false);
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
