/**
 * A chunk loaded on demand, once per page (the pool views' canvas core, the explainer's figures
 * and term links, the leak finder, the export code). Every load started is remembered, so the
 * unit tests' set-up can wait for all of them before a file's environment is torn down: a load
 * still on its way then is cut off with an unhandled EnvironmentTeardownError (CI at c39ad3b:
 * the canvas core, from tests/store/labRun.test.tsx; CI at 6537ab6: the glossary, from
 * tests/story/render.test.tsx).
 */
const started = new Set<Promise<unknown>>();

export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const now = load();
      loading = now;
      started.add(now);
      // a load that failed (a chunk gone after a redeploy, a network blip) is tried again
      // on the next call, not kept failed until a reload
      now.catch(() => {
        if (loading === now) loading = null;
      });
    }
    return loading;
  };
}

/** Settles once every load started so far (and any it started in turn) has settled. */
export async function loadsSettled(): Promise<void> {
  let seen = 0;
  while (started.size !== seen) {
    seen = started.size;
    await Promise.allSettled([...started]);
  }
}
