/**
 * The exposure checker's parser (pure): pasted `python -m sglang.launch_server …` or
 * `sglang serve …` commands, `--config` YAML files, Kubernetes `command:`/`args:` lists, router
 * commands (sgl-router or mini_lb), `/get_server_info` JSON and the scheduler's startup log line
 * → what each node says about itself, and which SGLang release it runs. Nothing is sent anywhere.
 */
import { routerCommand, serverCommand, where } from './exposureCommands';
import { MODULES, SERVE } from './exposureFlags';
import { readServerInfo } from './exposureInfo';
import type { Fact, FactName, Message, NodeSource, Parsed, RouterSource } from './exposureTypes';
import { configWords, kubernetesCommands, yamlKind } from './exposureYaml';
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

/** Where a release is named in pasted text: an image tag (`lmsysorg/sglang:v0.5.22-cu129`) or a pip pin. */
const VERSION_MENTIONS = [
  /\bsglang:v?(\d+\.\d+\.\d+(?:\.?post\d+)?)/gi,
  /\bsglang(?:\[[^\]\s]*\])?==v?(\d+\.\d+\.\d+(?:\.?post\d+)?)/gi,
];

function versionsIn(text: string, box: number): { value: string; from: string }[] {
  const found: { value: string; from: string }[] = [];
  for (const re of VERSION_MENTIONS)
    for (const m of text.matchAll(re)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push({ value: m[1]!, from: `"${m[0]}" (${where(box, line)})` });
    }
  return found;
}

/** The server's arguments after the entry point, or null when the words launch no server/router. */
function entryPoint(words: readonly string[]): { module: string; at: number } | null {
  // `python -m MODULE`, wherever it sits (after env assignments, `docker run … -m 32g …`)
  const known = Object.values(MODULES) as string[];
  const m = words.findIndex((w, i) => w === '-m' && known.includes(words[i + 1] ?? ''));
  if (m >= 0) return { module: words[m + 1]!, at: m + 2 };
  // `sglang serve …`: SGLang's console script (sglang.cli.main), the recommended entry point
  const s = words.findIndex((w, i) => /(^|\/)sglang$/.test(w) && words[i + 1] === SERVE[1]);
  return s >= 0 ? { module: MODULES.server, at: s + 2 } : null;
}

/** A box holding an SGLang --config file (YAML): one node source of kind 'config'. */
function parseConfigBox(text: string, box: number): Parsed {
  const messages: Message[] = [];
  const cw = configWords(text);
  if ('errors' in cw) {
    messages.push({
      level: 'error',
      code: 'bad-yaml',
      text: `the YAML in box ${box + 1} cannot be read as an SGLang --config file: ${cw.errors.join('; ')}`,
      box,
      line: 1,
    });
    return { nodes: [], routers: [], messages };
  }
  const node = serverCommand(cw.words, cw.line, box, messages, cw.lines);
  node.kind = 'config';
  const name = /^\s*#\s*(\S+\.ya?ml)\b/im.exec(text);
  if (name) node.configName = name[1];
  return { nodes: [node], routers: [], messages };
}

