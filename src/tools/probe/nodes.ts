/**
 * Where the probe measures its prompts: a node's `/tokenize`, never the router's. Neither
 * SGLang router has the route (sgl-router/src/server.rs @00eb5eb7 `build_app`: its fallback
 * `sink_handler` answers 404; python/sglang/srt/disaggregation/mini_lb.py @001c2ae0: no such
 * route), a node does (http_server.py @0025436e `openai_v1_tokenize`). The node is found, in
 * this order: `--tokenize-url`; (or no node: the model's tokenizer file, `--tokenizer-file`); the prefill of the pair `--prefill` names; the node whose
 * `/get_server_info` URL was given; the node a router's `/get_server_info` names by its `host`
 * and `port` (sgl-router proxies the first prefill's, pd_router.rs @0105f2a3
 * `get_server_info`; mini_lb lists `prefill: […]` and `decode: […]`). Pure: the caller reads.
 */
import type { InfoText, Side } from './figures';

export interface TokenizerPlace {
  /** the node's base URL, or null: only the router is left to try */
  url: string | null;
  /** where it was found, for the plan */
  from: string;
}

/** A node's base URL from its info URL: `http://h:p/get_server_info` gives `http://h:p/`. */
export function nodeBaseOf(infoUrl: URL): string {
  const u = new URL(infoUrl.href);
  u.pathname = u.pathname.replace(/\/(get_server_info|server_info)\/?$/, '/');
  u.search = '';
  u.hash = '';
  return u.href;
}

const UNSPECIFIED = new Set(['0.0.0.0', '::', '[::]', '']);

/** `host` and `port` of one node's server arguments, as a URL (null for a bind-all address). */
function urlOfNode(x: unknown): string | null {
  if (!x || typeof x !== 'object') return null;
  const { host, port } = x as { host?: unknown; port?: unknown };
  if (typeof host !== 'string' || UNSPECIFIED.has(host)) return null;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  if (!/^[A-Za-z0-9.:\-[\]]+$/.test(host)) return null;
  const h = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  try {
    return new URL(`http://${h}:${port}/`).href;
  } catch {
    return null;
  }
}

/** The nodes a `/get_server_info` answer names, by side (one node's, or mini_lb's lists). */
export function nodesInInfo(info: InfoText): { side: Side; url: string }[] {
  let j: unknown;
  try {
    j = JSON.parse(info.text);
  } catch {
    return [];
  }
  if (!j || typeof j !== 'object') return [];
  const combined = j as { prefill?: unknown; decode?: unknown; disaggregation_mode?: unknown };
  const out: { side: Side; url: string }[] = [];
  if (Array.isArray(combined.prefill) || Array.isArray(combined.decode)) {
    for (const side of ['prefill', 'decode'] as const) {
      const list = combined[side];
      if (!Array.isArray(list)) continue;
      for (const n of list) {
        const url = urlOfNode(n);
        if (url) out.push({ side, url });
      }
    }
    return out;
  }
  const mode = combined.disaggregation_mode;
  const side = info.side ?? (mode === 'prefill' || mode === 'decode' ? mode : null);
  const url = urlOfNode(j);
  return side && url ? [{ side, url }] : [];
}

export interface TokenizerSources {
  tokenizeUrl?: URL;
  /** the model's tokenizer.json on this machine (--tokenizer-file) */
  tokenizerFile?: string;
  pairPrefill?: URL;
  prefillInfo?: URL;
  decodeInfo?: URL;
  /** the server info read from the router (not from a URL given for a node) */
  routerInfos: readonly InfoText[];
}

/** The node whose `/tokenize` measures the prompts, and why that one. */
export function tokenizerPlace(s: TokenizerSources): TokenizerPlace {
  if (s.tokenizeUrl) return { url: s.tokenizeUrl.href, from: '--tokenize-url' };
  if (s.tokenizerFile)
    return { url: null, from: `the file ${s.tokenizerFile} (--tokenizer-file), on this machine` };
  if (s.pairPrefill) return { url: s.pairPrefill.href, from: 'the prefill node --prefill names' };
  if (s.prefillInfo) return { url: nodeBaseOf(s.prefillInfo), from: 'the node of --prefill-info' };
  const named = s.routerInfos.flatMap(nodesInInfo);
  const pick = named.find((n) => n.side === 'prefill') ?? named[0];
  if (pick)
    return {
      url: pick.url,
      from: `the ${pick.side} node the router's /get_server_info names (host and port)`,
    };
  if (s.decodeInfo) return { url: nodeBaseOf(s.decodeInfo), from: 'the node of --decode-info' };
  return { url: null, from: 'no node known: the router (sgl-router and mini_lb answer 404)' };
}
