/** The story routes' links: a language the page lacks and an unknown scene each get a notice. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundNote } from '../../src/app/NotFoundNote';
import { Explainer } from '../../src/modes/explainer/Explainer';
import { Presenter } from '../../src/modes/presenter/Presenter';
import { SpeakerView } from '../../src/modes/presenter/SpeakerView';
import { storyLinkProblems, withoutBadLang } from '../../src/story/linkProblems';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});

vi.mock('../../src/views/stage/StageSlot', () => ({ StageSlot: () => <div>stage</div> }));

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '#/');
});

describe('storyLinkProblems', () => {
  it('names a language the page lacks and an unknown scene, one problem each', () => {
    expect(storyLinkProblems('#/?lang=xx&scene=unknown')).toEqual([
      { key: 'explore.url.badLang', vars: { value: 'xx' } },
      { key: 'story.ui.badScene', vars: { value: 'unknown' } },
    ]);
    expect(storyLinkProblems('#/present?lang=__proto__')).toEqual([
      { key: 'explore.url.badLang', vars: { value: '__proto__' } },
    ]);
    expect(storyLinkProblems('#/present?scene=toString')).toHaveLength(1);
    expect(storyLinkProblems(`#/?scene=${'s'.repeat(200_000)}`)[0]?.vars.value).toBe(
      `${'s'.repeat(80)}…`,
    );
  });

  it('has nothing to say about a good link', () => {
    expect(storyLinkProblems('#/?lang=fr&scene=stale-pages')).toEqual([]);
    expect(storyLinkProblems('#/present')).toEqual([]);
  });

  it('drops only a language the page lacks from the hash', () => {
    expect(withoutBadLang('#/?lang=xx&scene=fixes')).toBe('#/?scene=fixes');
    expect(withoutBadLang('#/?lang=fr&scene=fixes')).toBe('#/?lang=fr&scene=fixes');
  });
});

describe.each([
  ['the explainer', '#/', () => <Explainer />],
  ['the presenter', '#/present', () => <Presenter />],
  ['the speaker view', '#/speaker', () => <SpeakerView />],
])('%s', (_, route, view) => {
  it('shows a notice for lang=xx and one for scene=unknown, in English', () => {
    history.replaceState(null, '', `${route}?lang=xx&scene=unknown`);
    mount(view());
    const notices = screen.getAllByRole('status').filter((n) => n.closest('.link-notices'));
    expect(notices.map((n) => n.querySelector('p')?.textContent)).toEqual([
      'The link’s language “xx” is not available (English, French, Dutch); it was ignored.',
      'The link’s scene “unknown” does not exist; showing the first scene.',
    ]);
    expect(document.documentElement.lang).toBe('en');
    // the page goes on without the bad language in its hash
    expect(location.hash).not.toContain('lang=');
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.getAllByRole('status').filter((n) => n.closest('.link-notices'))).toHaveLength(1);
  });

  it('shows nothing for a good link', () => {
    history.replaceState(null, '', `${route}?scene=fixes`);
    const { container } = mount(view());
    expect(container.querySelector('.link-notices')).toBeNull();
  });
});

it('the explainer notices a bad scene typed into the address bar', () => {
  history.replaceState(null, '', '#/?scene=fixes');
  const { container } = mount(<Explainer />);
  expect(container.querySelector('.link-notices')).toBeNull();
  act(() => {
    history.replaceState(null, '', '#/?scene=nope');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(container.querySelector('.link-notices')?.textContent).toContain('“nope”');
});

it('the not-found note clips a 200,000-character path', () => {
  mount(<NotFoundNote path={`/${'p'.repeat(200_000)}`} />);
  expect(screen.getByRole('status').textContent).toContain(`“#/${'p'.repeat(78)}…”`);
  expect(screen.getByRole('status').textContent.length).toBeLessThan(300);
});
