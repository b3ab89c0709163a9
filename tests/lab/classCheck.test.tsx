/**
 * A live solve on the page asks the live server that served it whether that server recorded
 * the session (`POST /live/session/verify`, src/modes/lab/classServer.ts), and shows one of
 * three states: "recorded by this class's server (team X)" only when the server says valid;
 * "not recorded by this class's server: <reason>" when it checked and refused; "not verifiable
 * here" with the reason offline, on a page no live server serves, when the server does not
 * answer, holds no class secret, or will not check. The server is stood in for by a fetch
 * that answers as live/routes/sessionVerify.ts does (tests/live/classSessionVerify.test.ts
 * checks the real one).
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '../../src/i18n';
import { loadLabDict } from '../../src/i18n/lab';
import { ClassServer, sameOriginAsker } from '../../src/modes/lab/classServer';
import { Workbench } from '../../src/modes/lab/Workbench';
import type { LabStoreApi } from '../../src/store/lab';
import type { AppStoreApi } from '../../src/store/store';
import { SESSION_VERIFY_PATH, type SessionCheckAnswer } from '../../src/wire/sessionCheck';
import { freshLabStore, freshStore, provide } from '../setup/stores';
import { challenge } from './solutions';
import canaryLeak from './sessions/canary-leak.json';

let store: AppStoreApi;
let lab: LabStoreApi;
beforeEach(() => {
  store = freshStore();
  lab = freshLabStore();
});
afterEach(cleanup);

interface Sent {
  url: string;
  init: RequestInit;
}

const liveStatus = () => json({ epoch: 1, requests: 4 });

/**
 * A fetch that records what it was sent and answers with `answer`; its `GET /live/status`
 * (what tells a live server from a static host) with `status`.
 */
