// Every file's temporary folders and child processes (tests/helpers/cleanup.ts) are removed and
// stopped after it, whether its tests passed, failed or timed out.
import { afterAll } from 'vitest';
import { cleanUp } from '../helpers/cleanup';

afterAll(cleanUp);
