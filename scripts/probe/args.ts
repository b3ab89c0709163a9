/** The probe's command line (node:util parseArgs): options, --help, and refusals with the list. */
import { parseArgs } from 'node:util';
import type { Pair } from './generate';

/** The environment variable the probe reads its one API key from (SGLang's `--api-key`). */
export const API_KEY_ENV = 'STALE_PAGES_API_KEY';

export const USAGE = `usage: npm run probe -- --url ROUTER [options]
       npm run probe -- --prefill NODE --decode NODE [options]

Sends tenant A's canary prompts, one prompt of tenant B in the band of lengths the prefill
rejects and the decode accepts, and B's control below the prefill's limit; reports both oracles
(status: 400 expected in the band; output: right answer, no canary) and a verdict.
Run it only against deployments you operate, in staging: it sends prompts of up to the context
length (see the plan it prints first).

options
  --url URL              the router (sgl-router or mini_lb), e.g. http://127.0.0.1:30000
  --prefill URL          with --decode: send only to this prefill/decode pair, as mini_lb
  --decode URL           sends (bootstrap_host/port/room), no router; their /get_server_info
                         and the prefill's /tokenize are read
  --bootstrap-port N     the prefill's disaggregation bootstrap port (default: none, as mini_lb)
  --api-key-file FILE    a file holding the deployment's one API key (SGLang's --api-key);
                         else the environment variable ${API_KEY_ENV}; else no key
  --key KEY              a key on the command line (visible in ps): once, or twice for a
                         gateway that maps keys to tenants (A: canaries, B: the probe)
  --tokenize-url URL     a node whose /tokenize measures the prompts (sgl-router and mini_lb
                         have none; default: the prefill node, from --prefill-info or the
                         host and port in the router's /get_server_info)
  --tokenizer-file FILE  measure on this machine with the model's tokenizer.json instead (no
                         /tokenize call); --tokenizer-config FILE: its tokenizer_config.json
  --prefill-info URL     the prefill node's GET /get_server_info
  --decode-info URL      the decode node's GET /get_server_info
  --info-file FILE       a saved /get_server_info JSON (one node, or mini_lb's); repeatable
  --context-length N     figures as flags, for what no server info gives
  --prefill-pool N       the prefill node's max_total_num_tokens
  --decode-pool N        the decode node's max_total_num_tokens
  --page-size N
  --timeout-ms N         per request (default 900000: SGLang's 300 s transfer timeout and more)
  --deadline S           stop after S seconds in all, inconclusive (exit 3), with the report so far
  --dry-run              print the plan and stop (sends only the /get_server_info reads)
  --yes                  needed when the target is not on this machine
  --json                 the report as JSON on stdout (the plan goes to stderr)
  --show-answers         print and store the answers' text (default: only whether canary
                         words appear, and each answer's length and SHA-256: on a shared
                         deployment a stale read can return another tenant's text)
  --help                 this text

Without --prefill-info/--decode-info/--info-file/flags the router's own /get_server_info is
read (mini_lb answers with both nodes'; sgl-router with the first prefill's only, so give
--decode-info). Prompts are measured on a node's /tokenize, never the router's.

exit codes
  0  fixed, not exposed, or --dry-run's plan      1  vulnerable
  2  bad usage, refused (no --yes)
  3  inconclusive (why is printed: figures unreadable, a timeout, figures that do not match)

examples
  npm run probe -- --url http://127.0.0.1:30000 --prefill-info http://127.0.0.1:30001/get_server_info \\
      --decode-info http://127.0.0.1:30002/get_server_info --key a --key b
  STALE_PAGES_API_KEY=... npm run probe -- --url http://127.0.0.1:30000 \\
      --tokenize-url http://127.0.0.1:30001 --prefill-info http://127.0.0.1:30001/get_server_info \\
      --decode-info http://127.0.0.1:30002/get_server_info --deadline 3600
  STALE_PAGES_API_KEY=... npm run probe -- --prefill http://127.0.0.1:30001 \\
      --decode http://127.0.0.1:30002 --bootstrap-port 8998 --deadline 3600
  npm run probe -- --url http://127.0.0.1:30000 --context-length 1048576 \\
      --prefill-pool 681280 --decode-pool 2097152 --key a --key b --dry-run
  npm run -s probe -- --url http://staging-router:30000 --info-file prefill.json \\
      --info-file decode.json --api-key-file key.txt --yes --json > probe.json`;

