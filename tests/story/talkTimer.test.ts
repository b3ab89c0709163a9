import { describe, expect, it } from 'vitest';
import {
  elapsedMs,
  NEW_TIMER,
  parseTimer,
  remainingMs,
  resetTimer,
  setMinutes,
  startTimer,
  togglePause,
} from '../../src/story/talkTimer';

describe('the talk timer', () => {
  it('counts down the talk length, stands still while paused, and resets to zero paused', () => {
    let t = setMinutes(startTimer(NEW_TIMER, 1000), 30);
    expect(elapsedMs(t, 61_000)).toBe(60_000);
    expect(remainingMs(t, 61_000)).toBe(29 * 60_000);
    t = togglePause(t, 61_000);
    expect(elapsedMs(t, 500_000)).toBe(60_000);
    t = togglePause(t, 121_000); // resumed after a minute's pause
    expect(elapsedMs(t, 131_000)).toBe(70_000);
    expect(remainingMs(t, 1000 + 60_000 * 31 + 60_000)).toBeLessThan(0);
    t = resetTimer(t, 200_000);
    expect(elapsedMs(t, 900_000)).toBe(0);
    expect(elapsedMs(togglePause(t, 900_000), 905_000)).toBe(5000);
    // starting again does not move a started timer
    expect(startTimer(t, 5)).toBe(t);
  });

  it('survives a round trip through storage and refuses malformed text', () => {
    const t = togglePause(setMinutes(startTimer(NEW_TIMER, 10), 45), 20);
    expect(parseTimer(JSON.stringify(t))).toEqual(t);
    expect(parseTimer('{not json')).toEqual(NEW_TIMER);
    expect(parseTimer(null)).toEqual(NEW_TIMER);
    expect(parseTimer('{"minutes":-3,"startedAt":"x"}')).toEqual({ ...NEW_TIMER });
    expect(setMinutes(t, Number.NaN)).toBe(t);
  });
});
