/** The talk's timer (src/story/talkTimer.ts) kept in localStorage and shared by every window. */
import { useCallback, useEffect, useState } from 'react';
import { parseTimer, TIMER_KEY, type TalkTimer } from '../../story/talkTimer';

function read(): TalkTimer {
  try {
    return parseTimer(localStorage.getItem(TIMER_KEY));
  } catch {
    return parseTimer(null);
  }
}

export function useTalkTimer(): [TalkTimer, (make: (t: TalkTimer) => TalkTimer) => void] {
  const [timer, setTimer] = useState(read);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === TIMER_KEY) setTimer(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const change = useCallback((make: (t: TalkTimer) => TalkTimer) => {
    const next = make(read());
    try {
      localStorage.setItem(TIMER_KEY, JSON.stringify(next));
    } catch {
      /* storage off: the timer lives in this window only */
    }
    setTimer(next);
  }, []);
  return [timer, change];
}
