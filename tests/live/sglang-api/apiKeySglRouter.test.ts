// @vitest-environment node
/** The stand-in in SGLang's single-key mode under --router sgl-router (the cases: apiKeyCases.ts). */
import { afterAll, beforeAll } from 'vitest';
import { startLive, type Live } from '../harness';
import { SINGLE_KEY, apiKeyCases } from './apiKeyCases';

let live: Live;
beforeAll(async () => {
  live = await startLive(['--router', 'sgl-router', '--api-key', SINGLE_KEY]);
});
afterAll(async () => live?.stop());

apiKeyCases('sgl-router', () => live);
