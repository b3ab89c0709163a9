/**
 * The SGLang version each node reports: `version` in its `/get_server_info` (http_server.py
 * @0025436e `get_server_info`: `{**server_args, **scheduler_info, internal_states, version}`),
 * or in each node of mini_lb's `{prefill: […], decode: […]}`. Pure: the caller fetches.
 */
import type { InfoText, Side } from './figures';

export type Versions = Record<Side, string | null>;

function versionOf(x: unknown): string | null {
  if (!x || typeof x !== 'object') return null;
  const v = (x as { version?: unknown }).version;
  return typeof v === 'string' && v.length > 0 && v.length <= 64 ? v : null;
}

function sideOf(x: unknown, known?: Side): Side | null {
  if (known) return known;
  const m = (x as { disaggregation_mode?: unknown } | null)?.disaggregation_mode;
  return m === 'prefill' || m === 'decode' ? m : null;
}

/** The first version read for each side (null where none is reported). */
export function versionsFrom(infos: readonly InfoText[]): Versions {
  const out: Versions = { prefill: null, decode: null };
  for (const info of infos) {
    let j: unknown;
    try {
      j = JSON.parse(info.text);
    } catch {
      continue;
    }
    const combined = j as { prefill?: unknown; decode?: unknown } | null;
    if (combined && (Array.isArray(combined.prefill) || Array.isArray(combined.decode))) {
      for (const side of ['prefill', 'decode'] as const) {
        const list = combined[side];
        if (Array.isArray(list)) out[side] ??= versionOf(list[0]);
      }
      continue;
    }
    const side = sideOf(j, info.side);
    if (side) out[side] ??= versionOf(j);
  }
  return out;
}
