/**
 * A live challenge's workbench (issue #22 point 1): the steps, the form that loads a session
 * recorded against `npm run live` (file or paste), the engine's verdict on its replay, and the
 * solve recorded as `solution: { session }`. The sessions are real exports of the stand-in
 * (tests/lab/recordSessions.ts).
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSolution } from '../../src/lab';
import { Workbench } from '../../src/modes/lab/Workbench';
import { entryOf } from '../../src/store/lab';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import type { LabStoreApi } from '../../src/store/lab';
import { freshLabStore, freshStore, provide } from '../setup/stores';
import { challenge } from './solutions';
import canaryLeak from './sessions/canary-leak.json';
import canaryQuiet from './sessions/canary-quiet.json';
import fix400 from './sessions/fix-400.json';
import bandInside from './sessions/band-inside.json';
import { createSigner, verifySession } from '../../live/signature';
import type { Scenario } from '../../src/engine';

let store: AppStoreApi;
let lab: LabStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store, lab) });
beforeEach(() => {
  store = freshStore();
  lab = freshLabStore();
});
afterEach(cleanup);

const paste = (text: string) => {
  fireEvent.change(screen.getByLabelText('Or paste the session (JSON)'), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Check the session' }));
};
const status = () => screen.getByRole('status');

describe('the workbench of a live challenge', () => {
  it('shows the steps and the session form, not the scenario editor or Run', () => {
    mount(<Workbench challenge={challenge('live-canary')} />);
    expect(screen.getByRole('heading', { name: 'Your recorded session' })).toBeTruthy();
    // the steps say how to save the session (the story says it too)
    const steps = screen.getByRole('list');
    expect(steps.textContent).toContain('"$BASE/live/scenario" > session.json');
    expect(screen.getByText('Load the recorded session…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Goal' })).toBeNull();
  });

  it('a leaking session solves it, and the solve holds the session', async () => {
    const ch = challenge('live-canary');
    mount(<Workbench challenge={ch} />);
    paste(JSON.stringify(canaryLeak));
    await waitFor(() => expect(status().textContent).toMatch(/^✓ Solved/));
    const entry = entryOf(lab.getState().progress, ch.id)!;
    expect(entry.solved).toBe(true);
    expect(entry.solution && 'session' in entry.solution).toBe(true);
    // what was recorded verifies as lab:verify replays it
    expect(checkSolution(ch, entry.solution!)).toEqual({ solved: true, reason: '' });
  });

  it('says a solve is not verifiable here; a signed session is kept signed for lab:verify', async () => {
    const ch = challenge('live-canary');
    mount(<Workbench challenge={ch} />);
    paste(JSON.stringify(canaryLeak));
    await waitFor(() => expect(status().textContent).toMatch(/^✓ Solved/));
    expect(status().textContent).toContain('no live server’s signature');
    cleanup();
    lab = freshLabStore();
    const secret = 'class-secret-0123456789abcdef';
    const signed = createSigner(secret, 'team-2').sign(canaryLeak as unknown as Scenario);
    mount(<Workbench challenge={ch} />);
    paste(JSON.stringify(signed));
    await waitFor(() => expect(status().textContent).toMatch(/^✓ Solved/));
    expect(status().textContent).toContain('Not verifiable here');
    expect(status().textContent).toContain('lab:verify --secret-file');
    expect(status().textContent).not.toMatch(/recorded by this class|Signed by/i);
    const entry = entryOf(lab.getState().progress, ch.id)!;
    const session = entry.solution && 'session' in entry.solution ? entry.solution.session : null;
    // the recorded solve still proves itself to the facilitator's lab:verify --secret-file
    expect(verifySession(session, secret).ok).toBe(true);
  });

  it('a solve saved earlier says, after a reload, that it is not verifiable here', () => {
    const ch = challenge('live-canary');
    lab.getState().markSolved(ch.id, { session: canaryLeak });
    mount(<Workbench challenge={ch} />);
    const line = screen.getByText(/^Solved with the session saved in your progress\./);
    expect(line.textContent).toContain('Not verifiable here');
    expect(line.textContent).toContain('no live server’s signature');
  });

  it('never shows an unsigned or forged session as verified', async () => {
    const ch = challenge('live-canary');
    const forged = {
      ...structuredClone(canaryLeak),
      recorded: {
        by: 'stale-pages-live',
        deployment: 'team-1',
        server: 'x',
        verifiable: true,
        key: '000000000000',
        signature: 'hmac-sha256:00',
      },
    };
    for (const session of [canaryLeak, forged]) {
      mount(<Workbench challenge={ch} />);
      paste(JSON.stringify(session));
      await waitFor(() => expect(status().textContent).toMatch(/^✓ Solved/));
      expect(status().textContent).toContain('Not verifiable here');
      expect(status().textContent).not.toMatch(/recorded by this class|verified|Signed by/i);
      cleanup();
      lab = freshLabStore();
    }
  });

  it('a session that does not leak is not yet, and counts as a wrong attempt', async () => {
    const ch = challenge('live-canary');
    mount(<Workbench challenge={ch} />);
    paste(JSON.stringify(canaryQuiet));
    await waitFor(() => expect(status().textContent).toMatch(/Not yet/));
    const entry = entryOf(lab.getState().progress, ch.id);
    expect(entry?.solved ?? false).toBe(false);
    expect(entry?.wrongAttempts).toBe(1);
  });

  it('a session that fails names the failing part and shows what each response got', async () => {
    mount(<Workbench challenge={challenge('live-canary')} />);
    paste(JSON.stringify(canaryQuiet));
    await waitFor(() => expect(status().textContent).toMatch(/Not yet/));
    const text = status().textContent;
    expect(text).toContain('What fails: some response with HTTP 200, isolation cross-tenant.');
    expect(text).toContain('Your session, as the engine replayed it:');
    expect(text).toContain(
      'a-1 (tenant a, a prompt of 420,000 tokens): HTTP 200, isolation clean, correct',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^c-3 \(tenant c/)]),
    );
  });

  it('an attack that gets 500 instead of 400 is told which part fails and what it got', async () => {
    // Ben's session: coverageCheck on, the attack refused by the decode node with a 500
    const session = structuredClone(canaryLeak) as unknown as Scenario;
    session.config.fixes.coverageCheck = true;
    mount(<Workbench challenge={challenge('live-fix-400')} />);
    paste(JSON.stringify(session));
    await waitFor(() => expect(status().textContent).toMatch(/Not yet/));
    const text = status().textContent;
    expect(text).toContain(
      'What fails: some response with HTTP 400, with a prompt of the length the situation asks for.',
    );
    expect(text).toMatch(/d-4 \(tenant d, a prompt of 800,000 tokens\): HTTP 5\d\d/);
  });

  it('the failing part of a live goal never prints the goal’s figures', async () => {
    mount(<Workbench challenge={challenge('live-server-info')} />);
    paste(JSON.stringify(bandInside));
    await waitFor(() => expect(status().textContent).toMatch(/Not yet/));
    const text = status().textContent;
    expect(text).toContain(
      'What fails: some response not correct, with a prompt of the length the situation asks for.',
    );
    // the session's own lengths are shown (the trainee sent them), the band's first is not
    expect(text).toContain('284,921 tokens');
    expect(document.body.textContent).not.toMatch(/284[ ,.\u00a0\u202f]?922/);
  });

  it('a session on another deployment names the locked switch by its JSON path', async () => {
    mount(<Workbench challenge={challenge('live-canary')} />);
    paste(JSON.stringify(fix400));
    await waitFor(() => expect(status().textContent).toMatch(/another deployment/));
    expect(status().textContent).toContain('$.config.fixes.rejectAtAdmission');
    expect(entryOf(lab.getState().progress, 'live-canary')).toBeUndefined();
  });

  it('bad JSON and markup are reported as text, with their paths', async () => {
    mount(<Workbench challenge={challenge('live-canary')} />);
    paste('{"name": ');
    await waitFor(() => expect(status().textContent).toMatch(/not a valid scenario file/));
    const evil = { ...structuredClone(canaryLeak), '<img src=x onerror=alert(1)>': 1 };
    paste(JSON.stringify(evil));
    await waitFor(() => expect(status().textContent).toContain('$.<img src=x onerror=alert(1)>'));
    expect(document.querySelector('img')).toBeNull();
    paste('   ');
    await waitFor(() => expect(status().textContent).toMatch(/Paste a session first/));
  });

  it('a chosen file is read like a scenario file and checked', async () => {
    const ch = challenge('live-fix-400');
    mount(<Workbench challenge={ch} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File([JSON.stringify(fix400)], 'session.json', { type: 'application/json' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(status().textContent).toMatch(/^✓ Solved/));
    expect(entryOf(lab.getState().progress, ch.id)?.solved).toBe(true);
    const bad = new File([new Uint8Array([0x7b, 0xff, 0x7d])], 'bad.json');
    fireEvent.change(input, { target: { files: [bad] } });
    await waitFor(() => expect(status().textContent).toMatch(/^✗/));
  });

  it('never prints where the band begins, before or after a check', async () => {
    const ch = challenge('live-server-info');
    mount(<Workbench challenge={ch} />);
    const band = /284[ ,.\u00a0\u202f]?92[12]/;
    expect(document.body.textContent).not.toMatch(band);
    paste(JSON.stringify(canaryQuiet));
    await waitFor(() => expect(status().textContent).toMatch(/^✗/));
    expect(document.body.textContent).not.toMatch(band);
  });
});
