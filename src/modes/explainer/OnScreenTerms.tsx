/**
 * The identifiers the live view shows right now (its request path, pool maps and response, read
 * from what is drawn, SVG text included), each with its definition: a disclosure beside the
 * replay controls. It opens on hover, click, Enter or Space; Escape closes it and gives focus
 * back to its button. (The narration above the view links its identifiers inline.)
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import type { Vars } from '../../story/figures';
import type { TermId } from '../../story/glossary';
import type { Idents } from './links';
import { richNodes, TextLinks } from '../../views/shared/RichText';
import { definition } from './Term';

/** The text drawn inside `root`, leaving out popovers (hidden or not). */
function drawnText(root: Element): string {
  const out: string[] = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) =>
      n.parentElement?.closest('[role="tooltip"]')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  // an identifier's parts either side of a <wbr> seam are one word
  // (and a label wrapped at a seam over two SVG lines, "disagg_prefill_" / "inflight_queue")
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const seam = n.previousSibling?.nodeName === 'WBR' || /_$/.test(out[out.length - 1] ?? '');
    out.push(seam ? '' : ' ', n.textContent ?? '');
  }
  return out.join('');
}

function useIdentsIn(view: RefObject<HTMLElement | null>, identsIn: Idents['identsIn']): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    const root = view.current;
    if (!root || typeof MutationObserver === 'undefined') return;
    let frame = 0;
    const scan = () => {
      frame = 0;
      const found = identsIn(drawnText(root)).sort();
      setNames((old) => (old.join() === found.join() ? old : found));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(scan);
    };
    const mo = new MutationObserver(later);
    mo.observe(root, { subtree: true, childList: true, characterData: true });
    later();
    return () => {
      mo.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [view, identsIn]);
  return names;
}

export function OnScreenTerms({
  view,
  vars,
  idents,
}: {
  view: RefObject<HTMLElement | null>;
  vars: Vars;
  idents: Idents;
}) {
  useLang();
  const names = useIdentsIn(view, idents.identsIn);
  const IDENTS = idents.IDENTS;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  if (names.length === 0) return null;
  const byEntry = new Map<TermId, string[]>();
  for (const n of names) byEntry.set(IDENTS[n]!, [...(byEntry.get(IDENTS[n]!) ?? []), n]);
  return (
    <div
      className="sp-onscreen"
      data-testid="onscreen-terms"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={(e) => {
        if (!e.currentTarget.contains(document.activeElement)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('story.ui.onScreen', { n: names.length })}
      </button>
      <div id={panelId} className="sp-onscreen-panel" hidden={!open} tabIndex={-1}>
        <p className="sp-onscreen-hint">{t('story.ui.onScreenHint')}</p>
        <TextLinks.Provider value={null}>
          <dl>
            {[...byEntry].map(([id, shown]) => (
              <div key={id} data-term={id} data-names={shown.join(' ')}>
                <dt>
                  {shown.map((n, i) => (
                    <span key={n}>
                      {i > 0 && ', '}
                      <code>{n}</code>
                    </span>
                  ))}
                </dt>
                <dd>{richNodes(definition(id, vars))}</dd>
              </div>
            ))}
          </dl>
        </TextLinks.Provider>
      </div>
    </div>
  );
}
