/**
 * src/nav/hash.ts, the one place the URL hash is split: its results, and a scan of src that
 * no other file splits a hash itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatHash,
  hashParams,
  hashWith,
  onHashChange,
  replaceHash,
  routePath,
  splitHash,
} from '../../src/nav/hash';

afterEach(() => history.replaceState(null, '', '#/'));

describe('splitHash and routePath', () => {
  it.each([
    ['', '', '', '/'],
    ['#', '', '', '/'],
    ['#/', '/', '', '/'],
    ['#/explore?s=incident&step=4', '/explore', 's=incident&step=4', '/explore'],
    ['#explore', 'explore', '', '/explore'],
    ['#?lang=fr', '', 'lang=fr', '/'],
    ['#/present?scene=a?b', '/present', 'scene=a?b', '/present'],
    ['/lab?c=x', '/lab', 'c=x', '/lab'],
  ])('%j → path %j, query %j, route %j', (hash, path, query, route) => {
    expect(splitHash(hash)).toEqual({ path, query });
    expect(routePath(hash)).toBe(route);
  });
});

describe('reading and writing parameters', () => {
  it('reads parameters, the current hash by default', () => {
    expect(hashParams('#/?lang=fr&scene=stale-pages').get('scene')).toBe('stale-pages');
    history.replaceState(null, '', '#/present?lang=nl');
    expect(hashParams().get('lang')).toBe('nl');
  });

  it('sets and removes parameters, keeping the route and the others in place', () => {
    expect(hashWith('#/present?lang=fr&scene=a', { scene: 'b' })).toBe('#/present?lang=fr&scene=b');
    expect(hashWith('#/present?lang=fr&scene=a', { lang: null })).toBe('#/present?scene=a');
    expect(hashWith('#/present?lang=fr', { lang: null })).toBe('#/present');
    expect(hashWith('', { scene: 'x' })).toBe('#/?scene=x');
    expect(hashWith('#?lang=fr', { scene: null })).toBe('#/?lang=fr');
  });

  it('formats a route with a query string or parameters', () => {
    expect(formatHash('/explore', 's=incident&fix=a,b')).toBe('#/explore?s=incident&fix=a,b');
    expect(formatHash('/lab', new URLSearchParams({ c: 'make-a-leak' }))).toBe(
      '#/lab?c=make-a-leak',
    );
    expect(formatHash('/')).toBe('#/');
  });

  it('replaces the entry only when the hash changes, and reports navigation', () => {
    const before = history.length;
    replaceHash('#/explore?s=incident');
    expect(location.hash).toBe('#/explore?s=incident');
    expect(history.length).toBe(before);
    let calls = 0;
    const stop = onHashChange(() => calls++);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(calls).toBe(2);
  });
});

describe('one hash parser', () => {
  const SRC = resolve(import.meta.dirname, '../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [join(dir, e.name)]
          : [],
    );
  /** ways to split a hash by hand: find its `?`, strip its `#`, parse its query */
  const SPLITS = [/indexOf\('\?'\)/, /replace\(\/\^#\//, /startsWith\('#'\)/, /\.hash\.slice\(/];

  it('no file but src/nav/hash.ts splits a hash', () => {
    const offenders = files(SRC)
      .map((f) => relative(SRC, f))
      .filter((f) => f !== join('nav', 'hash.ts'))
      .filter((f) => SPLITS.some((re) => re.test(readFileSync(join(SRC, f), 'utf8'))));
    expect(offenders).toEqual([]);
  });
});
