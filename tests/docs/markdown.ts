/** What tests/docs/links.test.ts reads out of a Markdown file: links, headings, code, names. */

const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;
const INLINE_CODE = /(`+)([\s\S]*?[^`])\1(?!`)/g;

/** The text without fenced blocks and code spans (a link or heading inside code is not one). */
export function proseOf(text: string): string {
  return text.replace(FENCE, '').replace(INLINE_CODE, '');
}

/** The contents of the fenced blocks and code spans, one per line. */
export function codeOf(text: string): string {
  const fences = [...text.matchAll(FENCE)].map((m) => m[0]);
  const spans = [...text.replace(FENCE, '').matchAll(INLINE_CODE)].map((m) => m[2]!);
  return [...fences, ...spans].join('\n');
}

/** Relative link targets (inline and reference-style), without the ones with a scheme. */
export function linksOf(text: string): string[] {
  const prose = proseOf(text);
  const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const reference = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)];
  return [...inline, ...reference]
    .map((m) => m[1]!)
    .filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith('#/'));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading: string): string {
  return heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a file's headings (a repeated heading gets -1, -2, … as on GitHub). */
export function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of text.replace(FENCE, '').matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** The script of every `npm run X` (or `npm run -s X`) in the text. */
export function npmScriptsOf(text: string): string[] {
  return [...text.matchAll(/\bnpm run(?:\s+-s)?\s+([a-z][\w:.-]*)/g)].map((m) =>
    m[1]!.replace(/[.:]+$/, ''),
  );
}

/** Repository paths in code: tokens starting with one of the project's top folders (or `.ci/`). */
export function repoPathsOf(code: string): string[] {
  const found = code.matchAll(
    /(?<![\w./@:#-])(?:src|live|scripts|tests|public|docs|\.ci)\/[\w./*{},@-]*/g,
  );
  return [...new Set([...found].map((m) => m[0].replace(/[.,:]+$/, '')))];
}
