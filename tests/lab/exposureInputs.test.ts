// @vitest-environment node
/**
 * What the exposure checker reads besides plain commands: SGLang --config YAML files (merged as
 * ConfigArgumentMerger does, python/sglang/srt/utils/server_args_config_parser.py @7ef0fc26:
 * the file's arguments go first, so the command line wins), Kubernetes command:/args: lists,
 * image tags and pip pins (the release), caps that bound the pool from above, and the flag
 * table (exposureFlagTable.json, from server_args.py @001067ff and router_args.py @083d6013).
 */
import { describe, expect, it } from 'vitest';
import { checkExposure } from '../../src/tools/exposure';
import { serverCommand } from '../../src/tools/exposureCommands';
import TABLE from '../../src/tools/exposureFlagTable.json';
import type { Message } from '../../src/tools/exposureTypes';

const log = (pool: number, ctx = 131072) =>
  `[TP0] max_total_num_tokens=${pool}, chunked_prefill_size=8192, max_prefill_tokens=16384, max_running_requests=64, context_len=${ctx}, available_gpu_mem=6.0 GB`;
const codes = (r: ReturnType<typeof checkExposure>) => r.messages.map((m) => m.code);

describe('exposure checker inputs', () => {
  it('merges a --config YAML file into its command; the command line wins over the file', () => {
    const yaml = `# prefill.yaml\nmodel-path: meta-llama/Llama-3.1-8B-Instruct\ndisaggregation_mode: prefill\ncontext-length: 131072\nmax-total-tokens: 200000\npage-size: 16\nenable-metrics: true\ncuda-graph-bs: [1, 2, 4]\n`;
    const r = checkExposure([
      `sglang serve --config /etc/sglang/prefill.yaml --max-total-tokens 100000\n${log(100000)}`,
      yaml,
      `python -m sglang.launch_server --disaggregation-mode decode --context-length 131072\n${log(200000)}`,
    ]);
    expect(codes(r)).toContain('config-used');
    expect(codes(r)).not.toContain('not-split');
    expect(r.nodes.map((n) => n.mode)).toEqual(['prefill', 'decode']);
    // the file says 200000, the command line 100000: SGLang takes the command line's
    expect(codes(r)).not.toContain('conflict');
    expect(r.pairs[0]!.pageSize).toBe(1);
    expect(r.nodes[0]!.pageSize).toBe(16);
    expect(r.pairs[0]!.exposed).toEqual({ from: 99994, to: 131065, count: 31072 });
    expect(r.verdict).toBe('exposed');
  });

  it('asks for the --config file when the command leaves the figures to it', () => {
    const r = checkExposure(['python -m sglang.launch_server --config prefill.yaml']);
    const need = r.messages.find((m) => m.code === 'need-config')!;
    expect(need.level).toBe('missing');
    expect(need.text).toMatch(/prefill\.yaml/);
    const bad = checkExposure(['context-length: [1, 2\n']);
    expect(codes(bad)).toContain('bad-yaml');
  });

  it('reads Kubernetes args: lists and sh -c scripts, and the release from the image tag', () => {
    const manifest = `apiVersion: apps/v1
kind: Deployment
spec:
  template:
    spec:
      containers:
        - name: prefill
          image: lmsysorg/sglang:v0.5.22-cu129
          command: ["python3", "-m", "sglang.launch_server"]
          args:
            - --model-path
            - meta-llama/Llama-3.1-8B-Instruct
            - --disaggregation-mode
            - prefill
            - --context-length
            - "131072"
            - --port
            - "30000"
---
apiVersion: apps/v1
kind: Deployment
spec:
  template:
    spec:
      containers:
        - name: decode
          image: lmsysorg/sglang:v0.5.22-cu129
          command: ["/bin/sh", "-c"]
          args:
            - python3 -m sglang.launch_server --disaggregation-mode decode --context-length 131072 --port 30001
`;
    const together = checkExposure([manifest]);
    expect(together.nodes.map((n) => n.mode)).toEqual(['prefill', 'decode']);
    expect(together.nodes.every((n) => n.version?.value === '0.5.22')).toBe(true);
    expect(codes(together)).not.toContain('not-recognised');
    // a container's lists pasted alone (no manifest around them) read the same
    const snippet = checkExposure([
      'command: ["python3", "-m", "sglang.launch_server"]\nargs: ["--disaggregation-mode", "decode", "--context-length", "131072"]',
    ]);
    expect(snippet.nodes.map((n) => n.mode)).toEqual(['decode']);
  });

  it('a cap bounds the pool from above: a band that holds whatever the prefill pool is, and a closed one whatever the decode pool is', () => {
    const cmd = (mode: string, extra: string) =>
      `python -m sglang.launch_server --disaggregation-mode ${mode} --context-length 131072 ${extra}`;
    // prefill capped at 100000 (real ≤ 100000), decode reported 200000: lengths from 99,994 surely leak
    const open = checkExposure([
      cmd('prefill', '--max-total-tokens 100000'),
      `${cmd('decode', '')}\n${log(200000)}`,
    ]);
    expect(open.verdict).toBe('exposed');
    expect(codes(open)).toContain('band-at-least');
    expect(open.pairs[0]!.poolSource.prefill).toMatch(/--max-total-tokens/);
    // prefill reported 200000, decode capped at 100000 (real ≤ 100000): nothing can leak
    const closed = checkExposure([
      `${cmd('prefill', '')}\n${log(200000)}`,
      cmd('decode', '--max-total-tokens 100000'),
    ]);
    expect(closed.verdict).toBe('not-exposed');
    expect(closed.exposed).toBe(false);
    // the same verdict without engine runs, for callers that need only the band
    const quick = checkExposure(
      [cmd('prefill', '--max-total-tokens 100000'), `${cmd('decode', '')}\n${log(200000)}`],
      { outcomes: false },
    );
    expect(quick.verdict).toBe('exposed');
    expect(quick.pairs[0]!.outcomes).toEqual([]);
    expect(open.pairs[0]!.outcomes.length).toBe(2);
  });

  it('names the release: 0.5.20 carries the fix but is below the advised 0.5.22; a pip pin counts; two releases in a box are refused', () => {
    const pair = (v: string) => [
      `pip install "sglang[all]==${v}"\npython -m sglang.launch_server --disaggregation-mode prefill --context-length 131072\n${log(100000)}`,
      `pip install "sglang[all]==${v}"\npython -m sglang.launch_server --disaggregation-mode decode --context-length 131072\n${log(200000)}`,
    ];
    const fixed = checkExposure(pair('0.5.20'));
    expect(fixed.verdict).toBe('fixed-release');
    expect(fixed.messages.find((m) => m.code === 'version-fixed')!.text).toMatch(/below v0\.5\.22/);
    expect(checkExposure(pair('0.5.19')).verdict).toBe('exposed');
    const two = checkExposure([
      `docker run lmsysorg/sglang:v0.5.11 python3 -m sglang.launch_server --disaggregation-mode prefill --context-length 131072\n${log(100000)}\ndocker run lmsysorg/sglang:v0.5.22 python3 -m sglang.launch_server --disaggregation-mode decode --context-length 131072\n${log(200000)}`,
    ]);
    expect(codes(two)).toContain('version-ambiguous');
    expect(two.pairs[0]!.release.kind).toBe('unknown');
  });

  it('reads every flag of the table (none is listed as ignored or misspelt), and lists the others once as ignored', () => {
    for (const row of TABLE.server as { flag: string; aliases?: string[]; switch?: boolean }[])
      for (const flag of [row.flag, ...(row.aliases ?? [])]) {
        const out: Message[] = [];
        const n = serverCommand(row.switch ? [flag] : [flag, '1'], 1, 0, out);
        expect(n.ignored, flag).toEqual([]);
        expect(
          out.filter((m) => m.code === 'misspelt-flag'),
          flag,
        ).toEqual([]);
      }
    const out: Message[] = [];
    const n = serverCommand(
      [
        '--enable-metrics',
        '--log-level',
        'info',
        '--cuda-graph-bs',
        '1',
        '2',
        '4',
        '--context-length',
        '8192',
      ],
      1,
      0,
      out,
    );
    expect(n.ignored).toEqual(['--enable-metrics', '--log-level', '--cuda-graph-bs']);
    expect(out.map((m) => m.code)).toEqual(['ignored-flags']);
    expect(n.facts.contextLength[0]!.value).toBe(8192);
  });
});
