/**
 * The explore view in the URL hash's query: pure encode/decode, no DOM.
 *   #/explore?s=incident&fix=rejectAtAdmission,coverageCheck&router=mini_lb&pp=681280&dp=1572864&ps=64&step=42&sel=d1
 * `fix` (switches that are on, or `none`), `router` and the pool sizes (`pp` prefill tokens,
 * `dp` decode tokens, `ps` page size) appear only when they differ from the scenario's own
 * configuration.
 */
import {
  FIX_NAMES,
  ROUTER_KINDS,
  type Config,
  type FixName,
  type Fixes,
  type RouterKind,
} from '../engine';
import type { MessageKey } from '../i18n/en';
import { isLang } from '../i18n';
import { NOTICE_CLIP, clipForNotice } from '../nav/noticeClip';

export interface PoolOverrides {
  prefill?: number;
  decode?: number;
  pageSize?: number;
}

export interface UrlView {
  /** built-in key, 'file', or whatever the link said (checked later) */
  s: string | null;
  /** exact set of switches, or null for the scenario's own */
  fixes: Fixes | null;
  /** the router asked for, or null/absent for the scenario's own */
  router?: RouterKind | null;
  pools: PoolOverrides;
  /** raw step text, checked against the trace later */
  step: string | null;
  sel: string | null;
}

export interface UrlProblem {
  key: MessageKey;
  vars: Record<string, string | number>;
}

/** `lang` belongs to the i18n layer; it is kept as is (a language it lacks gets a notice). */
const KNOWN = ['s', 'fix', 'router', 'pp', 'dp', 'ps', 'step', 'sel', 'lang'];
/** Each pool parameter with its own notice, so that several bad ones show one notice each. */
const POOL_PARAMS = {
  pp: { field: 'prefill', key: 'explore.url.badPp' },
  dp: { field: 'decode', key: 'explore.url.badDp' },
  ps: { field: 'pageSize', key: 'explore.url.badPs' },
} as const;

export { NOTICE_CLIP, clipForNotice };

export function decodeView(query: string): { view: UrlView; problems: UrlProblem[] } {
  const params = new URLSearchParams(query);
  const problems: UrlProblem[] = [];
  const unknown = [...new Set([...params.keys()].filter((k) => !KNOWN.includes(k)))];
  if (unknown.length > 0)
    problems.push({
      key: 'explore.url.badParam',
      vars: { names: clipForNotice(unknown.join(', ')) },
    });
  const lang = params.get('lang');
  if (lang !== null && !isLang(lang))
    problems.push({ key: 'explore.url.badLang', vars: { value: clipForNotice(lang) } });
  const view: UrlView = { s: params.get('s'), fixes: null, pools: {}, step: null, sel: null };
  const fix = params.get('fix');
  if (fix !== null) {
    const names = fix === 'none' || fix === '' ? [] : fix.split(',');
    const bad = names.filter((n) => !(FIX_NAMES as readonly string[]).includes(n));
    if (bad.length > 0)
      problems.push({ key: 'explore.url.badFix', vars: { names: clipForNotice(bad.join(', ')) } });
    view.fixes = Object.fromEntries(
      FIX_NAMES.map((n) => [n, names.includes(n)]),
    ) as unknown as Fixes;
  }
  const router = params.get('router');
  if (router !== null) {
    if ((ROUTER_KINDS as readonly string[]).includes(router)) view.router = router as RouterKind;
    else problems.push({ key: 'explore.url.badRouter', vars: { value: clipForNotice(router) } });
  }
  for (const [param, { field, key }] of Object.entries(POOL_PARAMS)) {
    const raw = params.get(param);
    if (raw === null) continue;
    if (/^\d{1,9}$/.test(raw)) view.pools[field] = Number(raw);
    else problems.push({ key, vars: { value: clipForNotice(raw) } });
  }
  view.step = params.get('step');
  view.sel = params.get('sel');
  return { view, problems };
}

function sameFixes(a: Fixes, b: Fixes): boolean {
  return FIX_NAMES.every((n) => a[n] === b[n]);
}

/** The query string for a view, relative to the scenario's own configuration. */
export function encodeView(
  v: { s: string; config: Config; step: number; sel: string | null },
  base: Config,
): string {
  const out: string[] = [`s=${encodeURIComponent(v.s)}`];
  if (!sameFixes(v.config.fixes, base.fixes)) {
    const on = FIX_NAMES.filter((n: FixName) => v.config.fixes[n]);
    out.push(`fix=${on.length ? on.join(',') : 'none'}`);
  }
  if (v.config.router !== base.router) out.push(`router=${v.config.router}`);
  if (v.config.prefill.poolTokens !== base.prefill.poolTokens)
    out.push(`pp=${v.config.prefill.poolTokens}`);
  if (v.config.decode.poolTokens !== base.decode.poolTokens)
    out.push(`dp=${v.config.decode.poolTokens}`);
  if (v.config.pageSize !== base.pageSize) out.push(`ps=${v.config.pageSize}`);
  out.push(`step=${v.step}`);
  if (v.sel !== null) out.push(`sel=${encodeURIComponent(v.sel)}`);
  return out.join('&');
}

/** The base configuration with switches, pool sizes and the router applied. */
export function withOverrides(
  base: Config,
  fixes: Fixes | null,
  pools: PoolOverrides,
  router: RouterKind | null = null,
): Config {
  return {
    ...base,
    router: router ?? base.router,
    pageSize: pools.pageSize ?? base.pageSize,
    prefill: { poolTokens: pools.prefill ?? base.prefill.poolTokens },
    decode: { poolTokens: pools.decode ?? base.decode.poolTokens },
    fixes: fixes ? { ...fixes } : { ...base.fixes },
  };
}
