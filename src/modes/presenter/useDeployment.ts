/**
 * The deck's live slide (L): the deployment `npm run live` serves on this origin, followed over
 * the stream every live view of this origin shares (src/wire/liveStream.ts: one connection per
 * browser, reconnected by itself after the server stops or restarts).
 *
 * It never shows a state without saying which: the newest request (answered, in flight, or just
 * taken in), the server not answering (with what it last sent, and since when), or, where no
 * live server answers (a static host, the offline file), the built-in replay, labelled as one,
 * until a server answers.
 */
import type { AppStoreApi } from '../../store/store';
import { useEffect, useState } from 'react';
import { lastStepOf, type Trace } from '../../engine';
import { atStep } from '../../store/selectors';
import { showBeat } from '../../story/drive';
import { SCENES } from '../../story/scenes';
import { browserEnv } from '../../views/live/liveEnv';
import type { LiveView } from '../../wire/live';
import { openLiveStream, type StreamEnv, type StreamState } from '../../wire/liveStream';
import { useAppStore } from '../../store/react';

/** Where the live slide's state comes from. */
export type DeploymentSource = 'connecting' | 'live' | 'down' | 'replay';

/** The newest request of the session, and how far it has got. */
export interface Newest {
  id: string;
  tenant: string;
  /** its place in the session (1-based) */
  pos: number;
  /**
   * taken in by the router (no event yet) / in the prefill node / generating on the decode node /
   * otherwise in flight / answered
   */
  stage: 'arrived' | 'prefill' | 'generating' | 'running' | 'answered';
  /** output tokens so far and in all, while generating */
  generated: number;
  maxNew: number;
  /** the HTTP status it was answered with */
  status: number | null;
  /** the id of the request whose response the slide shows (the newest answered), if any */
  shown: string | null;
}

export interface Deployment {
  source: DeploymentSource;
  requests: number;
  newest: Newest | null;
  /** when the server stopped answering (epoch ms), while `source` is 'down' */
  downSince: number | null;
}

/** The replay: the scene whose last build is the incident's response, at that build. */
function showReplay(store: AppStoreApi): void {
  const scene = SCENES.find((s) => s.id === 'status-200') ?? SCENES[0]!;
  showBeat(store, scene, (scene.beats?.length ?? 1) - 1);
}

/**
 * The newest request and how far it has got, and the request whose response the slide shows:
 * the newest answered one (the response panel has nothing to show for a request still in
 * flight), named on the slide when it is not the newest.
 */
export function newestOf(
  view: LiveView,
  trace: Trace,
): { newest: Newest | null; show: number | null } {
  const n = view.scenario.requests.length;
  const held = trace.scenario.requests.length;
  let show: number | null = null;
  for (let i = Math.min(held, n) - 1; i >= 0 && show === null; i--) if (trace.verdicts[i]) show = i;
  if (n === 0) return { newest: null, show };
  const spec = view.scenario.requests[n - 1]!;
  const tenant = view.scenario.tenants.find((t) => t.id === spec.tenant)?.name ?? spec.tenant;
  const verdict = held >= n ? trace.verdicts[n - 1] : undefined;
  const r = held >= n ? atStep(trace, lastStepOf(trace)).state.requests[n - 1] : undefined;
  const d = r?.decode;
  const stage: Newest['stage'] = verdict
    ? 'answered'
    : !r
      ? 'arrived'
      : d && d.generated > 0
        ? 'generating'
        : r.prefill && r.prefill.queue !== 'done'
          ? 'prefill'
          : 'running';
  const shown = show === null || show === n - 1 ? null : trace.scenario.requests[show]!.id;
  return {
    newest: {
      id: spec.id,
      tenant,
      pos: n,
      stage,
      generated: d?.generated ?? 0,
      maxNew: d?.maxNewTokens ?? spec.maxNewTokens,
      status: verdict ? verdict.httpStatus : null,
      shown,
    },
    show,
  };
}

const IDLE: Deployment = { source: 'connecting', requests: 0, newest: null, downSince: null };

/** While `on`: the live slide's state, kept in the store's trace and selection. */
export function useDeployment(
  on: boolean,
  makeEnv: () => StreamEnv | null = browserEnv,
): Deployment {
  const store = useAppStore();
  const [d, setD] = useState<Deployment>(IDLE);
  useEffect(() => {
    if (!on) return;
    let live = false;
    /** the epoch and request of the response shown */
    let shown: string | null = null;
    const env = makeEnv();
    const replay = () => {
      live = false;
      shown = null;
      setD({ ...IDLE, source: 'replay' });
      showReplay(store);
    };
    if (!env) {
      replay();
      return () => setD(IDLE);
    }
    const onState = (s: StreamState) => {
      if (s === 'absent') replay();
      else if (s === 'reconnecting' && live)
        setD((p) => (p.source === 'down' ? p : { ...p, source: 'down', downSince: Date.now() }));
      else if (s === 'connected' && live) setD((p) => ({ ...p, source: 'live', downSince: null }));
    };
    const stream = openLiveStream('/live/events', env, {
      onState,
      onUpdate(view, trace) {
        live = true;
        const { newest, show } = newestOf(view, trace);
        const asked = {
          name: 'live',
          origin: 'live' as const,
          base: view.scenario,
          config: view.scenario.config,
        };
        void store.getState().show(asked, { kind: 'ready', trace }, { keepStep: true });
        // the step moves only when the response shown changes: a response once answered reads
        // the same at every later step, and the slide fits its content for the room again at
        // each new step (a dozen layouts), which at every update was most of the slide's work
        const key = `${view.epoch}:${show}`;
        if (key !== shown) {
          shown = key;
          const st = store.getState();
          st.setStep(lastStepOf(trace));
          st.select(show);
        }
        setD({ source: 'live', requests: view.scenario.requests.length, newest, downSince: null });
      },
    });
    return () => {
      stream.close();
      setD(IDLE);
    };
  }, [on, makeEnv, store]);
  return d;
}
