/**
 * Explore's "Load a scenario file" does not open an unanswered lab question's starting
 * scenario (the trainer copied "Whose pages will d1 read?"'s read-only JSON into Explore and
 * pressed End): the file is refused with the question's title, the previous scenario stays,
 * and once the question is answered the same file opens.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyProgress, recordEntry } from '../../src/lab';
import { FileLoader } from '../../src/modes/explore/FileLoader';
import { LoadProblems } from '../../src/modes/explore/LoadProblems';
import { loadBuiltIn } from '../../src/store/actions';
import { askedNow } from '../../src/store/selectors';
import { challenge } from '../lab/solutions';
import { freshLabStore, freshStore, provide } from '../setup/stores';

afterEach(cleanup);

const whose = challenge('whose-pages');

function choose(text: string) {
  const input = document.querySelector<HTMLInputElement>('#scenario-file')!;
  const file = new File([text], 'copied.json', { type: 'application/json' });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('Explore and an unanswered question', () => {
  it(
    'refuses its starting scenario, then opens it once answered',
    { timeout: 60_000 },
    async () => {
      const store = freshStore();
      const lab = freshLabStore();
      await loadBuiltIn(store, 'incident');
      render(
        <>
          <FileLoader lab={lab} />
          <LoadProblems />
        </>,
        { wrapper: provide(store) },
      );
      const copied = JSON.stringify({ ...whose.scenario, name: 'copied from the lab' }, null, 2);
      choose(copied);
      const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
      expect(alert.textContent).toContain('“copied.json” was not loaded');
      expect(alert.textContent).toContain(
        'the starting scenario of the lab’s question “Whose pages will d1 read?”',
      );
      expect(askedNow(store.getState())?.origin).toBe('builtin');

      lab.setState({
        progress: recordEntry(emptyProgress(), {
          challenge: whose.id,
          solved: true,
          solution: { answer: ['a'] },
        }),
      });
      choose(copied);
      await waitFor(() => expect(askedNow(store.getState())?.origin).toBe('file'), {
        timeout: 20_000,
      });
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});
