/** The top of the explainer: the bug in one sentence and the "What to do now" box, in en/fr/nl. */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang, type Lang } from '../../src/i18n';
import { TodoBox, TopBox } from '../../src/modes/explainer/TopBox';
import { storyVars } from '../../src/story/figures';
import { traceFor } from '../../src/story/sceneTraces';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});

afterEach(() => {
  cleanup();
});

describe.each(['en', 'fr', 'nl'] as Lang[])('the top of the page in %s', (lang) => {
  it('states the bug in one sentence, with its terms defined, and what to do now', () => {
    act(() => setLang(lang));
    const vars = storyVars(lang, traceFor('incident').trace);
    mount(
      <>
        <TopBox vars={vars} />
        <TodoBox vars={vars} />
      </>,
    );
    const summary = screen.getByTestId('story-summary');
    // one sentence: one full stop, at the end
    const para = summary.querySelector('p:not(.sp-top-label)')!.cloneNode(true) as HTMLElement;
    para.querySelectorAll('[role="tooltip"]').forEach((tip) => tip.remove());
    const sentence = para.textContent;
    expect(sentence.trim().match(/[.!?](\s|$)/g)).toHaveLength(1);
    expect(sentence).toContain('200');
    expect(summary.querySelectorAll('dfn').length).toBeGreaterThanOrEqual(4);
    const todo = within(screen.getByTestId('story-todo'));
    const text = screen.getByTestId('story-todo').textContent;
    // the calculator, the advised version, and the test that would have caught it: an error
    // (400, or 500 through a router that relays the decode node), never a 200; no pull request
    // number before the story has said what each one does (scene 8), the formula once (scene 3)
    const link = todo.getByRole('link');
    expect(link.getAttribute('href')).toContain('scene=check-your-nodes');
    expect(link.textContent).toMatch(/\b9\b/);
    for (const s of ['v0.5.22', '400', '500', '200']) expect(text).toContain(s);
    expect(text).not.toMatch(/#\d{5}/);
    expect(text).not.toContain('max_total_num_tokens');
    expect(text).not.toMatch(/\{\w+\}|\[\[/);
    // each point opens in bold and no markup shows; it comes after the story, whose text
    // defines its terms, so it defines none itself
    expect(text).not.toContain('**');
    expect(screen.getByTestId('story-todo').querySelector('li strong')).not.toBeNull();
    expect(screen.getByTestId('story-todo').querySelector('dfn')).toBeNull();
  });
});
