/**
 * Child process for tests/engine/jsonGuard.test.ts: the red team's 2.6 M-element file (H7), as
 * its parsed value, through jsonShapeProblem in a small heap; prints the problem as JSON.
 */
import { jsonShapeProblem } from '../../src/engine/jsonGuard';

const requests = new Array<unknown>(2_600_000).fill(0);
requests[2_599_999] = { constructor: 1 };
process.stdout.write(JSON.stringify(jsonShapeProblem({ requests })) + '\n');
