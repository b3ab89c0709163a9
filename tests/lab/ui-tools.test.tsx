/**
 * The lab's tools in jsdom: importing progress (checked, claims replayed), instructor challenge
 * files, the exposure checker panel, and the leak finder (jsdom has no Worker: the on-demand
 * main-thread path runs the same search).
 */
import { freshStore, freshLabStore, provide } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import type { LabStoreApi } from '../../src/store/lab';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeEach } from 'vitest';
import { setLang } from '../../src/i18n';
import { loadLabDict } from '../../src/i18n/lab';
import { emptyProgress, serializeProgress, type Progress } from '../../src/lab';
import { ExposurePanel } from '../../src/modes/lab/ExposurePanel';
import { loadChallenges } from '../../src/modes/lab/labData';
import { LeakFinder } from '../../src/modes/lab/LeakFinder';
import { ProgressTools } from '../../src/modes/lab/ProgressTools';
import { entryOf } from '../../src/store/lab';
import { scenarioWith } from '../store/helpers';
import { challenge, SOLUTIONS } from './solutions';

let store: AppStoreApi;
let lab: LabStoreApi;
beforeEach(() => {
  store = freshStore();
  lab = freshLabStore();
});

afterEach(cleanup);

const file = (name: string, text: string) => new File([text], name, { type: 'application/json' });

async function pick(input: HTMLElement, files: File[]) {
  await act(async () => {
    fireEvent.change(input, { target: { files } });
    await Promise.resolve();
  });
}

describe('importing progress', { timeout: 30_000 }, () => {
  it('keeps verified solves and turns a claim the engine refutes into not solved', async () => {
    const p: Progress = {
      ...emptyProgress(),
      entries: [
        { challenge: 'make-a-leak', solved: true, solution: SOLUTIONS['make-a-leak']!.good() },
        { challenge: 'router-choice', solved: true, solution: SOLUTIONS['router-choice']!.wrong() },
      ],
    };
    render(<ProgressTools set={loadChallenges([])} />, { wrapper: provide(store, lab) });
    await pick(screen.getByLabelText('Import progress'), [file('p.json', serializeProgress(p))]);
    await screen.findByText(/1 solved challenge verified by the engine/);
    expect(screen.getByText(/1 claimed solve did not hold/)).toBeTruthy();
    const prog = lab.getState().progress;
    expect(entryOf(prog, 'make-a-leak')?.solved).toBe(true);
    expect(entryOf(prog, 'router-choice')?.solved).toBe(false);
  });

  it('refuses a file that is not progress, by JSON path, and changes nothing', async () => {
    lab.getState().markSolved('keep-me', { answer: 1 });
    render(<ProgressTools set={loadChallenges([])} />, { wrapper: provide(store, lab) });
    await pick(screen.getByLabelText('Import progress'), [
      file('bad.json', '{"format":"x","version":1,"entries":[{"solved":"yes"}]}'),
    ]);
    await screen.findByText('bad.json is not a lab progress file; nothing was changed.');
    expect(screen.getByText('$.format')).toBeTruthy();
    expect(screen.getAllByText('$.entries[0].challenge').length).toBeGreaterThan(0);
    await pick(screen.getByLabelText('Import progress'), [file('junk.json', '{not json')]);
    await screen.findByText('junk.json is not a lab progress file; nothing was changed.');
    expect(entryOf(lab.getState().progress, 'keep-me')?.solved).toBe(true);
  });
});

describe('instructor challenge files', { timeout: 30_000 }, () => {
  it('loads valid files and lists the problems of invalid ones by JSON path', async () => {
    const mine = { ...structuredClone(challenge('make-a-leak')), id: 'my-leak' };
    render(<ProgressTools set={loadChallenges([])} />, { wrapper: provide(store, lab) });
    await pick(screen.getByLabelText('Load challenge files'), [
      file('mine.json', JSON.stringify(mine)),
      file('broken.json', JSON.stringify({ ...mine, id: 'other', difficulty: 9 })),
    ]);
    await screen.findByText(/1 challenge file loaded; these problems were found/);
    expect(screen.getByText('broken.json $.difficulty')).toBeTruthy();
    expect(lab.getState().instructorFiles.map((f) => f.source)).toEqual(['mine.json']);
    expect(loadChallenges(lab.getState().instructorFiles).instructorIds.has('my-leak')).toBe(true);
  });
});

