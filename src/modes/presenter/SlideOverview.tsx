/**
 * Every slide of the talk in a grid (the speaker view's `O`): arrows move between them (↑ ↓ by
 * a row), Home / End to the first / last, Enter (or a click) shows that slide in the deck, Esc
 * closes. A modal dialog: the deck's keys wait while it is open, focus comes back after.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../i18n';
import { activeTalk, type TalkSlide } from '../../story/talk';

/** The number of columns the grid is laid out in (from its computed template). */
function columns(grid: HTMLElement | null): number {
  if (!grid) return 1;
  const cols = getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
  return Math.max(1, cols);
}

export function SlideOverview({
  current,
  titleOf,
  onJump,
  onClose,
}: {
  current: number;
  titleOf: (s: TalkSlide) => string;
  onJump: (index: number) => void;
  onClose: () => void;
}) {
  const slides = activeTalk().slides;
  const [at, setAt] = useState(current);
  const grid = useRef<HTMLOListElement>(null);
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    opener.current = document.activeElement;
    return () => {
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, []);
  useLayoutEffect(() => {
    grid.current?.querySelector<HTMLElement>(`[data-index="${at}"]`)?.focus();
  }, [at]);

  const onKey = (e: KeyboardEvent) => {
    const last = slides.length - 1;
    const cols = columns(grid.current);
    const move: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      ArrowDown: at + cols,
      ArrowUp: at - cols,
      Home: 0,
      End: last,
    };
    if (e.key in move) {
      setAt(Math.max(0, Math.min(last, move[e.key]!)));
    } else if (e.key === 'Enter' || e.key === ' ') {
      onJump(at);
      onClose();
    } else if (e.key === 'Escape' || e.key === 'o' || e.key === 'O') {
      onClose();
    } else if (e.key !== 'Tab') return;
    else {
      // focus stays in the dialog: Tab moves like the arrows
      setAt(Math.max(0, Math.min(last, at + (e.shiftKey ? -1 : 1))));
    }
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div className="sp-overview-backdrop" onClick={onClose}>
      <div
        className="sp-overview"
        role="dialog"
        aria-modal="true"
        aria-labelledby="sp-overview-title"
        data-testid="slide-overview"
        onKeyDown={onKey}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="sp-overview-title">{t('stage.overview.title', { n: slides.length })}</h2>
        <p className="sp-keys">{t('stage.overview.keys')}</p>
        <ol className="sp-overview-grid" ref={grid}>
          {slides.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                data-index={i}
                data-slide={s.id}
                aria-current={i === current ? 'true' : undefined}
                tabIndex={i === at ? 0 : -1}
                onClick={() => {
                  onJump(i);
                  onClose();
                }}
              >
                <span className="sp-overview-n">{i + 1}</span>
                <span className="sp-overview-title">{titleOf(s)}</span>
                {s.notes && <span className="sp-overview-own">{t('stage.talk.ownNotes')}</span>}
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
