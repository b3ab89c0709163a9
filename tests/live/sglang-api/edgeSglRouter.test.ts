// @vitest-environment node
/** The stand-in under --router sgl-router at the HTTP edge (the cases: edgeCases.ts). */
import { afterAll, beforeAll } from 'vitest';
import { startLive, type Live } from '../harness';
import { edgeCases } from './edgeCases';

let live: Live;
beforeAll(async () => {
  live = await startLive(['--router', 'sgl-router']);
});
afterAll(async () => live?.stop());

edgeCases('sgl-router', () => live);
