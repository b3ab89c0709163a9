/**
 * The exposure checker's parser (pure): pasted `python -m sglang.launch_server …` commands,
 * router commands (sgl-router or mini_lb), `/get_server_info` JSON and the scheduler's startup
 * log line → what each node says about itself. Nothing is sent anywhere.
 */
import { routerCommand, serverCommand, where } from './exposureCommands';
import { MODULES } from './exposureFlags';
import { readServerInfo } from './exposureInfo';
import type { Fact, FactName, Message, NodeSource, Parsed, RouterSource } from './exposureTypes';
import { extractJsonBlocks, splitCommands } from './shellWords';

export { readInt } from './exposureCommands';

/** How the note names the router a pasted command was read as. */
const ROUTER_NAMES: Record<RouterSource['kind'], string> = {
  'sgl-router': 'sgl-router (sglang_router.launch_router --pd-disaggregation)',
  mini_lb: "mini_lb (the minimal load balancer, which relays the decode node's answer)",
};

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
    // `python -m MODULE`, wherever it sits (after env assignments, `docker run … -m 32g …`)
    const known = Object.values(MODULES) as string[];
    const m = cmd.words.findIndex((w, i) => w === '-m' && known.includes(cmd.words[i + 1] ?? ''));
    const module = m >= 0 ? cmd.words[m + 1] : undefined;
    const args = cmd.words.slice(m + 2);
    const argLines = cmd.lines.slice(m + 2);
    if (module === MODULES.server) {
      lastServer = serverCommand(args, cmd.line, box, messages, argLines);
      items.push({ line: cmd.line, node: lastServer });
    } else if (
      module === MODULES.router ||
      module === MODULES.miniLb ||
      module === MODULES.miniLbNew
    ) {
      lastServer = null;
      items.push({
        line: cmd.line,
        router: routerCommand(module, args, cmd.line, box, messages, argLines),
      });
    } else if (cmd.words[0]?.startsWith('--')) {
      const last = lastServer;
      if (last) {
        const extra = serverCommand(cmd.words, cmd.line, box, messages, cmd.lines);
        if (extra.malformed) (last.malformed ??= []).push(...extra.malformed);
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
  if (all.nodes.length === 0)
    for (const r of all.routers)
      all.messages.push({
        level: 'note',
        code: 'router-recognised',
        text: `${where(r.box, r.line)} was recognised as ${ROUTER_NAMES[r.kind]}${r.prefill.length + r.decode.length > 0 ? `, routing to prefill ${r.prefill.join(', ') || 'none'} and decode ${r.decode.join(', ') || 'none'}` : ''}; it holds no pool sizes: paste each node's launch command or its /get_server_info JSON too`,
        box: r.box,
        line: r.line,
      });
  return all;
}
