/**
 * Starting scenarios of the page-lifetime family's challenges, built from the built-in scenario
 * files (public/scenarios/late-writer.json, lost-drain-ack.json, reused-source.json) so that
 * their figures stay the files' own; each challenge changes one thing so that its start is clean.
 */
import lateWriter from '../../../public/scenarios/late-writer.json';
import lostDrainAck from '../../../public/scenarios/lost-drain-ack.json';
import reusedSource from '../../../public/scenarios/reused-source.json';

const FILES = {
  'late-writer': lateWriter,
  'lost-drain-ack': lostDrainAck,
  'reused-source': reusedSource,
} as const;

export type FamilyFile = keyof typeof FILES;

/** The built-in scenario `file`, with each named request's fields replaced (undefined removes one). */
export function familyStart(
  file: FamilyFile,
  requests: Record<string, Record<string, number | undefined>> = {},
  config: Record<string, unknown> = {},
): unknown {
  const s = structuredClone(FILES[file]) as unknown as {
    config: Record<string, unknown>;
    requests: Record<string, unknown>[];
  };
  s.config = { ...s.config, ...structuredClone(config) };
  s.requests = s.requests.map((r) => {
    const edit = requests[r.id as string];
    if (!edit) return r;
    const out: Record<string, unknown> = { ...r };
    for (const [k, v] of Object.entries(edit))
      if (v === undefined) delete out[k];
      else out[k] = v;
    return out;
  });
  return s;
}