const OPTIONS = {
  url: { type: 'string' },
  prefill: { type: 'string' },
  decode: { type: 'string' },
  'bootstrap-port': { type: 'string' },
  'show-answers': { type: 'boolean' },
  key: { type: 'string', multiple: true },
  'api-key-file': { type: 'string' },
  'tokenize-url': { type: 'string' },
  'tokenizer-file': { type: 'string' },
  'tokenizer-config': { type: 'string' },
  deadline: { type: 'string' },
  'prefill-info': { type: 'string' },
  'decode-info': { type: 'string' },
  'info-file': { type: 'string', multiple: true },
  'context-length': { type: 'string' },
  'prefill-pool': { type: 'string' },
  'decode-pool': { type: 'string' },
  'page-size': { type: 'string' },
  'timeout-ms': { type: 'string' },
  'dry-run': { type: 'boolean' },
  yes: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const KNOWN_OPTIONS = Object.keys(OPTIONS).map((k) => `--${k}`);

export interface ProbeArgs {
  /** the router; null when a pair is named */
  url: URL | null;
  /** the one prefill/decode pair to send to (no router) */
  pair?: Pair;
  showAnswers: boolean;
  /** none (no key), one (both tenants: SGLang's single --api-key) or two (A, then B) */
  keys: string[];
  /** where the key comes from, when it is read by the script: a file */
  apiKeyFile?: string;
  tokenizeUrl?: URL;
  /** the model's tokenizer.json (and tokenizer_config.json): measured on this machine */
  tokenizerFile?: string;
  tokenizerConfig?: string;
  /** seconds for the whole run */
  deadline?: number;
  prefillInfo?: URL;
  decodeInfo?: URL;
  infoFiles: string[];
  contextLength?: number;
  prefillPool?: number;
  decodePool?: number;
  pageSize?: number;
  timeoutMs: number;
  dryRun: boolean;
  yes: boolean;
  json: boolean;
}

export type ArgsResult = { help: true } | { help: false; args: ProbeArgs } | { error: string };

function url(v: string | undefined, name: string): URL | string | undefined {
  if (v === undefined) return undefined;
  try {
    const u = new URL(v);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return `${name} must be http(s): ${v}`;
    return u;
  } catch {
    return `${name} is not a URL: ${v}`;
  }
}

function int(v: string | undefined, name: string): number | string | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(Number(v)) || Number(v) < 1)
    return `${name} needs a positive whole number, got "${v}"`;
  return Number(v);
}

export function readArgs(argv: string[], env: Record<string, string | undefined> = {}): ArgsResult {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
  try {
    ({ values } = parseArgs({
      args: argv,
      options: OPTIONS,
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    return { error: `${(e as Error).message}\nknown options: ${KNOWN_OPTIONS.join(' ')}` };
  }
  if (values.help) return { help: true };
  const target = url(values.url, '--url');
  const prefill = url(values.prefill, '--prefill');
  const decode = url(values.decode, '--decode');
  const bootstrapPort = int(values['bootstrap-port'], '--bootstrap-port');
  for (const v of [target, prefill, decode, bootstrapPort])
    if (typeof v === 'string') return { error: v };
  const named = prefill !== undefined || decode !== undefined;
  if (named && (prefill === undefined || decode === undefined))
    return { error: '--prefill and --decode go together: they name the one pair to test' };
  if (named && target !== undefined)
    return { error: 'give --url (a router) or --prefill and --decode (one pair), not both' };
  if (!named && target === undefined)
    return { error: '--url (or --prefill and --decode) is required' };
  if (values['tokenizer-file'] !== undefined && values['tokenize-url'] !== undefined)
    return { error: 'give --tokenize-url (a node) or --tokenizer-file (a file), not both' };
  if (values['tokenizer-config'] !== undefined && values['tokenizer-file'] === undefined)
    return { error: '--tokenizer-config goes with --tokenizer-file' };
  if (!named && bootstrapPort !== undefined)
    return { error: '--bootstrap-port goes with --prefill and --decode' };
  const pair: Pair | undefined = named
    ? {
        prefill: prefill as URL,
        decode: decode as URL,
        bootstrapPort: (bootstrapPort as number | undefined) ?? null,
      }
    : undefined;
  const parsed = {
    prefillInfo: url(values['prefill-info'], '--prefill-info'),
    decodeInfo: url(values['decode-info'], '--decode-info'),
    contextLength: int(values['context-length'], '--context-length'),
    prefillPool: int(values['prefill-pool'], '--prefill-pool'),
    decodePool: int(values['decode-pool'], '--decode-pool'),
    pageSize: int(values['page-size'], '--page-size'),
    timeoutMs: int(values['timeout-ms'], '--timeout-ms') ?? 900_000,
    tokenizeUrl: url(values['tokenize-url'], '--tokenize-url'),
    deadline: int(values.deadline, '--deadline'),
  };
  const bad = Object.values(parsed).find((v) => typeof v === 'string');
  if (typeof bad === 'string') return { error: bad };
  const given = values.key ?? [];
  if (given.length > 2)
    return { error: `--key at most twice (tenant A, then tenant B); got ${given.length}` };
  if (given.length > 0 && values['api-key-file'] !== undefined)
    return { error: 'give the key by --key or by --api-key-file, not both' };
  const fromEnv = env[API_KEY_ENV]?.trim();
  const keys = [
    ...new Set(
      given.length > 0 ? given : values['api-key-file'] === undefined && fromEnv ? [fromEnv] : [],
    ),
  ];
  return {
    help: false,
    args: {
      ...(parsed as Omit<
        ProbeArgs,
        | 'url'
        | 'keys'
        | 'apiKeyFile'
        | 'tokenizerFile'
        | 'tokenizerConfig'
        | 'infoFiles'
        | 'dryRun'
        | 'yes'
        | 'json'
        | 'showAnswers'
      >),
      url: (target as URL | undefined) ?? null,
      ...(pair ? { pair } : {}),
      showAnswers: values['show-answers'] ?? false,
      keys,
      ...(values['api-key-file'] !== undefined ? { apiKeyFile: values['api-key-file'] } : {}),
      ...(values['tokenizer-file'] !== undefined
        ? { tokenizerFile: values['tokenizer-file'] }
        : {}),
      ...(values['tokenizer-config'] !== undefined
        ? { tokenizerConfig: values['tokenizer-config'] }
        : {}),
      infoFiles: values['info-file'] ?? [],
      dryRun: values['dry-run'] ?? false,
      yes: values.yes ?? false,
      json: values.json ?? false,
    },
  };
}
