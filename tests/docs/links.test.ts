/**
 * The documentation names only what exists: every relative link in README.md, CHANGELOG.md and
 * docs/**\/*.md resolves to a file (and its #anchor to a heading of that file), every
 * `npm run X` is a script of package.json, and every repository path written in backticks
 * (src/…, live/…, scripts/…, tests/…, public/…, docs/…, .ci/…) exists. It checks links and paths, not
 * prose. Reads files only: no DOM, no build, no child process.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, codeOf, linksOf, npmScriptsOf, repoPathsOf, slug } from './markdown';

const ROOT = resolve(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(path);
    return e.name.endsWith('.md') ? [path] : [];
  });
}

const FILES = [
  join(ROOT, 'README.md'),
  ...['CHANGELOG.md', 'CONTRIBUTING.md'].map((f) => join(ROOT, f)).filter((f) => existsSync(f)),
  ...markdownFiles(join(ROOT, 'docs')),
];
const SCRIPTS = new Set(
  Object.keys(
    (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts,
  ),
);
const read = (file: string) => readFileSync(file, 'utf8');
const name = (file: string) => relative(ROOT, file);

/** Whether a path, possibly with `*` in its segments and `{a,b}` alternatives, names a file. */
function pathExists(path: string): boolean {
  const brace = /\{([^{}]*)\}/.exec(path);
  if (brace) {
    return brace[1]!
      .split(',')
      .every((alt) =>
        pathExists(path.slice(0, brace.index) + alt + path.slice(brace.index + brace[0].length)),
      );
  }
  const parts = path.replace(/\/$/, '').split('/');
  let found = [ROOT];
  for (const part of parts) {
    if (!part.includes('*')) {
      found = found.map((d) => join(d, part)).filter((p) => existsSync(p));
      continue;
    }
    const re = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    found = found.flatMap((d) =>
      existsSync(d) && statSync(d).isDirectory()
        ? readdirSync(d)
            .filter((n) => re.test(n))
            .map((n) => join(d, n))
        : [],
    );
  }
  return found.length > 0;
}

describe('the documentation names only what exists', () => {
  it('reads the README and every page of docs/', () => {
    expect(FILES.map(name)).toContain('README.md');
    expect(FILES.map(name)).toContain('docs/model.md');
  });

  it.each(FILES.map((f) => [name(f), f]))('%s: every relative link resolves', (_, file) => {
    const broken: string[] = [];
    for (const link of linksOf(read(file))) {
      const [target = '', anchor] = link.split('#');
      const path = target ? resolve(dirname(file), decodeURI(target)) : file;
      if (!existsSync(path)) {
        broken.push(`${link}: no file ${name(path)}`);
        continue;
      }
      if (anchor !== undefined && path.endsWith('.md') && !anchorsOf(read(path)).has(anchor))
        broken.push(`${link}: no heading #${anchor} in ${name(path)}`);
    }
    expect(broken).toEqual([]);
  });

  it.each(FILES.map((f) => [name(f), f]))('%s: every `npm run X` is a script', (_, file) => {
    const missing = npmScriptsOf(read(file)).filter((s) => !SCRIPTS.has(s));
    expect(missing).toEqual([]);
  });

  it.each(FILES.map((f) => [name(f), f]))('%s: every repository path exists', (_, file) => {
    const missing = repoPathsOf(codeOf(read(file))).filter((p) => !pathExists(p));
    expect(missing).toEqual([]);
  });
});

describe('the reader of Markdown', () => {
  it('makes GitHub’s anchors', () => {
    expect(slug('Checking progress (`lab:verify`)')).toBe('checking-progress-labverify');
    expect(slug('Data flow: engine → worker')).toBe('data-flow-engine--worker');
    expect([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n')]).toEqual(['a', 'a-1']);
  });

  it('finds relative links outside code, not URLs or routes', () => {
    const text = '[a](docs/a.md#x) ![i](img/i.jpg) [u](https://x.org) [r](#/lab) `[c](c.md)`\n';
    expect(linksOf(text)).toEqual(['docs/a.md#x', 'img/i.jpg']);
  });

  it('finds scripts and repository paths', () => {
    expect(npmScriptsOf('run `npm run -s simulate -- x` or npm run bench:live.')).toEqual([
      'simulate',
      'bench:live',
    ]);
    const code = codeOf(
      '`npx tsx tests/a.ts x.json` `GET /live/x` `../src/y` `#/live` `.ci/run`\n',
    );
    expect(repoPathsOf(code)).toEqual(['tests/a.ts', '.ci/run']);
  });
});
