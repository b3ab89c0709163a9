/**
 * How the tests start one of the project's command-line scripts as its own process, the way
 * `npm run` does (TypeScript through tsx), in a single Node process: `node --import tsx` rather
 * than the `tsx` binary, which starts a second Node to run the script (0.76 s against 0.55 s
 * for `lab-verify --help` on this machine; the unit tests start about a hundred of them).
 */
/** The command and the arguments before the script's path: `spawn(TSX_NODE, [...TSX_ARGS, script])`. */
export const TSX_NODE = process.execPath;
export const TSX_ARGS = ['--import', 'tsx'] as const;
