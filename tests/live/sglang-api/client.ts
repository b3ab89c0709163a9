/**
 * What SGLang's API tests do over HTTP, in TypeScript: `requests.post(url, json=…)` (a JSON
 * body with its content type, the tenant's key as the stand-in asks) and the `data:` lines of
 * a stream. Each ported test names the SGLang file, test and commit it comes from.
 */
export const KEY = 'a';

// SGLang's tests read the answers as untyped JSON (Python dicts): so do the ports
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Res {
  status: number;
  headers: Headers;
  text: string;
  json: () => Json;
}

async function done(r: Response): Promise<Res> {
  const text = await r.text();
  return {
    status: r.status,
    headers: r.headers,
    text,
    json: (): Json => JSON.parse(text) as unknown,
  };
}

/** `requests.post(url, json=body)` with `Authorization: Bearer <key>`. */
export async function post(url: string, body: unknown, key: string | null = KEY): Promise<Res> {
  return done(
    await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    }),
  );
}

export async function get(url: string, key: string | null = KEY): Promise<Res> {
  return done(
    await fetch(url, {
      headers: key ? { authorization: `Bearer ${key}` } : {},
      signal: AbortSignal.timeout(30_000),
    }),
  );
}

/** A stream's JSON messages (`data: …` lines, `[DONE]` left out), and whether it ended with it. */
export function events(text: string): { messages: Json[]; done: boolean } {
  const data = text
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => l.slice(6));
  return {
    messages: data.filter((d) => d !== '[DONE]').map((d): Json => JSON.parse(d) as unknown),
    done: data.at(-1) === '[DONE]',
  };
}

/** The stand-in's tokenizer, as the tests ask the server for it (SGLang's use the model's). */
export async function countTokens(base: string, text: string): Promise<number> {
  const { count } = (await post(`${base}/tokenize`, { prompt: text })).json() as { count: number };
  return count;
}
