/**
 * Reads a node's `/get_server_info` JSON (SGLang's http_server.py returns every ServerArgs
 * field, the scheduler's init info — `max_total_num_tokens`, `max_req_input_len` — then
 * `internal_states` and `version`: http_server.py @0025436e `get_server_info()`). `context_length`
 * is null when the flag was not given (SGLang took it from config.json); `max_req_input_len`
 * then still bounds the band. mini_lb's own `/get_server_info` wraps the nodes' answers in
 * `prefill` and `decode` lists. Values of null mean "not set on the command line".
 */
import { INFO_FIELDS, MODES } from './exposureFlags';
import {
  emptyFacts,
  type FactName,
  type Message,
  type Mode,
  type NodeSource,
  type RouterSource,
} from './exposureTypes';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const NUMBER_FIELDS: [FactName, string][] = [
  ['contextLength', INFO_FIELDS.contextLength],
  ['maxTotalTokens', INFO_FIELDS.maxTotalTokens],
  ['pageSize', INFO_FIELDS.pageSize],
  ['poolTokens', INFO_FIELDS.poolTokens],
  ['maxReqInputLen', INFO_FIELDS.maxReqInputLen],
];

function readNode(
  o: Obj,
  box: number,
  line: number,
  label: string,
  out: Message[],
  fieldLine: (field: string) => number = () => line,
): NodeSource | null {
  const at = (field: string) => `${label}, box ${box + 1}, line ${fieldLine(field)}`;
  const node: NodeSource = {
    kind: 'server-info',
    box,
    line,
    autoTruncate: false,
    facts: emptyFacts(),
    read: [],
    ignored: [],
  };
  let seen = 0;
  // the scheduler's init info may sit at the top level or in internal_states[0]
  const states =
    Array.isArray(o.internal_states) && isObj(o.internal_states[0]) ? o.internal_states[0] : {};
  for (const [name, field] of NUMBER_FIELDS) {
    const v =
      o[field] ?? (name === 'poolTokens' || name === 'maxReqInputLen' ? states[field] : undefined);
    if (v === undefined) continue;
    seen++;
    if (v === null) continue;
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) {
      out.push({
        level: 'error',
        code: 'bad-field',
        arg: field,
        text: `"${field}" must be a positive whole number (${at(field)}; got ${JSON.stringify(v)})`,
        box,
        line: fieldLine(field),
      });
      continue;
    }
    node.facts[name].push({
      value: v,
      from: `"${field}" in ${label} (box ${box + 1}, line ${line})`,
    });
  }
  const mode = o[INFO_FIELDS.mode];
  if (mode !== undefined) {
    seen++;
    if (typeof mode === 'string' && (MODES as readonly string[]).includes(mode))
      node.mode = mode as Mode;
    else
      out.push({
        level: 'error',
        code: 'bad-field',
        arg: INFO_FIELDS.mode,
        text: `"${INFO_FIELDS.mode}" must be one of ${MODES.join(', ')} (${at(INFO_FIELDS.mode)}; got ${JSON.stringify(mode)})`,
        box,
        line: fieldLine(INFO_FIELDS.mode),
      });
  }
  if (o[INFO_FIELDS.allowAutoTruncate] === true) node.autoTruncate = true;
  // the release: http_server.py's get_server_info() adds `version` (sglang.__version__)
  const version = o[INFO_FIELDS.version];
  if (typeof version === 'string' && version.trim() !== '')
    node.version = {
      value: version.trim(),
      from: `"${INFO_FIELDS.version}" in ${label} (box ${box + 1}, line ${fieldLine(INFO_FIELDS.version)})`,
    };
  for (const [name, field] of [
    ['nnodes', INFO_FIELDS.nnodes],
    ['nodeRank', INFO_FIELDS.nodeRank],
  ] as const) {
    const v = o[field];
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) node[name] = v;
  }
  if (typeof o[INFO_FIELDS.distInitAddr] === 'string')
    node.distInitAddr = o[INFO_FIELDS.distInitAddr] as string;
  if (typeof o.host === 'string' || typeof o.port === 'number')
    node.address = `${typeof o.host === 'string' ? o.host : '127.0.0.1'}:${typeof o.port === 'number' ? o.port : 30000}`;
  if (seen === 0) {
    out.push({
      level: 'error',
      code: 'not-server-info',
      text: `the JSON at box ${box + 1}, line ${line} has none of ${[INFO_FIELDS.contextLength, INFO_FIELDS.poolTokens, INFO_FIELDS.pageSize, INFO_FIELDS.mode].join(', ')}: is it a node's /get_server_info answer?`,
      box,
      line,
    });
    return null;
  }
  return node;
}

/** Parses one pasted JSON object into node sources (and a mini_lb router when it is mini_lb's). */
export function readServerInfo(
  text: string,
  box: number,
  line: number,
  out: Message[],
): { nodes: NodeSource[]; router?: RouterSource } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    out.push({
      level: 'error',
      code: 'bad-json',
      text: `the JSON at box ${box + 1}, line ${line} is not valid: ${(e as Error).message}`,
      box,
      line,
    });
    return { nodes: [] };
  }
  if (!isObj(data)) return { nodes: [] };
  if (Array.isArray(data.prefill) && Array.isArray(data.decode)) {
    const nodes: NodeSource[] = [];
    for (const side of ['prefill', 'decode'] as const)
      (data[side] as unknown[]).forEach((x, i) => {
        if (!isObj(x)) return;
        const n = readNode(x, box, line, `mini_lb's server info, ${side}[${i}]`, out);
        if (n) {
          n.mode ??= side;
          nodes.push(n);
        }
      });
    return {
      nodes,
      router: { kind: 'mini_lb', box, line, prefill: [], decode: [], read: [], ignored: [] },
    };
  }
  // one node's JSON: an error names the physical line of its field
  const fieldLine = (field: string) => {
    const i = text.indexOf(`"${field}"`);
    return i < 0 ? line : line + (text.slice(0, i).match(/\n/g)?.length ?? 0);
  };
  const n = readNode(data, box, line, 'server info', out, fieldLine);
  return { nodes: n ? [n] : [] };
}
