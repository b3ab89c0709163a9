/**
 * The command line of every script: `node:util`'s parseArgs, strict (an unknown option is
 * refused), positionals allowed. A refused line goes to `refuse` with parseArgs's message and
 * the known options, so each script says it in its own voice (and exits 2).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export function parseCommandLine<const O extends Options>(
  options: O,
  refuse: (message: string) => never,
) {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options,
      strict: true as const,
      allowPositionals: true as const,
    });
  } catch (e) {
    const known = Object.keys(options)
      .map((k) => `--${k}`)
      .join(' ');
    return refuse(`${(e as Error).message}\nknown options: ${known}`);
  }
}
