// @vitest-environment node
/** The stand-in in SGLang's single-key mode under --router mini_lb (the cases: apiKeyCases.ts). */
import { afterAll, beforeAll } from 'vitest';
import { startLive, type Live } from '../harness';
import { SINGLE_KEY, apiKeyCases } from './apiKeyCases';

let live: Live;
beforeAll(async () => {
  live = await startLive(['--router', 'mini_lb', '--api-key', SINGLE_KEY]);
});
afterAll(async () => live?.stop());

apiKeyCases('mini_lb', () => live);
