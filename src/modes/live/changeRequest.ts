/**
 * A change of the live deployment (`POST /live/config`: router, fixes; a restart of its nodes),
 * sent with the key typed in the view when there is one (`Authorization: Bearer KEY`). A server
 * started with a facilitator's key, or a class's team deployment (`npm run live -- --class`),
 * answers 401 without a key the class knows and 403 for a key that may not change this
 * deployment (another team's): the view says so in the reader's language.
 */
export type ChangeResult =
  | { kind: 'done' }
  | { kind: 'needs-key' }
  | { kind: 'key-refused' }
  | { kind: 'error'; message: string };

export async function postChange(change: object, key: string): Promise<ChangeResult> {
  try {
    const r = await fetch('/live/config', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key.trim() ? { authorization: `Bearer ${key.trim()}` } : {}),
      },
      body: JSON.stringify(change),
    });
    if (r.ok) return { kind: 'done' };
    if (r.status === 401) return { kind: 'needs-key' };
    if (r.status === 403 && key.trim()) return { kind: 'key-refused' };
    const body = (await r.json().catch(() => ({}))) as { message?: string };
    return { kind: 'error', message: body.message ?? String(r.status) };
  } catch (e) {
    return { kind: 'error', message: e instanceof Error ? e.message : String(e) };
  }
}
