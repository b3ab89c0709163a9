/**
 * A session on a clock of the test's own (tests/live/catchUp.test.ts, runAhead.test.ts): the
 * incident's configuration, one tenant, a small prompt, and a tick of an hour, so that the
 * session's timer never fires and only `catchUp` runs the engine.
 */
import { readOptions } from '../../live/options';
import type { PromptRequest } from '../../src/wire/requests';

const read = readOptions([]);
if (!read.ok) throw new Error(read.message);
export const scenario = read.options.scenario;
export const tenant = scenario.tenants[0]!.id;
export const prompt: PromptRequest = {
  endpoint: 'generate',
  promptTokens: 40,
  maxNewTokens: 2,
  text: null,
  stream: false,
  model: null,
};
export const HOUR = 3_600_000;
