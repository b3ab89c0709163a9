/**
 * The probe's JSON report: its fields, the same on every exit path, and its JSON Schema
 * (draft-07), written to public/schemas/probe-report.schema.json by `npm run lab:schemas` with
 * the project's other schemas (src/lab/schemas.ts `SCHEMAS`). A field added to the report is
 * added here; tests/probe/report.test.ts holds every report the probe prints to this schema.
 */
import { EXIT_CODES } from './verdict';

/** The report's format and version: a consumer reads `schemaVersion` before anything else. */
export const REPORT_FORMAT = 'stale-pages-probe-report';
export const REPORT_VERSION = 2;

/** Every field of the report, in the order it is written; all present on every exit path. */
export const REPORT_FIELDS = [
  'format',
  'schemaVersion',
  'tool',
  'startedAt',
  'endedAt',
  'verdict',
  'exit',
  'why',
  'url',
  'pair',
  'keys',
  'sglangVersions',
  'tokenizer',
  'figures',
  'plan',
  'load',
  'answers',
  'oracles',
  'requests',
] as const;

/**
 * The verdicts a report carries: the probe's four, "refused" (bad usage, exit 2) and
 * "planned" (--dry-run: the plan, nothing sent, exit 0).
 */
export const REPORT_VERDICTS = [...Object.keys(EXIT_CODES), 'refused', 'planned'];

type Schema = Record<string, unknown>;
const nullable = (s: Schema): Schema => ({ anyOf: [s, { type: 'null' }] });
const obj = (properties: Record<string, Schema>, description?: string): Schema => ({
  type: 'object',
  ...(description ? { description } : {}),
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
});
const str: Schema = { type: 'string' };
const int: Schema = { type: 'integer' };
const bool: Schema = { type: 'boolean' };
const time: Schema = { type: 'string', format: 'date-time' };

const node = obj({
  side: { enum: ['prefill', 'decode'] },
  contextLength: int,
  poolTokens: int,
  pageSize: int,
  maxInput: int,
  maxInputReported: bool,
  source: str,
  dpRanks: int,
});
const band = nullable(obj({ from: int, to: int, count: int }));
const reading = obj({
  role: { enum: ['canary', 'band', 'control'] },
  index: int,
  promptTokens: int,
  status: int,
  lengthError: { enum: ['input limit', 'context', null] },
  right: nullable(bool),
  canaries: { type: 'array', items: str },
  ownStale: { type: 'array', items: str },
});

export function probeReportSchema(): Schema {
  const properties: Record<(typeof REPORT_FIELDS)[number], Schema> = {
    format: { const: REPORT_FORMAT },
    schemaVersion: { const: REPORT_VERSION },
    tool: obj({ name: str, version: str }, 'the probe that wrote the report'),
    startedAt: time,
    endedAt: time,
    verdict: { enum: REPORT_VERDICTS },
    exit: {
      enum: [0, 1, 2, 3],
      description:
        '0 fixed, not exposed or planned (--dry-run), 1 vulnerable, 2 refused (bad usage), 3 inconclusive',
    },
    why: str,
    url: nullable(str),
    pair: nullable(
      obj(
        { prefill: str, decode: str, bootstrapPort: nullable(int) },
        'the one prefill/decode pair named with --prefill and --decode (no router)',
      ),
    ),
    keys: {
      type: 'array',
      items: str,
      description: 'keys as shown: secrets by their last four characters',
    },
    sglangVersions: obj(
      { prefill: nullable(str), decode: nullable(str) },
      "each node's /get_server_info `version`, null when none was read",
    ),
    tokenizer: nullable(
      obj(
        { url: nullable(str), from: str },
        "the node whose /tokenize measured the prompts (null url: only the router's, which SGLang's routers lack)",
      ),
    ),
    figures: nullable(obj({ prefill: node, decode: node, band })),
    plan: nullable(
      obj({
        requests: {
          type: 'array',
          items: obj({
            role: { enum: ['canary', 'band', 'control'] },
            tenant: { enum: ['A', 'B'] },
            index: int,
            target: int,
            lo: int,
            hi: int,
            maxNewTokens: int,
          }),
        },
        totalTokens: int,
        inBand: bool,
      }),
    ),
    load: nullable(
      obj(
        {
          measuredBy: { enum: ['node', 'file'] },
          sender: { enum: ['sgl-router', 'mini_lb', 'pair'] },
          prompts: int,
          attemptsPerPrompt: int,
          dispatchesAtMost: int,
          promptTokensAtMost: int,
          tokenizeCalls: int,
          tokenizeFullLength: int,
          tokenizeTokensAtMost: int,
          sampleBytesAtMost: int,
        },
        'the load stated in the plan before anything was sent: retries and /tokenize calls included',
      ),
    ),
    answers: {
      enum: ['redacted', 'shown'],
      description:
        'redacted: requests[].answer is null, only its length, SHA-256 and canary words are kept; shown: --show-answers',
    },
    oracles: nullable(
      obj({
        status: obj({ expected: { const: 400 }, got: int, pass: bool }),
        output: obj({
          right: bool,
          canaries: { type: 'array', items: str },
          ownStale: { type: 'array', items: str },
        }),
        control: obj({ status: int, right: bool }),
        canaryAnswers: obj({ sent: int, right: int, wrong: int }),
        bands: { type: 'array', items: reading },
      }),
    ),
    requests: {
      type: 'array',
      items: obj({
        role: { enum: ['canary', 'band', 'control'] },
        tenant: { enum: ['A', 'B'] },
        index: int,
        promptTokens: int,
        status: int,
        answer: nullable(str),
        answerChars: nullable(int),
        answerSha256: nullable(str),
        canaryWords: { type: 'array', items: str },
        error: nullable(str),
        ms: int,
        timedOut: bool,
      }),
    },
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'probe-report.schema.json',
    title: `Stale Pages probe report, version ${REPORT_VERSION}`,
    description:
      'What `npm run probe -- --json` writes to stdout, with the same fields on every exit path (0, 1, 2, 3).',
    type: 'object',
    required: [...REPORT_FIELDS],
    additionalProperties: false,
    properties,
  };
}
