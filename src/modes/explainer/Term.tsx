/**
 * A term with its definition in a popover: a prose term's defining use (`<dfn>`), or an
 * identifier shown on screen (in code font, or plain in a sentence). It is not a Tab stop
 * (tabIndex -1): 113 of them stood between a keyboard user and the live view (WCAG 2.4.1,
 * 2.4.3); the glossary at the end holds every definition, and the skip links lead past the
 * text. Mouse: hover shows it. Touch or click: a tap focuses it and toggles it. Escape hides
 * it wherever focus is (WCAG 1.4.13), focus staying on (or going back to) the term when it
 * was there. The popover is the element's accessible description (aria-describedby), so screen
 * readers hear it on focus. Definitions load on demand (src/i18n/glossary.ts).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { t, type MessageKey } from '../../i18n';
import type { Vars } from '../../story/figures';
import type { TermId } from '../../story/glossary';
import { richNodes, TextLinks } from '../../views/shared/RichText';

/** The definition, or a short wait while the glossary's strings arrive. */
export function definition(id: TermId, vars: Vars): string {
  const key = `story.gloss.${id}.def` as MessageKey;
  const def = t(key, vars);
  return def === key ? t('story.ui.termLoading') : def;
}

export function Term({
  id,
  vars,
  as = 'dfn',
  className,
  children,
}: {
  id: TermId;
  vars: Vars;
  /** dfn: the defining use in prose; code / span: an identifier shown on screen */
  as?: 'dfn' | 'code' | 'span';
  /** the class of the focusable element (a figure's own style for a name or a value) */
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  // the state before this press: focus (which opens) comes between pointerdown and click
  const before = useRef<boolean | null>(null);
  const trigger = useRef<HTMLElement>(null);
  // Escape closes an open popover wherever focus is (one opened by hover has no focus)
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const el = trigger.current;
      const inside = el?.parentElement?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (inside && el && document.activeElement !== el) el.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setOpen((o) => !o);
    }
  };
  const Tag = as;
  return (
    <span
      className={as === 'dfn' ? 'sp-term' : 'sp-term sp-term-ident'}
      data-term={id}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={(e) => {
        if (!e.currentTarget.contains(document.activeElement)) setOpen(false);
      }}
    >
      <Tag
        id={as === 'dfn' ? `term-${id}` : undefined}
        className={className}
        ref={trigger}
        tabIndex={-1}
        aria-describedby={tipId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onPointerDown={() => (before.current = open)}
        onClick={() => {
          if (before.current !== null) setOpen(!before.current);
          before.current = null;
        }}
        onKeyDown={onKeyDown}
      >
        {children}
      </Tag>
      <span id={tipId} role="tooltip" className="sp-term-tip" hidden={!open}>
        {/* identifiers inside a definition are not linked again */}
        <TextLinks.Provider value={null}>{richNodes(definition(id, vars))}</TextLinks.Provider>
      </span>
    </span>
  );
}
