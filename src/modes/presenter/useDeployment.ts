/**
 * The deck's live slide (L): the deployment `npm run live` serves on this origin, watched over
 * its stream (`GET /live/events`, src/wire/live.ts) and rebuilt in the browser by the feed #/live
 * uses too (src/wire/liveFeed.ts).
 * With no server (a static host, the offline file, a stream that fails before its first
 * message) the slide shows the built-in replay: the incident scenario at its response.
 */
import { useEffect, useState } from 'react';
import { lastStepOf, storyRequest } from '../../engine';
import { showBeat } from '../../story/drive';
import { SCENES } from '../../story/scenes';
import { adoptTrace } from '../../store/actions';
import { appStore } from '../../store/store';
import { createLiveFeed } from '../../wire/liveFeed';

export type DeploymentSource = 'connecting' | 'live' | 'replay';

/** The replay: the scene whose last build is the incident's response, at that build. */
function showReplay(): void {
  const scene = SCENES.find((s) => s.id === 'status-200') ?? SCENES[0]!;
  showBeat(scene, (scene.beats?.length ?? 1) - 1);
}

/** While `on`: where the live slide's state comes from, and how many requests it holds. */
export function useDeployment(on: boolean): { source: DeploymentSource; requests: number } {
  const [source, setSource] = useState<DeploymentSource>('connecting');
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (!on) return;
    const replay = () => {
      setSource('replay');
      showReplay();
    };
    const feed = createLiveFeed();
    let es: EventSource | null = null;
    let gone = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const rebuild = () => {
      timer = null;
      const view = feed.view;
      const trace = feed.trace();
      if (!view || !trace) return;
      adoptTrace('live', view.scenario, trace);
      const st = appStore.getState();
      st.setStep(lastStepOf(trace));
      st.select(trace.verdicts.length > 0 ? storyRequest(trace) : null);
    };
    const watch = () => {
      const source = new EventSource('/live/events');
      es = source;
      source.onerror = () => {
        // the stream failed before its first message: the replay, and no retrying
        if (feed.view) return;
        source.close();
        replay();
      };
      source.onmessage = (ev: MessageEvent<string>) => {
        if (!feed.receive(ev.data)) return;
        const view = feed.view;
        if (!view) return;
        setSource('live');
        setRequests(view.scenario.requests.length);
        timer ??= setTimeout(rebuild, 50);
      };
    };
    // is `npm run live` behind this origin? its example endpoint answers JSON; a static host
    // answers the app's page (or an error), and the stream is never opened
    const probe =
      location.protocol === 'file:' || typeof EventSource === 'undefined'
        ? Promise.resolve(false)
        : fetch('/live/examples/long.json?tokens=1&max_new_tokens=1', { cache: 'no-store' })
            .then((r) => r.ok && (r.headers.get('content-type') ?? '').includes('application/json'))
            .catch(() => false);
    void probe.then((live) => {
      if (gone) return;
      if (live) watch();
      else replay();
    });
    return () => {
      gone = true;
      es?.close();
      if (timer) clearTimeout(timer);
      setSource('connecting');
    };
  }, [on]);
  return { source, requests };
}
