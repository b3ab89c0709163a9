// @vitest-environment node
/** `npm run lab:schemas -- --check` passes when the committed schemas are the generated ones. */
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';

it('lab:schemas --check finds the committed schemas current', () => {
  const r = spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/lab-schemas.ts', '--check'], {
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
}, 60_000);
