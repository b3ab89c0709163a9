import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textWidth, wrapLines, wrapText } from '../../src/views/topology/fitText';
import { MAX_ZOOM, MIN_ZOOM, viewZoom } from '../../src/views/stage/ViewFit';

describe('wrapText (the request path wraps its labels, never cuts them)', () => {
  it('keeps every letter: the lines joined give the text back', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'disagg_prefill_inflight_queue',
            'DecodeTransferQueue',
            'pages',
            '·',
            'sent',
          ),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.integer({ min: 40, max: 300 }),
        (words, px) => {
          const text = words.join(' ');
          const lines = wrapText(text, px, 9.5, { mono: true });
          expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
          expect(lines.some((l) => l.includes('…'))).toBe(false);
        },
      ),
    );
  });

  it('breaks a snake_case name only after an underscore, and words at spaces first', () => {
    const px = textWidth('disagg_prefill_', 9.5, { mono: true }) + 1;
    expect(wrapText('disagg_prefill_inflight_queue', px, 9.5, { mono: true })).toEqual([
      'disagg_prefill_',
      'inflight_queue',
    ]);
    const wide = textWidth('(send_metadata)', 10) + 1;
    expect(wrapText('← page indices (send_metadata)', wide, 10)).toEqual([
      '← page indices',
      '(send_metadata)',
    ]);
  });

  it('leaves a name with no break point whole on its own line', () => {
    expect(wrapText('PREBUILT', 20, 9.5, { mono: true })).toEqual(['PREBUILT']);
  });

  it('breaks a CamelCase name between its words, and only where it must', () => {
    expect(wrapText('DecodeTransferQueue', 20, 9.5, { mono: true })).toEqual([
      'Decode',
      'Transfer',
      'Queue',
    ]);
    expect(wrapText('DecodeTransferQueue', 200, 9.5, { mono: true })).toEqual([
      'DecodeTransferQueue',
    ]);
  });
});

describe('wrapLines (a reader can rejoin a name wrapped inside it)', () => {
  it('marks a line that goes on with the previous word, and only that one', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('PrefillBootstrapQueue', 'disagg_decode_transfer_queue', 'pool', 'A'),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.integer({ min: 30, max: 300 }),
        (words, px) => {
          const text = words.join(' ');
          const lines = wrapLines(text, px, 10, { mono: true });
          expect(lines[0]!.joins).toBe(false);
          const rejoined = lines.map((l, i) => (i === 0 || l.joins ? '' : ' ') + l.text).join('');
          expect(rejoined).toBe(text);
        },
      ),
    );
  });

  it('a CamelCase name too wide for its line breaks between its words, joined', () => {
    const lines = wrapLines('PrefillBootstrapQueue', textWidth('PrefillBootstrap', 10) + 2, 10);
    expect(lines).toEqual([
      { text: 'PrefillBootstrap', joins: false },
      { text: 'Queue', joins: true },
    ]);
  });
});

describe('viewZoom (the sticky live view fills its box, never scrolls)', () => {
  // a content whose height falls as its layout widens (text reflowing): area / width + fixed
  const content = (area: number, fixed: number) => (w: number) => area / w + fixed;

  it('the chosen layout, zoomed, fits the box and is at most as wide as the box', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 1200 }),
        fc.integer({ min: 200, max: 900 }),
        fc.integer({ min: 10_000, max: 400_000 }),
        fc.integer({ min: 50, max: 600 }),
        (w, h, area, fixed) => {
          const at = content(area, fixed);
          const { zoom, width } = viewZoom({ w, h }, at);
          expect(zoom).toBeGreaterThanOrEqual(MIN_ZOOM);
          expect(zoom).toBeLessThanOrEqual(MAX_ZOOM);
          expect(width * zoom).toBeLessThanOrEqual(w + 1e-6);
          if (at(w / MIN_ZOOM) * MIN_ZOOM <= h)
            expect(at(width) * zoom).toBeLessThanOrEqual(h + 1e-6);
        },
      ),
    );
  });

  it('grows a short content (no empty space under it) and shrinks a tall one', () => {
    expect(viewZoom({ w: 700, h: 600 }, content(100_000, 300)).zoom).toBeGreaterThan(1);
    expect(viewZoom({ w: 700, h: 350 }, content(100_000, 300)).zoom).toBeLessThan(1);
  });
});
