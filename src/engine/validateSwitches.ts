/** The validator's checks of a scenario's switches: fixes, transfer timing and defences. */
import { LIMITS, SCENARIO_FIELDS } from './scenarioFields';
import {
  KV_CHECKSUMS,
  NO_FIXES,
  FIX_NAMES,
  type Defences,
  type Fixes,
  type TransferConfig,
} from './types';
import { isObj, type Checker } from './validateChecker';

export function checkFixes(c: Checker, v: unknown, path: string): Fixes {
  const fixes: Fixes = { ...NO_FIXES };
  if (v === undefined) return fixes;
  if (!isObj(v)) {
    c.add(path, 'must be an object of switches');
    return fixes;
  }
  c.fields(v, path, FIX_NAMES, []);
  for (const name of FIX_NAMES) {
    const x = v[name];
    if (x === undefined) continue;
    if (typeof x !== 'boolean') c.add(`${path}.${name}`, 'must be true or false');
    else fixes[name] = x;
  }
  return fixes;
}

export function checkTransfer(c: Checker, v: unknown, path: string): TransferConfig | undefined {
  if (v === undefined) return undefined;
  if (!isObj(v)) return void c.add(path, 'must be an object like { "ticks": 4 }');
  c.fields(v, path, SCENARIO_FIELDS.transfer, SCENARIO_FIELDS.transferRequired);
  const ticks = c.int(v, 'ticks', path, 1, LIMITS.maxLifetimeTicks, ' (ticks)');
  const release = c.int(v, 'sourceReleaseTicks', path, 1, LIMITS.maxLifetimeTicks, ' (ticks)');
  let drainAck: TransferConfig['drainAck'];
  if (v.drainAck !== undefined) {
    if (v.drainAck === 'sent' || v.drainAck === 'lost') drainAck = v.drainAck;
    else c.add(`${path}.drainAck`, 'must be "sent" or "lost"');
  }
  if (ticks === undefined) return undefined;
  return {
    ticks,
    ...(release !== undefined ? { sourceReleaseTicks: release } : {}),
    ...(drainAck !== undefined ? { drainAck } : {}),
  };
}

export function checkDefences(c: Checker, v: unknown, path: string): Defences | undefined {
  if (v === undefined) return undefined;
  if (!isObj(v)) return void c.add(path, 'must be an object of defences');
  c.fields(v, path, SCENARIO_FIELDS.defences, []);
  const out: Defences = {};
  for (const name of ['refcountPin', 'deferredRelease', 'drainBarrier', 'scrubOnAlloc'] as const) {
    const x = v[name];
    if (x === undefined) continue;
    if (typeof x !== 'boolean') c.add(`${path}.${name}`, 'must be true or false');
    else out[name] = x;
  }
  const t = c.int(v, 'deferredReleaseTicks', path, 1, LIMITS.maxLifetimeTicks, ' (ticks)');
  if (t !== undefined) out.deferredReleaseTicks = t;
  if (v.kvChecksum !== undefined) {
    if ((KV_CHECKSUMS as readonly unknown[]).includes(v.kvChecksum))
      out.kvChecksum = v.kvChecksum as Defences['kvChecksum'];
    else
      c.add(`${path}.kvChecksum`, `must be one of ${KV_CHECKSUMS.map((k) => `"${k}"`).join(', ')}`);
  }
  return out;
}
