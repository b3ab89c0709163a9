/**
 * The talk's timer, as plain data: when it started, whether it is paused, how long the talk is.
 * The speaker view keeps it in localStorage (it survives a reload of either window, and every
 * window of the talk sees the same), and derives elapsed and remaining time from it.
 */
export interface TalkTimer {
  /** ms since epoch; null before the talk starts */
  startedAt: number | null;
  /** when it was paused; null while running */
  pausedAt: number | null;
  /** time spent paused before `pausedAt` */
  pausedMs: number;
  /** the talk's length in minutes, as the speaker set it */
  minutes: number;
}

export const TIMER_KEY = 'stale-pages:talk-timer';
export const NEW_TIMER: TalkTimer = { startedAt: null, pausedAt: null, pausedMs: 0, minutes: 20 };

export function elapsedMs(t: TalkTimer, now: number): number {
  if (t.startedAt === null) return 0;
  return Math.max(0, (t.pausedAt ?? now) - t.startedAt - t.pausedMs);
}

/** Time left of the talk's length; negative once over. */
export function remainingMs(t: TalkTimer, now: number): number {
  return t.minutes * 60_000 - elapsedMs(t, now);
}

export function startTimer(t: TalkTimer, now: number): TalkTimer {
  return t.startedAt === null ? { ...t, startedAt: now, pausedAt: null, pausedMs: 0 } : t;
}

/** Pauses a running timer, resumes a paused one (a timer not started starts). */
export function togglePause(t: TalkTimer, now: number): TalkTimer {
  if (t.startedAt === null) return startTimer(t, now);
  if (t.pausedAt === null) return { ...t, pausedAt: now };
  return { ...t, pausedAt: null, pausedMs: t.pausedMs + (now - t.pausedAt) };
}

/** Back to zero, paused: the next move or Resume starts it again. */
export function resetTimer(t: TalkTimer, now: number): TalkTimer {
  return { ...t, startedAt: now, pausedAt: now, pausedMs: 0 };
}

export function setMinutes(t: TalkTimer, minutes: number): TalkTimer {
  return Number.isFinite(minutes) && minutes > 0 ? { ...t, minutes: Math.min(600, minutes) } : t;
}

/** A stored timer, or a new one when the stored text is missing or malformed. */
export function parseTimer(text: string | null): TalkTimer {
  if (!text) return NEW_TIMER;
  try {
    const v = JSON.parse(text) as Partial<TalkTimer>;
    const numOrNull = (x: unknown) => (x === null || typeof x === 'number' ? x : null);
    return {
      startedAt: numOrNull(v.startedAt),
      pausedAt: numOrNull(v.pausedAt),
      pausedMs: typeof v.pausedMs === 'number' ? v.pausedMs : 0,
      minutes: typeof v.minutes === 'number' && v.minutes > 0 ? v.minutes : NEW_TIMER.minutes,
    };
  } catch {
    return NEW_TIMER;
  }
}