function server(
  answer: (sent: Sent) => Promise<Response> | Response,
  status: () => Promise<Response> | Response = liveStatus,
) {
  const sent: Sent[] = [];
  const send = (async (url: string, init: RequestInit) => {
    if (url === '/live/status') return status();
    sent.push({ url, init });
    return answer({ url, init });
  }) as unknown as typeof fetch;
  return { sent, send };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

const answer = (a: Partial<SessionCheckAnswer>): SessionCheckAnswer => ({
  checked: true,
  valid: false,
  team: 'red',
  deployment: 'class team red',
  reason: null,
  code: null,
  sessionTeam: null,
  ...a,
});

/** The workbench of the canary challenge, on a page at `protocol` whose server is `send`. */
function mount(send: typeof fetch, protocol = 'http:', ui?: ReactElement) {
  const Stores = provide(store, lab);
  const asker = sameOriginAsker(send, protocol);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(Stores, null, createElement(ClassServer.Provider, { value: asker }, children));
  return render(ui ?? <Workbench challenge={challenge('live-canary')} />, { wrapper });
}

/** Pastes the leaking session (it solves the canary) and waits for the server's line. */
async function solve(): Promise<HTMLElement> {
  fireEvent.change(screen.getByLabelText('Or paste the session (JSON)'), {
    target: { value: JSON.stringify(canaryLeak) },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Check the session' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^✓ Solved/));
  const line = screen.getByTestId('class-check');
  await waitFor(() => expect(line.dataset.state).not.toBe('asking'));
  return line;
}

describe('a live solve asks this page’s live server whether it recorded the session', () => {
  it('shows "recorded by this class’s server" only when the server says valid', async () => {
    const s = server(() => json(answer({ valid: true })));
    mount(s.send);
    const line = await solve();
    expect(line.dataset.state).toBe('recorded');
    expect(line.textContent).toBe('Recorded by this class’s server (team red).');
    // the page's own origin, JSON, no key, the session it recorded as the solve
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]!.url).toBe(SESSION_VERIFY_PATH);
    expect(s.sent[0]!.init.method).toBe('POST');
    expect(s.sent[0]!.init.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(s.sent[0]!.init.body as string)).toMatchObject({
      requests: canaryLeak.requests.map((r) => ({ id: r.id })),
    });
  });

  it('shows "not recorded by this class’s server" with the server’s reason', async () => {
    for (const [a, text] of [
      [
        answer({ code: 'edited', reason: 'edited' }),
        'Not recorded by this class’s server: its signature does not match its content: the session was edited after it was saved.',
      ],
      [
        answer({ code: 'unsigned', reason: 'unsigned' }),
        /^Not recorded by this class’s server: the session carries no live server’s signature/,
      ],
      [
        answer({ code: 'otherTeam', sessionTeam: 'blue', reason: 'other' }),
        /^Not recorded by this class’s server: it was recorded by team blue’s deployment, not by this one \(team red\)\./,
      ],
    ] as const) {
      mount(server(() => json(a)).send);
      const line = await solve();
      expect(line.dataset.state).toBe('refused');
      expect(line.textContent).toMatch(text);
      expect(document.body.textContent).not.toMatch(/Recorded by this class/);
      cleanup();
      lab = freshLabStore();
    }
  });

  it('says "not verifiable here", with why, when no class server can check it', async () => {
    const preview = server(
      () => new Response('', { status: 404 }),
      () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
    );
    const cases: [typeof fetch, string, string, RegExp][] = [
      // the offline file: nothing is asked
      [
        server(() => json(answer({ valid: true }))).send,
        'file:',
        'unverifiable-offline',
        /^Not verifiable here: this session carries no live server’s signature/,
      ],
      // a static host (npm run preview): its page, where a live server's status is
      [
        preview.send,
        'http:',
        'unverifiable-noServer',
        /^Not verifiable here: this session carries no live server’s signature/,
      ],
      // the live server has stopped
      [
        server(
          () => Promise.reject(new TypeError('Failed to fetch')),
          () => Promise.reject(new TypeError('Failed to fetch')),
        ).send,
        'http:',
        'unverifiable-unreachable',
        /^Not verifiable here: the live server that served this page does not answer \(Failed to fetch\)/,
      ],
      // a lone live server without a class secret
      [
        server(() => json(answer({ checked: false, reason: 'no class secret', team: null }))).send,
        'http:',
        'unverifiable-noSecret',
        /^Not verifiable here: this page’s live server was started without a class secret/,
      ],
      // a check the server would not make (a name it does not answer, a body too large)
      [
        server(() => json({ message: 'Host "x" is not a name of this server' }, 403)).send,
        'http:',
        'unverifiable-refusedCheck',
        /^Not verifiable here: the live server did not check the session \(Host "x" is not a name of this server\)/,
      ],
    ];
    for (const [send, protocol, state, text] of cases) {
      mount(send, protocol);
      const line = await solve();
      expect(line.dataset.state, state).toBe(state);
      expect(line.textContent).toMatch(text);
      expect(document.body.textContent).not.toMatch(/Recorded by this class|Not recorded/);
      cleanup();
      lab = freshLabStore();
    }
    // the static host was never sent the session
    expect(preview.sent).toEqual([]);
  });

  it('asks again for a solve saved earlier, when its workbench opens', async () => {
    lab.getState().markSolved('live-canary', { session: canaryLeak });
    const s = server(() => json(answer({ valid: true, team: 'blue' })));
    mount(s.send);
    const saved = screen.getByText(/^Solved with the session saved in your progress\./);
    await waitFor(() => expect(saved.textContent).toContain('(team blue)'));
    expect(s.sent).toHaveLength(1);
  });

  it('says each state in French and Dutch', async () => {
    for (const [lang, recorded, refused, unverifiable] of [
      [
        'fr',
        'Enregistrée par le serveur de la classe (équipe red).',
        /^Non enregistrée par le serveur de la classe : elle a été enregistrée par le déploiement de l’équipe blue/,
        /^Non vérifiable ici : le serveur en direct qui a servi cette page ne répond pas/,
      ],
      [
        'nl',
        'Opgenomen door de server van deze klas (team red).',
        /^Niet opgenomen door de server van deze klas: ze werd opgenomen door de deployment van team blue/,
        /^Hier niet te controleren: de live-server die deze pagina serveerde, antwoordt niet/,
      ],
    ] as const) {
      await loadLabDict(lang);
      act(() => setLang(lang));
      for (const [i, [a, text]] of (
        [
          [() => json(answer({ valid: true })), recorded],
          [() => json(answer({ code: 'otherTeam', sessionTeam: 'blue' })), refused],
          [() => Promise.reject(new TypeError('Failed to fetch')), unverifiable],
        ] as const
      ).entries()) {
        lab = freshLabStore();
        lab.getState().markSolved('live-canary', { session: canaryLeak });
        mount(server(a, i === 2 ? a : liveStatus).send);
        const line = screen.getByTestId('class-check');
        await waitFor(() => expect(line.dataset.state).not.toBe('asking'));
        expect(line.textContent).toMatch(text);
        cleanup();
      }
    }
    act(() => setLang('en'));
  });
});
