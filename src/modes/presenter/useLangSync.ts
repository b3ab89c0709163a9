/**
 * The talk's language travels with the deck state: a language chosen in either window (the
 * speaker view's control, the deck's URL) is taken up by the other at once, without a reload.
 * Only a change made here after mounting is sent; a window that opens takes the others'.
 */
import { useEffect, useRef } from 'react';
import type { Lang } from '../../i18n';
import { revise, type DeckState } from '../../story/deck';
import { useLang } from '../../store/react';

export function useLangSync(
  deck: DeckState,
  update: (make: (d: DeckState) => DeckState) => void,
  enabled: boolean,
): void {
  const lang = useLang();
  const last = useRef<Lang>(lang);
  useEffect(() => {
    if (!enabled || last.current === lang) return;
    last.current = lang;
    update((d) => (d.lang === lang ? d : revise(d, { lang })));
  }, [lang, enabled, update]);
  // a language adopted from the other window is not sent back
  useEffect(() => {
    if (deck.lang) last.current = deck.lang;
  }, [deck.lang]);
}
