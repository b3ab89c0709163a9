/** The browser's progress import: one size limit, the CLI's, named for a progress file (issue 17 point 6). */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PROGRESS_BYTES } from '../../src/lab';
import { loadChallenges } from '../../src/modes/lab/labData';
import { ProgressTools } from '../../src/modes/lab/ProgressTools';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import type { LabStoreApi } from '../../src/store/lab';
import { freshLabStore, freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
let lab: LabStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store, lab) });
beforeEach(() => {
  store = freshStore();
  lab = freshLabStore();
});

afterEach(cleanup);

describe('importing a progress file over the limit', () => {
  it('says it is too large for a progress file, with the same limit as lab:verify', async () => {
    mount(<ProgressTools set={loadChallenges([])} />);
    const big = new File([new Uint8Array(MAX_PROGRESS_BYTES + 1)], 'big.json');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Import progress'), { target: { files: [big] } });
      await Promise.resolve();
    });
    const note = await screen.findByText(/a progress file may have/);
    expect(note.textContent).not.toMatch(/scenario file/);
    expect(note.textContent).toContain('5 MB');
  });
});