const PREFILL =
  'python -m sglang.launch_server --disaggregation-mode prefill --context-length 1048576 --max-total-tokens 681280 --page-size 64';
const DECODE =
  'python -m sglang.launch_server --disaggregation-mode decode --context-length 1048576 --max-total-tokens 1572864 --page-size 64';

describe('the exposure checker panel', { timeout: 30_000 }, () => {
  it('gives the incident’s band and the change that closes it', async () => {
    render(<ExposurePanel />, { wrapper: provide(store, lab) });
    fireEvent.change(screen.getByLabelText('Box 1'), { target: { value: PREFILL } });
    fireEvent.change(screen.getByLabelText('Box 2'), { target: { value: DECODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByTestId('exposed-band')).textContent).toMatch(
      /681,274 to 1,048,569 tokens \(367,296 lengths\)/,
    );
    expect(screen.getByText(/a prefill pool of at least 1,048,576 tokens/)).toBeTruthy();
    // no router pasted: both routers' outcomes, and an Open in Explore for each
    expect(screen.getAllByRole('button', { name: /^Open in Explore/ })).toHaveLength(2);
  });

  it('names the argument of a malformed command', async () => {
    render(<ExposurePanel />, { wrapper: provide(store, lab) });
    fireEvent.change(screen.getByLabelText('Box 1'), {
      target: { value: PREFILL.replace('--context-length', '--context-lenght') },
    });
    fireEvent.change(screen.getByLabelText('Box 2'), { target: { value: DECODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByTestId('exposure-verdict')).textContent).toMatch(/No verdict yet/);
    expect(screen.getByTestId('exposure-messages').textContent).toMatch(
      /did you mean --context-length/,
    );
  });
});

describe('the exposure checker in French', { timeout: 30_000 }, () => {
  it('leads each message with a translated summary, the English detail after', async () => {
    await loadLabDict('fr');
    setLang('fr');
    render(<ExposurePanel />, { wrapper: provide(store, lab) });
    fireEvent.change(screen.getByLabelText('Case 1'), { target: { value: PREFILL } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    const text = (await screen.findByTestId('exposure-messages')).textContent ?? '';
    expect(text).toMatch(/Manquant --disaggregation-mode: Aucun nœud de décodage n’a été collé\./);
    expect(text).toMatch(/Détails \(en anglais\) : no decode node/);
  });
});

describe('the leak finder', { timeout: 30_000 }, () => {
  it('finds and shrinks a leak in the incident, and opens it in the workbench', async () => {
    const s = scenarioWith('incident');
    let opened: unknown = null;
    render(<LeakFinder config={s.config} tenants={s.tenants} onOpen={(x) => (opened = x)} />, {
      wrapper: provide(store, lab),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find a leak' }));
    const found = await screen.findByTestId('leak-found', {}, { timeout: 20_000 });
    expect(found.textContent).toMatch(/gets HTTP 200 built on pages of/);
    expect(found.querySelectorAll('ol > li').length).toBeLessThanOrEqual(3);
    fireEvent.click(screen.getByRole('button', { name: 'Open in workbench' }));
    expect(opened).toMatchObject({ requests: expect.any(Array) as unknown });
  }, 30_000);

  it('says "none found in N runs" with rejectAtAdmission, and can be stopped', async () => {
    const s = scenarioWith('incident', { rejectAtAdmission: true });
    render(<LeakFinder config={s.config} tenants={s.tenants} onOpen={() => {}} />, {
      wrapper: provide(store, lab),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find a leak' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(screen.getByText(/^Stopped after \d+ runs\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Find a leak' }));
    await waitFor(() => expect(screen.getByTestId('leak-none')).toBeTruthy(), { timeout: 25_000 });
    expect(screen.getByTestId('leak-none').textContent).toBe(
      'No leak found in 300 runs. This is a bounded search, not a proof that none exists.',
    );
  }, 30_000);
});
