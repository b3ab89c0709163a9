import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang, type Lang } from '../../src/i18n';
import { CalculatorView } from '../../src/views/figures/CalculatorView';
import { FACTS } from '../../src/story/figures';
import { Explainer } from '../../src/modes/explainer/Explainer';
import { SpeakerView } from '../../src/modes/presenter/SpeakerView';
import { SCENES } from '../../src/story/scenes';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';
import { shownTrace } from '../../src/store/selectors';

// the live view draws on canvases (tested in Chromium); here a stand-in keeps jsdom quiet
vi.mock('../../src/views/stage/StageSlot', () => ({ StageSlot: () => <div>stage</div> }));

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});
afterEach(cleanup);

describe.each(['en', 'fr', 'nl'] as Lang[])('the explainer in %s', (lang) => {
  it('renders every scene with all placeholders filled and drives the store', () => {
    act(() => setLang(lang));
    const { container } = mount(<Explainer />);
    const scenes = container.querySelectorAll('section[data-scene]');
    expect(scenes).toHaveLength(SCENES.length);
    // "What to do now" follows the story it depends on, not before its first scene
    const todo = screen.getByTestId('story-todo');
    expect(scenes[scenes.length - 1]!.compareDocumentPosition(todo)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const text = container.textContent ?? '';
    expect(text.match(/\{\w+\}/g) ?? []).toEqual([]);
    expect(text).not.toContain('story.');
    expect(shownTrace(store.getState())).not.toBeNull();
    expect(document.documentElement.lang).toBe(lang);
  });
});

describe('the speaker view', () => {
  it('shows the current and next scene and the notes', () => {
    mount(<SpeakerView />);
    expect(screen.getByTestId('speaker-current').textContent).toBe('What happened');
    expect(screen.getByTestId('speaker-next').textContent).toBe('Why serving is split');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByTestId('speaker-current').textContent).toBe('Why serving is split');
  });
});

describe('the calculator view', () => {
  it('starts with the incident’s figures and reacts to input', () => {
    mount(<CalculatorView facts={FACTS} />);
    const out = screen.getByTestId('calc-result');
    expect(
      within(out)
        .getByText(/Exposed/)
        .getAttribute('data-exposed'),
    ).toBe('true');
    expect(out.textContent).toContain('681,274');
    fireEvent.change(screen.getByLabelText('Prefill pool, max_total_num_tokens (tokens)'), {
      target: { value: '2040000' },
    });
    expect(out.textContent).toContain('Not exposed');
    fireEvent.change(screen.getByLabelText('SGLang version'), { target: { value: '0.5.21' } });
    expect(out.textContent).toContain('v0.5.20 or v0.5.21');
  });
});
