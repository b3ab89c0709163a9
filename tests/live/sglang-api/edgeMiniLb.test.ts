// @vitest-environment node
/** The stand-in under --router mini_lb at the HTTP edge (the cases: edgeCases.ts). */
import { afterAll, beforeAll } from 'vitest';
import { startLive, type Live } from '../harness';
import { edgeCases } from './edgeCases';

let live: Live;
beforeAll(async () => {
  live = await startLive(['--router', 'mini_lb']);
});
afterAll(async () => live?.stop());

edgeCases('mini_lb', () => live);
