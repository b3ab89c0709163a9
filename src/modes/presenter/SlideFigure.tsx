/**
 * A scene's figure on a slide, full size: laid out at the width (of a few) that lets it grow
 * largest, then scaled to fill the slide's view, so nothing scrolls inside it and the type is
 * as big as the figure allows. The explainer's figures (src/views/figures), without links.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '../../i18n';
import { useLangStrings } from '../../store/react';
import { figureData } from '../../story/figureData';
import type { Vars } from '../../story/figures';
import type { Scene } from '../../story/scenes';
import { SceneFigures } from '../../views/figures/SceneFigures';
import { CalcSlide } from './CalcSlide';
import './slideFigure.css';

/** Widths (CSS px) the figure is tried at, 640 to 1680 by 40; the largest scale wins. */
const WIDTHS = Array.from({ length: 27 }, (_, i) => 640 + 40 * i);
/** Never blow a small figure up beyond this. */
const MAX_SCALE = 1.8;

export function fitScale(box: { w: number; h: number }, at: { w: number; h: number }[]) {
  let best = { width: at[0]?.w ?? 0, scale: 1 };
  let bestScale = 0;
  for (const { w, h } of at) {
    if (w <= 0 || h <= 0) continue;
    const s = Math.min(box.w / w, box.h / h, MAX_SCALE);
    if (s > bestScale) {
      bestScale = s;
      best = { width: w, scale: s };
    }
  }
  return best;
}

export function SlideFigure({ scene, vars, lang }: { scene: Scene; vars: Vars; lang: Lang }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<{ width: number; scale: number } | null>(null);
  // measured again when the language's strings arrive (the text reflows then, not at the switch)
  const strings = useLangStrings();

  useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return;
    const measure = () => {
      const box = { w: o.clientWidth, h: o.clientHeight };
      if (box.w === 0 || box.h === 0) return;
      const at = WIDTHS.map((w) => {
        i.style.width = `${w}px`;
        return { w, h: i.scrollHeight };
      });
      const f = fitScale(box, at);
      i.style.width = `${f.width}px`;
      setFit((old) =>
        old && old.width === f.width && Math.abs(old.scale - f.scale) < 0.005 ? old : f,
      );
    };
    measure();
    // once the fonts are in, the figure's lines may wrap differently: measure again
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) measure();
    });
    if (typeof ResizeObserver === 'undefined')
      return () => {
        live = false;
      };
    const ro = new ResizeObserver(measure);
    ro.observe(o);
    return () => {
      live = false;
      ro.disconnect();
    };
  }, [scene, lang, strings]);

  return (
    <div className="sp-slide-figure" ref={outer} data-testid="slide-figure">
      <div
        className="sp-slide-figure-inner"
        ref={inner}
        style={
          fit
            ? { width: `${fit.width}px`, transform: `translateX(-50%) scale(${fit.scale})` }
            : undefined
        }
      >
        {(scene.extras ?? []).includes('calculator') ? (
          <CalcSlide facts={figureData(scene, lang).calc} />
        ) : (
          <SceneFigures data={figureData(scene, lang)} vars={vars} links={false} slide />
        )}
      </div>
    </div>
  );
}
