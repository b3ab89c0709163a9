/**
 * A term's defining use: `<dfn>` with a popover holding its definition. Keyboard: Tab focuses
 * it and shows the popover, Escape hides it. Mouse: hover shows it. Touch: a tap toggles it.
 * The popover is the dfn's accessible description, so screen readers hear it on focus.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { t, type MessageKey } from '../../i18n';
import type { Vars } from '../../story/figures';
import type { TermId } from '../../story/glossary';
import { richNodes } from '../../views/shared/RichText';

export function Term({ id, vars, children }: { id: TermId; vars: Vars; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  // the state before this press: focus (which opens) comes between pointerdown and click
  const before = useRef<boolean | null>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setOpen((o) => !o);
    }
  };
  return (
    <span
      className="sp-term"
      data-term={id}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={(e) => {
        if (!e.currentTarget.contains(document.activeElement)) setOpen(false);
      }}
    >
      <dfn
        id={`term-${id}`}
        tabIndex={0}
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
      </dfn>
      <span id={tipId} role="tooltip" className="sp-term-tip" hidden={!open}>
        {richNodes(t(`story.gloss.${id}.def` as MessageKey, vars))}
      </span>
    </span>
  );
}
