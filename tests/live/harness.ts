/**
 * Starts `live/cli.ts` as its own process on 127.0.0.1 and an ephemeral port (its nodes on
 * their own), reads the URLs it prints, and stops it by the PID it was started with.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { track } from '../helpers/cleanup';

const run = promisify(execFile);

export interface Live {
  router: string;
  prefill: string;
  decode: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * How long the server may take to say it is ready: a bound for a loaded machine, not a
 * duration (alone at a load average of 28 it took 10.8 s; several starting at once took more
 * than 18 s). Under the processes project's hook and test timeouts (vitest.config.ts).
 */
const READY_MS = 60_000;

export async function startLive(args: string[] = []): Promise<Live> {
  const child = track(
    spawn(
      process.execPath,
      ['--import', 'tsx', 'live/cli.ts', '--port', '0', '--tick-ms', '5', ...args],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const urls = await new Promise<Record<string, string>>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!out.includes('ready:')) return;
      const found: Record<string, string> = {};
      for (const m of out.matchAll(/^ {2}(router|prefill|decode) +(http:\S+)/gm))
        found[m[1]!] = m[2]!;
      resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`live exited with ${code}: ${err}`)));
    // a server that never says it is ready is stopped here, not left running after the test
    // that waited for it gave up (its hook's timeout would leave the child listening)
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`live was not ready after ${READY_MS} ms: ${out}${err}`));
    }, READY_MS);
    child.stdout.on('data', () => out.includes('ready:') && clearTimeout(timer));
    child.once('exit', () => clearTimeout(timer));
  });
  return {
    router: urls.router!,
    prefill: urls.prefill!,
    decode: urls.decode!,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface CurlResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What every curl in the docs sends with a body: SGLang's processes refuse other types. */
export const JSON_TYPE = ['-H', 'Content-Type: application/json'];

/**
 * curl with its status and headers read back (`-D -` then the body). A body (`-d`,
 * `--data-binary`) goes as JSON, as the docs' curl lines send it, unless `args` name a type.
 */
export async function curl(args: string[], input?: string): Promise<CurlResult> {
  const hasBody = args.some((a) => a === '-d' || a.startsWith('--data'));
  const typed = args.some((a) => /^content-type:/i.test(a));
  const type = hasBody && !typed ? JSON_TYPE : [];
  const p = run('curl', ['-sS', '-D', '-', ...type, ...args], { maxBuffer: 64 * 1024 * 1024 });
  // curl reads its standard input only for `@-`; without it, it may exit before the pipe is
  // closed, and closing it then fails with EPIPE (CI at b8ca150: an unhandled error). What curl
  // did is in its exit status and output, so a write error here is not the test's result.
  p.child.stdin!.on('error', () => {});
  p.child.stdin!.end(input ?? '');
  let { stdout } = await p;
  // a large upload first gets `100 Continue`: the real answer is the next header block
  while (/^HTTP\/[\d.]+ 100/.test(stdout)) stdout = stdout.slice(stdout.indexOf('\r\n\r\n') + 4);
  const cut = stdout.indexOf('\r\n\r\n');
  const head = stdout.slice(0, cut).split('\r\n');
  const status = Number(head[0]!.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status, headers, body: stdout.slice(cut + 4) };
}

export const auth = (key: string) => ['-H', `Authorization: Bearer ${key}`];

/** Tenant `key` sends a long prompt in its own words through curl (the example body). */
export async function longPrompt(live: Live, key: string, tokens: number, maxNew = 16) {
  const example = `${live.router}/live/examples/long.json?tenant=${key}&tokens=${tokens}&max_new_tokens=${maxNew}`;
  const body = await run('curl', ['-sS', example], { maxBuffer: 64 * 1024 * 1024 });
  return curl([...auth(key), '--data-binary', '@-', `${live.router}/generate`], body.stdout);
}

/**
 * The incident's traffic through curl: A, B and C fill the decode pool (each must answer 200),
 * then D's 800,000-token prompt. Returns D's answer.
 */
export async function sendIncident(live: Live): Promise<CurlResult> {
  for (const [key, tokens] of [
    ['a', 420_000],
    ['b', 240_000],
    ['c', 380_000],
  ] as const) {
    const r = await longPrompt(live, key, tokens);
    if (r.status !== 200) throw new Error(`tenant ${key}'s prompt: HTTP ${r.status} ${r.body}`);
  }
  return longPrompt(live, 'd', 800_000, 24);
}
