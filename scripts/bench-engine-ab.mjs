// `npx tsx scripts/bench-engine-ab.mjs A B [rounds] [name filter]`: the engine's build time of
// the same scenarios from two checkouts A and B (e.g. this one and a `git worktree` of an older
// commit sharing node_modules), in one process, interleaved round by round (A then B, then B
// then A), each build's CPU time by process.cpuUsage. Prints per scenario the medians and the
// median of the paired ratios A/B with its interquartile range: a ratio is taken within one
// round, so a shared machine's load weighs on both sides alike (docs/benchmarks.md, "Before and
// after the family").
import { readFileSync } from 'node:fs';

const [A, B] = [process.argv[2], process.argv[3]];
const rounds = Number(process.argv[4] ?? 15);
const only = process.argv[5] ?? '';
if (!A || !B) {
  console.error('usage: npx tsx scripts/bench-engine-ab.mjs A B [rounds] [name filter]');
  process.exit(2);
}

async function load(repo) {
  const { parseScenario, simulate } = await import(`${repo}/src/engine/index.ts`);
  const { mulberry32 } = await import(`${repo}/src/engine/rng.ts`);
  const file = readFileSync(`${repo}/public/scenarios/incident.json`, 'utf8');
  const base = parseScenario(file).scenario;
  const tenants = 'abcdefghijklmnopqrstuvwxyz'.split('').map((id) => ({ id, name: id }));
  const r1 = mulberry32(1);
  const busy = {
    ...base,
    tenants,
    config: { ...base.config, pageSize: 1 },
    requests: Array.from({ length: 500 }, (_, i) => ({
      id: `r${i}`,
      tenant: tenants[i % 26].id,
      promptTokens: 1 + Math.floor(r1() * 200_000),
      maxNewTokens: 32,
      arrival: Math.floor(i / 4),
    })),
  };
  const r3 = mulberry32(3);
  const M = 16_777_216;
  const random64 = {
    ...base,
    tenants: tenants.slice(0, 2),
    config: {
      ...base.config,
      contextLength: M,
      pageSize: 64,
      prefill: { poolTokens: M },
      decode: { poolTokens: M },
    },
    requests: Array.from({ length: 500 }, (_, i) => ({
      id: `r${i}`,
      tenant: i % 2 ? 'b' : 'a',
      promptTokens: 1 + Math.floor(r3() * 30_000),
      maxNewTokens: 4096,
      arrival: i,
    })),
  };
  const p1 = { ...base, config: { ...base.config, pageSize: 1 } };
  return {
    'incident p64 x20': () => {
      for (let k = 0; k < 20; k++) simulate(base);
    },
    'incident p1 x5': () => {
      for (let k = 0; k < 5; k++) simulate(p1);
    },
    'busy 500 p1': () => simulate(busy),
    'random 500 p64': () => simulate(random64),
  };
}

const a = await load(A);
const b = await load(B);
const med = (x) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)];
const cpu = (f) => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};
for (const name of Object.keys(a).filter((n) => n.includes(only))) {
  a[name]();
  b[name]();
  const ta = [];
  const tb = [];
  const ratios = [];
  for (let r = 0; r < rounds; r++) {
    let x, y;
    if (r % 2) {
      x = cpu(a[name]);
      y = cpu(b[name]);
    } else {
      y = cpu(b[name]);
      x = cpu(a[name]);
    }
    ta.push(x);
    tb.push(y);
    ratios.push(x / y);
  }
  const s = [...ratios].sort((p, q) => p - q);
  const q = (f) => s[Math.floor(f * s.length)].toFixed(3);
  console.log(
    `${name.padEnd(18)} A ${med(ta).toFixed(1)} ms  B ${med(tb).toFixed(1)} ms  A/B median ${med(ratios).toFixed(3)} (IQR ${q(0.25)}–${q(0.75)})`,
  );
}
