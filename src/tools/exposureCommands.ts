/**
 * The exposure checker's reading of command lines: `python -m sglang.launch_server …` flags
 * (`--name value`, `--name=value`, bare switches) and the router commands (sgl-router's
 * `sglang_router.launch_router --pd-disaggregation`, or mini_lb). Misspelt flags that look like
 * the ones the check needs are errors; other unknown flags are noted and ignored.
 */
import {
  ADDRESS_FLAGS,
  CAVEAT_FLAGS,
  didYouMean,
  MODES,
  MODULES,
  OTHER_ROUTER_FLAGS,
  OTHER_SERVER_FLAGS,
  ROUTER_FLAGS,
  SERVER_FLAGS,
} from './exposureFlags';
import {
  emptyFacts,
  type FactName,
  type Message,
  type Mode,
  type NodeSource,
  type RouterSource,
} from './exposureTypes';

export const where = (box: number, line: number) => `box ${box + 1}, line ${line}`;
const RELEVANT = Object.values(SERVER_FLAGS) as string[];

/** Python's int(): digits, optionally grouped with underscores. */
export function readInt(s: string): number | null {
  if (!/^\d+(_\d+)*$/.test(s)) return null;
  const n = Number(s.replace(/_/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

/** A figure dash, en dash, em dash, horizontal bar or minus sign (one or two) before a name. */
const DASHES = /^[\u2012-\u2015\u2212]{1,2}-?(?=[A-Za-z])/;
const isFlagLike = (w: string): boolean => w.startsWith('--') || DASHES.test(w);

type Flags = Map<string, { value: string | null; line: number }[]>;

/**
 * `--name value`, `--name=value` and bare `--switch`; a value never starts with `--`. Each
 * entry keeps the physical line its flag is on (`lines[i]`, else the command's first line).
 */
function readFlags(
  words: string[],
  first: number,
  box: number,
  out: Message[],
  lines: readonly number[] = [],
): Flags {
  const flags: Flags = new Map();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const line = lines[i] ?? first;
    if (DASHES.test(w)) {
      // a word processor turned "--" into a dash: say so rather than ignore the flag
      const dash = w.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      const fixed = `--${w.replace(DASHES, '').split('=')[0]!}`;
      out.push({
        level: 'error',
        code: 'dash-flag',
        arg: w,
        text: `"${w}" (${where(box, line)}) starts with a dash (U+${dash}) where "--" belongs: did you mean ${fixed}?`,
        box,
        line,
      });
      if (!w.includes('=') && words[i + 1] !== undefined && !isFlagLike(words[i + 1]!)) i++;
      continue;
    }
    if (!w.startsWith('-')) {
      out.push({
        level: 'warning',
        code: 'stray-word',
        text: `unexpected word "${w}" (${where(box, line)}): ignored`,
        box,
        line,
      });
      continue;
    }
    const eq = w.indexOf('=');
    const name = eq > 0 ? w.slice(0, eq) : w;
    let value: string | null = eq > 0 ? w.slice(eq + 1) : null;
    const next = words[i + 1];
    if (value === null && next !== undefined && !isFlagLike(next)) {
      value = next;
      i++;
    }
    // `--prefill URL PORT`: sgl-router takes an optional bootstrap port after the URL
    if (name === ROUTER_FLAGS.prefill && words[i + 1] !== undefined && /^\d+$/.test(words[i + 1]!))
      i++;
    const list = flags.get(name) ?? [];
    list.push({ value, line });
    flags.set(name, list);
  }
  return flags;
}

function unknownFlag(
  name: string,
  known: readonly string[],
  box: number,
  line: number,
  out: Message[],
): void {
  const guess = didYouMean(name, RELEVANT);
  if (guess)
    out.push({
      level: 'error',
      code: 'misspelt-flag',
      arg: name,
      text: `unknown argument ${name} (${where(box, line)}): did you mean ${guess}? Write the full flag name so the check is certain.`,
      box,
      line,
    });
  else if (!known.includes(name))
    out.push({
      level: 'note',
      code: 'unknown-flag',
      arg: name,
      text: `${name} (${where(box, line)}) is not a flag this checker knows: ignored`,
      box,
      line,
    });
}

export function serverCommand(
  words: string[],
  line: number,
  box: number,
  out: Message[],
  lines: readonly number[] = [],
): NodeSource {
  const node: NodeSource = { kind: 'command', box, line, autoTruncate: false, facts: emptyFacts() };
  const flags = readFlags(words, line, box, out, lines);
  const ints: [FactName, string][] = [
    ['contextLength', SERVER_FLAGS.contextLength],
    ['maxTotalTokens', SERVER_FLAGS.maxTotalTokens],
    ['pageSize', SERVER_FLAGS.pageSize],
  ];
  for (const [name, entries] of flags) {
    const int = ints.find(([, f]) => f === name);
    if (int) {
      const flag = int[1];
      for (const { value, line } of entries) {
        const n = value === null ? null : readInt(value);
        if (n === null || n < 1) {
          out.push({
            level: 'error',
            code: 'bad-value',
            arg: flag,
            text: `${flag} needs a whole number of tokens (${where(box, line)}; got ${value === null ? 'nothing' : `"${value}"`})`,
            box,
            line,
          });
          (node.malformed ??= []).push(flag);
        } else node.facts[int[0]].push({ value: n, from: `${flag} (${where(box, line)})` });
      }
    } else if (name === SERVER_FLAGS.mode) {
      for (const { value, line } of entries) {
        if (value !== null && (MODES as readonly string[]).includes(value)) {
          if (node.mode !== undefined && node.mode !== value)
            out.push({
              level: 'error',
              code: 'conflict',
              arg: name,
              text: `${name} is given twice with different values (${node.mode}, ${value}) (${where(box, line)})`,
              box,
              line,
            });
          node.mode = value as Mode;
        } else
          out.push({
            level: 'error',
            code: 'bad-value',
            arg: name,
            text: `${name} must be one of ${MODES.join(', ')} (${where(box, line)}; got ${value === null ? 'nothing' : `"${value}"`})`,
            box,
            line,
          });
      }
    } else if ((CAVEAT_FLAGS as readonly string[]).includes(name)) node.autoTruncate = true;
    else if (!(ADDRESS_FLAGS as readonly string[]).includes(name))
      unknownFlag(name, [...OTHER_SERVER_FLAGS], box, entries[0]?.line ?? line, out);
  }
  const host = flags.get('--host')?.at(-1)?.value;
  const port = flags.get('--port')?.at(-1)?.value;
  if (host || port) node.address = `${host ?? '127.0.0.1'}:${port ?? '30000'}`;
  return node;
}

export function routerCommand(
  module: string,
  words: string[],
  line: number,
  box: number,
  out: Message[],
  lines: readonly number[] = [],
): RouterSource {
  const flags = readFlags(words, line, box, out, lines);
  const miniLb = module !== MODULES.router || flags.has(ROUTER_FLAGS.miniLb);
  if (module === MODULES.router && !flags.has(ROUTER_FLAGS.pd))
    out.push({
      level: 'error',
      code: 'router-not-pd',
      arg: ROUTER_FLAGS.pd,
      text: `the router command (${where(box, line)}) has no ${ROUTER_FLAGS.pd}: it does not route to prefill/decode pairs`,
      box,
      line,
    });
  const urls = (f: string) =>
    (flags.get(f) ?? []).map((x) => x.value ?? '').filter((u) => u !== '');
  const known = [...OTHER_ROUTER_FLAGS, ...Object.values(ROUTER_FLAGS)];
  for (const [name, entries] of flags)
    if (!known.includes(name)) unknownFlag(name, known, box, entries[0]?.line ?? line, out);
  return {
    kind: miniLb ? 'mini_lb' : 'sgl-router',
    box,
    line,
    prefill: urls(ROUTER_FLAGS.prefill),
    decode: urls(ROUTER_FLAGS.decode),
  };
}
