/**
 * The exposure checker's reading of command lines: `python -m sglang.launch_server …` (or
 * `sglang serve …`) flags (`--name value`, `--name=value`, bare switches) and the router
 * commands (sgl-router's `sglang_router.launch_router --pd-disaggregation`, or mini_lb). Which
 * flags are read, and for what, is the table in exposureFlagTable.json; misspelt flags that look
 * like the ones the check needs are errors; every other flag is listed once as ignored.
 */
import {
  didYouMean,
  MODES,
  MODULES,
  OTHER_SERVER_FLAGS,
  ROUTER_FLAGS,
  ROUTER_TABLE,
  SERVER_FLAGS,
  SERVER_TABLE,
  type FlagRow,
} from './exposureFlags';
import {
  emptyFacts,
  type FactName,
  type Message,
  type Mode,
  type NodeSource,
  type ReadFlag,
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

interface Given {
  value: string | null;
  /** every value given (a flag with nargs takes several) */
  values: string[];
  line: number;
}
type Flags = Map<string, Given[]>;

/**
 * `--name value`, `--name=value` and bare `--switch`; a value never starts with `--`. A flag of
 * the table takes what argparse gives it (a switch nothing, nargs several, else one value); a
 * flag the check ignores takes every value that follows (its arity is not known, and its values
 * are no stray words). Each entry keeps the physical line its flag is on.
 */
function readFlags(
  words: string[],
  first: number,
  box: number,
  out: Message[],
  lines: readonly number[],
  table: ReadonlyMap<string, FlagRow>,
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
    const row = table.get(name);
    const values: string[] = eq > 0 ? [w.slice(eq + 1)] : [];
    const more = () => words[i + 1] !== undefined && !isFlagLike(words[i + 1]!);
    if (eq < 0 && !row?.switch) {
      if (row && !row.nargs) {
        if (more()) values.push(words[++i]!);
      } else while (more()) values.push(words[++i]!);
    }
    const list = flags.get(name) ?? [];
    list.push({ value: values[0] ?? null, values, line });
    flags.set(name, list);
  }
  return flags;
}

/** A flag not in the table: an error when it looks like a misspelt one the check reads. */
function misspelt(
  name: string,
  known: ReadonlySet<string>,
  box: number,
  line: number,
  out: Message[],
): boolean {
  if (known.has(name)) return false;
  const guess = didYouMean(name, RELEVANT);
  if (!guess) return false;
  out.push({
    level: 'error',
    code: 'misspelt-flag',
    arg: name,
    text: `unknown argument ${name} (${where(box, line)}): did you mean ${guess}? Write the full flag name so the check is certain.`,
    box,
    line,
  });
  return true;
}

/** One note per command listing the flags the check does not need. */
function ignoredNote(
  ignored: string[],
  what: string,
  box: number,
  line: number,
  out: Message[],
): void {
  if (ignored.length === 0) return;
  out.push({
    level: 'note',
    code: 'ignored-flags',
    text: `${what} (${where(box, line)}): ${ignored.length} flag(s) change neither the context length, the KV pool, the page size nor routing, so this check ignores them: ${ignored.join(', ')}`,
    box,
    line,
  });
}

function readWhole(
  flag: string,
  value: string | null,
  box: number,
  line: number,
  out: Message[],
): number | null {
  const n = value === null ? null : readInt(value);
  if (n === null)
    out.push({
      level: 'error',
      code: 'bad-value',
      arg: flag,
      text: `${flag} needs a whole number (${where(box, line)}; got ${value === null ? 'nothing' : `"${value}"`})`,
      box,
      line,
    });
  return n;
}

const INTS: Record<string, FactName> = {
  contextLength: 'contextLength',
  maxTotalTokens: 'maxTotalTokens',
  pageSize: 'pageSize',
};

/** Reads a server's arguments (after `python -m sglang.launch_server` or `sglang serve`). */
export function serverCommand(
  words: string[],
  line: number,
  box: number,
  out: Message[],
  lines: readonly number[] = [],
): NodeSource {
  const node: NodeSource = {
    kind: 'command',
    box,
    line,
    autoTruncate: false,
    facts: emptyFacts(),
    read: [],
    ignored: [],
  };
  const flags = readFlags(words, line, box, out, lines, SERVER_TABLE);
  let host: string | null = null;
  let port: string | null = null;
  for (const [name, entries] of flags) {
    const row = SERVER_TABLE.get(name);
    const at = entries[0]?.line ?? line;
    if (!row) {
      if (!misspelt(name, OTHER_SERVER_FLAGS, box, at, out)) node.ignored.push(name);
      continue;
    }
    const flag = row.flag;
    for (const { value, line } of entries) {
      const fact = INTS[row.read];
      if (fact) {
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
        } else node.facts[fact].push({ value: n, from: `${flag} (${where(box, line)})` });
      } else if (row.read === 'mode') {
        if (value !== null && (MODES as readonly string[]).includes(value)) {
          if (node.mode !== undefined && node.mode !== value)
            out.push({
              level: 'error',
              code: 'conflict',
              arg: flag,
              text: `${flag} is given twice with different values (${node.mode}, ${value}) (${where(box, line)})`,
              box,
              line,
            });
          node.mode = value as Mode;
        } else
          out.push({
            level: 'error',
            code: 'bad-value',
            arg: flag,
            text: `${flag} must be one of ${MODES.join(', ')} (${where(box, line)}; got ${value === null ? 'nothing' : `"${value}"`})`,
            box,
            line,
          });
      } else if (row.read === 'autoTruncate') node.autoTruncate = true;
      else if (row.read === 'host') host = value;
      else if (row.read === 'port') port = value;
      else if (row.read === 'nnodes' || row.read === 'nodeRank') {
        const n = readWhole(flag, value, box, line, out);
        if (n !== null) node[row.read] = n;
      } else if (row.read === 'distInitAddr') node.distInitAddr = value ?? undefined;
      else if (row.read === 'config') node.config = value ?? undefined;
      else node.read.push({ flag, read: row.read, value });
    }
  }
  if (host || port) node.address = `${host ?? '127.0.0.1'}:${port ?? '30000'}`;
  ignoredNote(node.ignored, 'the server command', box, line, out);
  return node;
}

/** Reads a router command: sgl-router (`sglang_router.launch_router`) or mini_lb. */
export function routerCommand(
  module: string,
  words: string[],
  line: number,
  box: number,
  out: Message[],
  lines: readonly number[] = [],
): RouterSource {
  const flags = readFlags(words, line, box, out, lines, ROUTER_TABLE);
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
  // --prefill URL [BOOTSTRAP_PORT | none] (sgl-router), or several URLs (mini_lb's nargs="+")
  const urls = (f: string) =>
    (flags.get(f) ?? []).flatMap((x) =>
      x.values.filter((u) => u !== '' && u !== 'none' && !/^\d+$/.test(u)),
    );
  const read: ReadFlag[] = [];
  const ignored: string[] = [];
  for (const [name, entries] of flags) {
    const row = ROUTER_TABLE.get(name);
    if (!row) ignored.push(name);
    else if (!['pd', 'miniLb', 'prefill', 'decode', 'host', 'port'].includes(row.read))
      for (const e of entries)
        read.push({ flag: row.flag, read: row.read, value: e.values.join(' ') || null });
  }
  ignoredNote(ignored, 'the router command', box, line, out);
  return {
    kind: miniLb ? 'mini_lb' : 'sgl-router',
    box,
    line,
    prefill: urls(ROUTER_FLAGS.prefill),
    decode: urls(ROUTER_FLAGS.decode),
    read,
    ignored,
  };
}
