/**
 * Starts `live/cli.ts --class FILE` as its own process on 127.0.0.1 and ephemeral ports, with
 * a class secret and a facilitator's key written to a temp folder; reads each team's URLs from
 * what it prints, and stops it by the PID it was started with.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { track } from '../helpers/cleanup';

export const SECRET = 'class-secret-0123456789abcdef';
export const FACILITATOR = 'facilitator-key-0123456789';

export interface Team {
  router: string;
  prefill: string;
  decode: string;
}

export interface Class {
  teams: Record<string, Team>;
  secretFile: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

// a bound for a loaded machine, as tests/live/harness.ts (three teams start at once)
const READY_MS = 60_000;

/** Writes the class file, the secret and the key to `dir` and starts the class. */
export async function startClass(
  dir: string,
  classFile: object,
  args: string[] = [],
): Promise<Class> {
  const file = join(dir, 'class.json');
  writeFileSync(file, JSON.stringify(classFile));
  const secretFile = join(dir, 'class.secret');
  writeFileSync(secretFile, `${SECRET}\n`);
  const keyFile = join(dir, 'facilitator.key');
  writeFileSync(keyFile, `${FACILITATOR}\n`);
  const child = track(
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'live/cli.ts',
        '--class',
        file,
        '--secret-file',
        secretFile,
        '--facilitator-key-file',
        keyFile,
        '--port',
        '0',
        '--tick-ms',
        '5',
        ...args,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const teams = await new Promise<Record<string, Team>>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the class was not ready after ${READY_MS} ms: ${out}${err}`));
    }, READY_MS);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!out.includes('ready:')) return;
      clearTimeout(timer);
      const found: Record<string, Team> = {};
      for (const m of out.matchAll(
        /^ {2}team (\S+) +router (http:\S+) +prefill (http:\S+) +decode (http:\S+)/gm,
      ))
        found[m[1]!] = { router: m[2]!, prefill: m[3]!, decode: m[4]! };
      resolve(found);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the class exited with ${code}: ${err}`));
    });
  });
  return {
    teams,
    secretFile,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
