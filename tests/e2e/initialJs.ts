/**
 * The initial-JS budget: the JS a built index.html loads up front (its module scripts and
 * their modulepreloads), gzipped. Used by the budget e2e test and by `npm run bench:render`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** ≤ 140 KB gzip of JS before the first paint (see docs/architecture.md#size). */
export const INITIAL_JS_BUDGET = 140 * 1024;

export interface InitialJs {
  /** paths relative to the dist folder, in the order index.html names them */
  files: string[];
  /** gzip bytes per file */
  sizes: Record<string, number>;
  /** gzip bytes of all of them */
  gzip: number;
  /** gzip bytes of every .js in dist/assets, loaded up front or not */
  totalJsGzip: number;
}

const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** The local JS files an index.html loads up front: module scripts and modulepreloads. */
export function upFrontScripts(html: string): string[] {
  const refs: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const ref = isScript
      ? attr(tag, 'type') === 'module'
        ? attr(tag, 'src')
        : undefined
      : attr(tag, 'rel') === 'modulepreload'
        ? attr(tag, 'href')
        : undefined;
    if (ref && !/^[a-z]+:|^\/\//i.test(ref)) refs.push(ref.replace(/^\.?\//, ''));
  }
  return [...new Set(refs)];
}

const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

export function initialJs(dist: string): InitialJs {
  const files = upFrontScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  const sizes = Object.fromEntries(files.map((f) => [f, gz(join(dist, f))]));
  const assets = join(dist, 'assets');
  const allJs = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.js')) : [];
  return {
    files,
    sizes,
    gzip: Object.values(sizes).reduce((n, s) => n + s, 0),
    totalJsGzip: allJs.reduce((n, f) => n + gz(join(assets, f)), 0),
  };
}

/** A failure message when the up-front JS is over budget, else null. */
export function overBudget(size: InitialJs, budget = INITIAL_JS_BUDGET): string | null {
  if (size.gzip <= budget) return null;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const parts = size.files.map((f) => `${f} ${kb(size.sizes[f] ?? 0)}`).join(', ');
  return `initial JS is ${kb(size.gzip)} gzip, over the ${kb(budget)} budget (${parts})`;
}