/** Parses one pasted box. */
export function parseBox(text: string, box: number): Parsed {
  const kind = yamlKind(text);
  if (kind === 'config') return parseConfigBox(text, box);
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
  let commands: { words: string[]; line: number; lines: number[] }[];
  if (kind === 'kubernetes') {
    const k = kubernetesCommands(lines.join('\n'));
    for (const e of k.errors)
      messages.push({
        level: 'error',
        code: 'bad-yaml',
        text: `the YAML in box ${box + 1}: ${e}`,
        box,
      });
    commands = k.containers;
  } else {
    const split = splitCommands(lines.join('\n'));
    for (const e of split.errors)
      messages.push({
        level: 'error',
        code: 'shell',
        text: `${e.message} (${where(box, e.line)})`,
        box,
        line: e.line,
      });
    commands = split.commands;
  }
  let lastServer: NodeSource | null = null;
  for (const cmd of commands) {
    const entry = entryPoint(cmd.words);
    const module = entry?.module;
    const args = entry ? cmd.words.slice(entry.at) : [];
    const argLines = entry ? cmd.lines.slice(entry.at) : [];
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
        last.read.push(...extra.read);
        last.ignored.push(...extra.ignored);
        last.nnodes ??= extra.nnodes;
        last.nodeRank ??= extra.nodeRank;
        last.distInitAddr ??= extra.distInitAddr;
        last.config ??= extra.config;
        messages.push({
          level: 'note',
          code: 'continued',
          text: `line ${cmd.line} of box ${box + 1} was read as the continuation of the command above (a "\\" at the end of the line above is missing)`,
          box,
          line: cmd.line,
        });
      }
    } else if (
      cmd.words.some((w) => /sglang/i.test(w)) &&
      !/^(pip|uv|docker|image:)/.test(cmd.words[0] ?? '')
    )
      messages.push({
        level: 'warning',
        code: 'not-recognised',
        text: `not an SGLang server or router command (${where(box, cmd.line)}): ignored`,
        box,
        line: cmd.line,
      });
  }
  items.sort((a, b) => a.line - b.line);
  const parsed = attach(items, box, messages);
  // a release named in the box (image tag, pip pin) applies to its nodes that report none
  const versions = versionsIn(text, box);
  const distinct = [...new Set(versions.map((v) => v.value))];
  if (distinct.length > 1)
    messages.push({
      level: 'warning',
      code: 'version-ambiguous',
      text: `box ${box + 1} names several SGLang releases (${distinct.join(', ')}): paste each node in its own box so the check knows which runs where`,
      box,
    });
  else if (versions[0]) for (const n of parsed.nodes) n.version ??= versions[0];
  return parsed;
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

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/**
 * A command's `--config FILE` takes the config box pasted for it: the one whose first comment
 * names the file, else the unnamed ones in order. As in SGLang's merge, the command line wins
 * and a switch in the file can only turn it on. A config nobody names stands for a node itself.
 */
function attachConfigs(all: Parsed): void {
  const configs = all.nodes.filter((n) => n.kind === 'config');
  const used = new Set<NodeSource>();
  for (const n of all.nodes) {
    if (n.kind === 'config' || n.config === undefined) continue;
    const named = configs.find(
      (c) => !used.has(c) && c.configName && baseName(c.configName) === baseName(n.config!),
    );
    const c = named ?? configs.find((x) => !used.has(x) && !x.configName);
    if (!c) {
      const short =
        n.mode === undefined || n.facts.contextLength.length + n.facts.maxReqInputLen.length === 0;
      all.messages.push({
        level: short ? 'missing' : 'warning',
        code: 'need-config',
        arg: '--config',
        text: `the command at ${where(n.box, n.line)} reads --config ${n.config}: paste that file's YAML in a box of its own (its first line "# ${baseName(n.config)}"), since SGLang takes any flag the command line does not give from it`,
        box: n.box,
        line: n.line,
      });
      continue;
    }
    used.add(c);
    for (const k of Object.keys(n.facts) as FactName[])
      if (n.facts[k].length === 0) n.facts[k] = [...c.facts[k]];
    n.mode ??= c.mode;
    n.autoTruncate ||= c.autoTruncate;
    n.nnodes ??= c.nnodes;
    n.nodeRank ??= c.nodeRank;
    n.distInitAddr ??= c.distInitAddr;
    n.address ??= c.address;
    const given = new Set(n.read.map((r) => r.flag));
    n.read.push(...c.read.filter((r) => !given.has(r.flag)));
    all.messages.push({
      level: 'note',
      code: 'config-used',
      arg: '--config',
      text: `the command at ${where(n.box, n.line)} reads --config ${n.config}: the YAML of box ${c.box + 1} was merged into it (the command line wins over the file, as in SGLang's ConfigArgumentMerger)`,
      box: n.box,
      line: n.line,
    });
  }
  all.nodes = all.nodes.filter((n) => !used.has(n));
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
  attachConfigs(all);
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
