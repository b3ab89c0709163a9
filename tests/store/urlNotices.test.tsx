/** Link parameters the page cannot honour: one notice each, clipped, wrapping; no stale hash. */
import { freshStore, provide } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { act, cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../src/i18n';
import { applyView, loadScenarioText } from '../../src/store/actions';

import { startUrlSync } from '../../src/store/sync';
import { clipForNotice, decodeView } from '../../src/store/url';
import { Notices } from '../../src/modes/explore/Notices';
import { synced } from './helpers';
import { askedNow } from '../../src/store/selectors';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

const HUGE = 'x'.repeat(200_000);
let stop: (() => void) | null = null;

afterEach(() => {
  stop?.();
  stop = null;
  cleanup();
  vi.restoreAllMocks();
});

describe('a language the page lacks', () => {
  it.each(['xx', '__proto__', 'constructor', 'EN', ''])('lang=%s gets a notice', (lang) => {
    const { problems } = decodeView(`s=incident&lang=${lang}`);
    expect(problems).toEqual([{ key: 'explore.url.badLang', vars: { value: lang } }]);
    expect(t('explore.url.badLang', { value: lang })).toContain(`“${lang}”`);
  });

  it('a language it has does not', () => {
    for (const lang of ['en', 'fr', 'nl']) expect(decodeView(`lang=${lang}`).problems).toEqual([]);
  });
});

describe('several bad parameters', () => {
  it('show one notice each (no notice overwrites another)', async () => {
    const { view, problems } = decodeView(
      's=incident&pp=a&dp=b&ps=c&lang=xx&fix=bogus&zz=1&step=7',
    );
    await applyView(store, view, problems);
    const notices = store.getState().notices;
    expect(notices.map((n) => n.key).sort()).toEqual([
      'explore.url.badDp',
      'explore.url.badFix',
      'explore.url.badLang',
      'explore.url.badParam',
      'explore.url.badPp',
      'explore.url.badPs',
    ]);
    const text = notices.map((n) => t(n.key, n.vars));
    expect(text).toEqual(
      expect.arrayContaining([
        expect.stringContaining('“pp=a”'),
        expect.stringContaining('“dp=b”'),
        expect.stringContaining('“ps=c”'),
      ]),
    );
    // the good parameters still apply
    expect(store.getState().step).toBe(7);
  });

  it('each bad pool size keeps its notice beside a size the validator refuses', async () => {
    const { view, problems } = decodeView('s=incident&pp=abc&dp=1');
    await applyView(store, view, problems);
    expect(
      store
        .getState()
        .notices.map((n) => n.key)
        .sort(),
    ).toEqual(['explore.url.badPool', 'explore.url.badPp']);
  });
});

describe('a 200,000-character parameter', () => {
  it('is clipped to 80 characters and "…" in every notice', () => {
    for (const q of [
      `fix=${HUGE}`,
      `${HUGE}=1`,
      `pp=${HUGE}`,
      `dp=${HUGE}`,
      `ps=${HUGE}`,
      `lang=${HUGE}`,
    ]) {
      const { problems } = decodeView(`s=incident&${q}`);
      expect(problems).toHaveLength(1);
      const shown = Object.values(problems[0]!.vars).join('');
      expect(shown).toBe(`${'x'.repeat(80)}…`);
    }
  });

  it('gives a notice of bounded length on screen', async () => {
    const { view, problems } = decodeView(`s=incident&fix=${HUGE}&${HUGE}=2&lang=${HUGE}`);
    await applyView(store, view, problems);
    render(<Notices />, { wrapper: provide(store) });
    const notices = screen.getAllByRole('status');
    expect(notices).toHaveLength(3);
    for (const n of notices) expect(n.textContent.length).toBeLessThan(300);
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(clipForNotice(`${'a'.repeat(79)}🙂🙂`)).toBe(`${'a'.repeat(79)}…`);
    expect(clipForNotice('short')).toBe('short');
    expect(clipForNotice('y'.repeat(80))).toBe('y'.repeat(80));
  });

  it('wraps: notices have a maximum width and break anywhere (CSS)', () => {
    const css = readFileSync('src/app/app.css', 'utf8');
    const rule = (sel: string) => {
      const at = css.indexOf(`\n${sel} {`);
      expect(at, sel).toBeGreaterThanOrEqual(0);
      return css.slice(at, css.indexOf('}', at));
    };
    expect(rule('.notice')).toMatch(/max-width: 100%/);
    expect(rule('.notice')).toMatch(/min-width: 0/);
    expect(rule('.notice p')).toMatch(/overflow-wrap: anywhere/);
    expect(readFileSync('src/views/controls/messages.css', 'utf8')).toMatch(
      /\.notices \{[^}]*grid-template-columns: minmax\(0, 1fr\)/,
    );
  });
});

describe('while a file computes', () => {
  it('the hash never shows the previous scenario’s settings', async () => {
    history.replaceState(null, '', '#/explore?s=incident&step=3');
    stop = startUrlSync(store, '/explore');
    await synced(store);
    expect(location.hash).toBe('#/explore?s=incident&step=3&sel=d1');
    const written: string[] = [];
    const record = (url?: string | URL | null) => {
      if (url) written.push(String(url));
    };
    const push = history.pushState.bind(history);
    const replace = history.replaceState.bind(history);
    vi.spyOn(history, 'pushState').mockImplementation((d, u, url) => {
      record(url);
      push(d, u, url);
    });
    vi.spyOn(history, 'replaceState').mockImplementation((d, u, url) => {
      record(url);
      replace(d, u, url);
    });
    const incident = JSON.parse(readFileSync('public/scenarios/incident.json', 'utf8')) as {
      config: { decode: { poolTokens: number } };
    };
    const file = { ...incident, config: { ...incident.config, decode: { poolTokens: 2_000_000 } } };
    await act(() => loadScenarioText(store, JSON.stringify(file), 'mine.json'));
    // replaced entries are throttled: wait until the file's view is the one in the URL
    await synced(store);
    expect(askedNow(store.getState())?.origin).toBe('file');
    expect(written.length).toBeGreaterThan(0);
    // every entry written is the file's own view: no pool size, fix or step from the incident
    for (const url of written) expect(url).toMatch(/^#\/explore\?s=file&step=0&sel=d1$/);
    expect(location.hash).toBe('#/explore?s=file&step=0&sel=d1');
  });
});
