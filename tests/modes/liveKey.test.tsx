/**
 * The live view's switches on a deployment that takes changes only with a key (a class's team
 * deployment, or `npm run live` with a facilitator's key): the first change refused for want
 * of a key says so in the reader's language and shows a key field; the key typed there goes
 * as `Authorization: Bearer KEY`, and the change is taken; a key the deployment refuses
 * (another team's) is said so, never with the server's English message. The server is a fake
 * `fetch` answering as live/class/changeKeys.ts does (tests/live/classServer.test.ts runs the
 * real one).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '../../src/i18n';
import { loadLiveDict } from '../../src/i18n/live';
import { LiveControls } from '../../src/modes/live/LiveControls';
import { scenarioWith } from '../store/helpers';
import { waitFor } from '../helpers/wait';

const RED = 'red-team-key-0123456789';
const BLUE = 'blue-team-key-0123456789';
const SERVER_ENGLISH = 'server words that must not reach the page';
const sent: { authorization: string | null; body: string }[] = [];
const realFetch = globalThis.fetch;

/** red's deployment: no key 401, blue's key 403, red's key taken. */
const fake = ((_url: string, init: RequestInit) => {
  const authorization = new Headers(init.headers).get('authorization');
  sent.push({ authorization, body: init.body as string });
  const answer = (status: number) =>
    new Response(JSON.stringify({ object: 'error', message: SERVER_ENGLISH, code: status }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  if (authorization === `Bearer ${RED}`) return Promise.resolve(new Response('{}'));
  return Promise.resolve(answer(authorization === `Bearer ${BLUE}` ? 403 : 401));
}) as typeof fetch;

beforeEach(() => {
  sent.length = 0;
  globalThis.fetch = fake;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  cleanup();
  setLang('en');
});

const config = scenarioWith('incident').config;
const scrub = () => screen.getByRole('checkbox', { name: /scrub/i });
const alert = () => screen.queryByRole('alert')?.textContent ?? null;

describe('the live switches with a key', () => {
  it('asks for a key, sends the one typed, and says when a key is refused', async () => {
    render(<LiveControls config={config} />);
    expect(screen.queryByLabelText(/^Key/)).toBeNull();
    fireEvent.click(scrub());
    await waitFor(() => expect(alert()).toMatch(/takes changes only with a key/));
    expect(sent[0]!.authorization).toBeNull();
    const field = screen.getByLabelText(/^Key/);
    fireEvent.change(field, { target: { value: BLUE } });
    fireEvent.click(scrub());
    await waitFor(() => expect(alert()).toMatch(/This key may not change this deployment/));
    expect(sent[1]!.authorization).toBe(`Bearer ${BLUE}`);
    fireEvent.change(field, { target: { value: RED } });
    fireEvent.click(scrub());
    await waitFor(() => expect(alert()).toBeNull());
    expect(sent[2]).toEqual({
      authorization: `Bearer ${RED}`,
      body: JSON.stringify({ fixes: { scrubOnFree: true } }),
    });
    expect(document.body.textContent).not.toContain(SERVER_ENGLISH);
  });

  it.each([
    ['fr', /n’accepte de changement qu’avec une clé/, /^Clé/],
    ['nl', /neemt alleen wijzigingen aan met een sleutel/, /^Sleutel/],
  ] as const)('says it in %s', async (lang, message, label) => {
    await loadLiveDict(lang);
    setLang(lang);
    render(<LiveControls config={config} />);
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    await waitFor(() => expect(alert()).toMatch(message));
    expect(screen.getByLabelText(label)).toBeTruthy();
    expect(document.body.textContent).not.toContain(SERVER_ENGLISH);
  });
});
