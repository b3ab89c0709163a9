/**
 * The exposure checker's parser (pure): pasted `python -m sglang.launch_server …` commands,
 * router commands (sgl-router or mini_lb), `/get_server_info` JSON and the scheduler's startup
 * log line → what each node says about itself. Nothing is sent anywhere.
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
import { readServerInfo } from './exposureInfo';
import {
  emptyFacts,
  type Fact,
  type FactName,
  type Message,
  type Mode,
  type NodeSource,
  type Parsed,
  type RouterSource,
} from './exposureTypes';
import { extractJsonBlocks, splitCommands } from './shellWords';

const where = (box: number, line: number) => `box ${box + 1}, line ${line}`;
const RELEVANT = Object.values(SERVER_FLAGS) as string[];

/** Python's int(): digits, optionally grouped with underscores. */
export function readInt(s: string): number | null {
  if (!/^\d+(_\d+)*$/.test(s)) return null;
  const n = Number(s.replace(/_/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

type Flags = Map<string, { value: string | null; line: number }[]>;

/** `--name value`, `--name=value` and bare `--switch`; a value never starts with `--`. */
function readFlags(words: string[], line: number, box: number, out: Message[]): Flags {
  const flags: Flags = new Map();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
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
    if (value === null && next !== undefined && !next.startsWith('--')) {
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

function serverCommand(words: string[], line: number, box: number, out: Message[]): NodeSource {
  const node: NodeSource = { kind: 'command', box, line, autoTruncate: false, facts: emptyFacts() };
  const flags = readFlags(words, line, box, out);
  const ints: [FactName, string][] = [
    ['contextLength', SERVER_FLAGS.contextLength],
    ['maxTotalTokens', SERVER_FLAGS.maxTotalTokens],
    ['pageSize', SERVER_FLAGS.pageSize],
  ];
  for (const [name, entries] of flags) {
    const int = ints.find(([, f]) => f === name);
    if (int) {
      const flag = int[1];
      for (const { value } of entries) {
        const n = value === null ? null : readInt(value);
        if (n === null || n < 1)
          out.push({
            level: 'error',
            code: 'bad-value',
            arg: flag,
            text: `${flag} needs a whole number of tokens (${where(box, line)}; got ${value === null ? 'nothing' : `"${value}"`})`,
            box,
            line,
          });
        else node.facts[int[0]].push({ value: n, from: `${flag} (${where(box, line)})` });
      }
    } else if (name === SERVER_FLAGS.mode) {
      for (const { value } of entries) {
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
      unknownFlag(name, [...OTHER_SERVER_FLAGS], box, line, out);
  }
  const host = flags.get('--host')?.at(-1)?.value;
  const port = flags.get('--port')?.at(-1)?.value;
  if (host || port) node.address = `${host ?? '127.0.0.1'}:${port ?? '30000'}`;
  return node;
}

function routerCommand(
  module: string,
  words: string[],
  line: number,
  box: number,
  out: Message[],
): RouterSource {
  const flags = readFlags(words, line, box, out);
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
  for (const name of flags.keys())
    if (!known.includes(name)) unknownFlag(name, known, box, line, out);
  return {
    kind: miniLb ? 'mini_lb' : 'sgl-router',
    box,
    line,
    prefill: urls(ROUTER_FLAGS.prefill),
    decode: urls(ROUTER_FLAGS.decode),
  };
}

/** The scheduler's startup log: `max_total_num_tokens=…, …, context_len=…`. */
const LOG_FIELDS: [RegExp, FactName, string][] = [
  [/\bmax_total_num_tokens=(\d+)/, 'poolTokens', 'max_total_num_tokens='],
  [/\bcontext_len=(\d+)/, 'contextLength', 'context_len='],
];

type Item =
  | { line: number; node: NodeSource }
  | { line: number; router: RouterSource }
  | { line: number; log: { name: FactName; fact: Fact }[] };

/** Parses one pasted box. */
export function parseBox(text: string, box: number): Parsed {
  const messages: Message[] = [];
  const items: Item[] = [];
  const { blocks, rest } = extractJsonBlocks(text);
  for (const b of blocks) {
    const r = readServerInfo(b.text, box, b.line, messages);
    items.push(...r.nodes.map((node) => ({ line: b.line, node })));
    if (r.router) items.push({ line: b.line, router: r.router });
  }
  const lines = rest.split('\n');
  lines.forEach((l, i) => {
    const found = LOG_FIELDS.flatMap(([re, name, label]) => {
      const m = re.exec(l);
      return m
        ? [
            {
              name,
              fact: {
                value: Number(m[1]),
                from: `${label} in the startup log (${where(box, i + 1)})`,
              },
            },
          ]
        : [];
    });
    if (found.length > 0) {
      items.push({ line: i + 1, log: found });
      lines[i] = '';
    }
  });
  const split = splitCommands(lines.join('\n'));
  let lastServer: NodeSource | null = null;
  for (const e of split.errors)
    messages.push({
      level: 'error',
      code: 'shell',
      text: `${e.message} (${where(box, e.line)})`,
      box,
      line: e.line,
    });
  for (const cmd of split.commands) {
    const m = cmd.words.indexOf('-m');
    const module = m >= 0 ? cmd.words[m + 1] : undefined;
    const args = cmd.words.slice(m + 2);
    if (module === MODULES.server) {
      lastServer = serverCommand(args, cmd.line, box, messages);
      items.push({ line: cmd.line, node: lastServer });
    } else if (
      module === MODULES.router ||
      module === MODULES.miniLb ||
      module === MODULES.miniLbNew
    ) {
      lastServer = null;
      items.push({ line: cmd.line, router: routerCommand(module, args, cmd.line, box, messages) });
    } else if (cmd.words[0]?.startsWith('--')) {
      const last = lastServer;
      if (last) {
        const extra = serverCommand(cmd.words, cmd.line, box, messages);
        for (const k of Object.keys(extra.facts) as FactName[])
          last.facts[k].push(...extra.facts[k]);
        last.mode ??= extra.mode;
        last.autoTruncate ||= extra.autoTruncate;
        messages.push({
          level: 'note',
          code: 'continued',
          text: `line ${cmd.line} of box ${box + 1} was read as the continuation of the command above (a "\\" at the end of the line above is missing)`,
          box,
          line: cmd.line,
        });
      }
    } else if (cmd.words.some((w) => /sglang/i.test(w)))
      messages.push({
        level: 'warning',
        code: 'not-recognised',
        text: `not an SGLang server or router command (${where(box, cmd.line)}): ignored`,
        box,
        line: cmd.line,
      });
  }
  items.sort((a, b) => a.line - b.line);
  return attach(items, box, messages);
}

/** Log lines belong to the node source above them; server info right after a command merges with it. */
function attach(items: Item[], box: number, messages: Message[]): Parsed {
  const nodes: NodeSource[] = [];
  const routers: RouterSource[] = [];
  let prev: Item | null = null;
  for (const it of items) {
    if ('router' in it) routers.push(it.router);
    else if ('node' in it) {
      const p = prev && 'node' in prev ? prev.node : null;
      const merge =
        it.node.kind === 'server-info' &&
        p?.kind === 'command' &&
        (p.mode === it.node.mode || it.node.mode === undefined);
      if (merge && p) {
        for (const k of Object.keys(p.facts) as FactName[]) p.facts[k].push(...it.node.facts[k]);
        p.autoTruncate ||= it.node.autoTruncate;
        p.address ??= it.node.address;
        continue;
      }
      nodes.push(it.node);
    } else {
      const owner = nodes.at(-1);
      if (!owner)
        messages.push({
          level: 'error',
          code: 'log-without-node',
          text: `a startup-log line (${where(box, it.line)}) comes before any node's command: paste it below the command of the node it belongs to`,
          box,
          line: it.line,
        });
      else for (const { name, fact } of it.log) owner.facts[name].push(fact);
    }
    prev = it;
  }
  return { nodes, routers, messages };
}

/** Parses every pasted box. */
export function parseDeployment(boxes: readonly string[]): Parsed {
  const all: Parsed = { nodes: [], routers: [], messages: [] };
  boxes.forEach((text, i) => {
    const p = parseBox(text, i);
    all.nodes.push(...p.nodes);
    all.routers.push(...p.routers);
    all.messages.push(...p.messages);
  });
  return all;
}
