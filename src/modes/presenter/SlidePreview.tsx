/**
 * A picture of a slide in the speaker view: the deck itself (`#/present?preview=1`) in a frame
 * of the audience's size, scaled down. The frame shows the URL's slide and build only: it has
 * no keys and does not join the talk's channel. Its hash follows the deck without a reload.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '../../i18n';
import type { DeckState } from '../../story/deck';

const W = 1280;
const H = 720;

/** `frame`: which picture it is, the name of the frame's landmark (each must be unique). */
export function previewSrc(
  d: Pick<DeckState, 'scene' | 'beat' | 'live'>,
  lang: Lang,
  frame: 'now' | 'next',
): string {
  const base = location.href.split('#')[0];
  const q = new URLSearchParams({
    slide: String(d.scene),
    beat: String(d.beat),
    live: d.live ? '1' : '0',
    preview: '1',
    frame,
    lang,
  });
  return `${base}#/present?${q.toString()}`;
}

export function SlidePreview({
  src,
  title,
  testId,
}: {
  src: string;
  title: string;
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [scale, setScale] = useState(0.3);
  const [first] = useState(src);
  /** the slide the frame should show now; whether its document has loaded */
  const latest = useRef(src);
  const loaded = useRef(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setScale(el.clientWidth / W));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  /**
   * Later slides: only the hash changes, so the frame's app moves without loading again. A
   * change that comes while the frame is still loading waits for its load: set on the frame's
   * first, empty document it would be lost (CI at ce7eaca: the next picture stayed at the build
   * the frame was opened with).
   */
  const apply = () => {
    const f = frame.current;
    const w = f?.contentWindow;
    if (!f || !w || !loaded.current) return;
    const hash = latest.current.slice(latest.current.indexOf('#'));
    try {
      if (w.location.hash !== hash) w.location.hash = hash;
    } catch {
      if (f.src !== latest.current) f.src = latest.current;
    }
  };
  useLayoutEffect(() => {
    latest.current = src;
    apply();
  });
  return (
    <div className="sp-preview" ref={box} style={{ height: `${H * scale}px` }}>
      <iframe
        ref={frame}
        src={first}
        onLoad={() => {
          loaded.current = true;
          apply();
        }}
        title={title}
        data-testid={testId}
        data-src={src}
        tabIndex={-1}
        width={W}
        height={H}
        style={{ transform: `scale(${scale})` }}
      />
    </div>
  );
}
