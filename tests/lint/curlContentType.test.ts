/**
 * Every curl that sends a body in the docs, the challenge texts, the app's screens (the live
 * view's first request) and the stand-in's help sends
 * it as JSON: SGLang's processes refuse any other content type (sgl-router 415, mini_lb 422,
 * a node 400: live/routes/contentType.ts), and `curl -d` alone sends a form type.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(path, ext);
    return ext.test(e.name) ? [path] : [];
  });
}

/** Each curl command of a text: from `curl ` to the next pipe, `;`, or unescaped line end. */
export function curlCommands(text: string): string[] {
  const joined = text.replace(/\s*\\\\?\n\s*/g, ' ');
  // a command names where it goes (prose such as "`curl -d` sends a form type" does not)
  return [...joined.matchAll(/curl\s[^|;\n`]*/g)]
    .map((m) => m[0].trim())
    .filter((c) => c.includes('://') || c.includes('${'));
}

const sendsBody = (c: string) => /\s(-d|--data\S*)\s/.test(` ${c} `);
const json = (c: string) => /Content-Type: application\/json/i.test(c);

describe('curl lines send their bodies as JSON', () => {
  it('reads a command across a continued line', () => {
    expect(curlCommands("curl -s -H 'A: b' \\\n  -d @- http://x/generate; echo")).toEqual([
      "curl -s -H 'A: b' -d @- http://x/generate",
    ]);
  });

  it('in the README, docs/, the challenges, the i18n texts, the app’s screens and the stand-in’s own help', () => {
    const texts = [
      'README.md',
      ...files('docs', /\.md$/),
      ...files('src/lab', /\.tsx?$/),
      ...files('src/i18n', /\.ts$/),
      ...files('src/modes', /\.tsx?$/),
      ...files('live', /\.ts$/),
    ];
    const bare = texts.flatMap((f) =>
      curlCommands(readFileSync(f, 'utf8'))
        .filter((c) => sendsBody(c) && !json(c))
        .map((c) => `${f}: ${c}`),
    );
    expect(bare).toEqual([]);
  });
});
