/**
 * The top of the explainer (the bug in one sentence, how to read the page) and the "What to do
 * now" box, which the explainer places after the story it depends on.
 */
import { t } from '../../i18n';
import type { Vars } from '../../story/figures';
import { hashWithScene } from '../../story/hash';
import { sceneIndex } from '../../story/scenes';
import { richNodes } from '../../views/shared/RichText';
import { StoryText } from './StoryText';

const CALC_SCENE = 'check-your-nodes';

export function TopBox({ vars }: { vars: Vars }) {
  const tx = (k: Parameters<typeof t>[0]) => t(k, vars);
  return (
    <div className="sp-top">
      <div className="sp-top-summary" data-testid="story-summary">
        <p className="sp-top-label">{t('story.top.summaryLabel')}</p>
        <StoryText text={tx('story.top.summary')} vars={vars} />
      </div>
      <div className="sp-top-links" data-testid="story-links">
        <StoryText text={tx('story.top.links')} vars={vars} />
      </div>
    </div>
  );
}

/** What to do now: after the scenes, whose terms and figures it relies on. */
export function TodoBox({ vars }: { vars: Vars }) {
  const tx = (k: Parameters<typeof t>[0]) => t(k, vars);
  return (
    <section className="sp-todo" aria-labelledby="h-todo" data-testid="story-todo">
      <h2 id="h-todo">{t('story.todo.title')}</h2>
      <ol>
        <li>
          <StoryText text={tx('story.todo.pools')} vars={vars} />
          <p>
            <a
              href={hashWithScene(location.hash, CALC_SCENE)}
              onClick={() => document.getElementById(`scene-${CALC_SCENE}`)?.scrollIntoView()}
            >
              {t('story.todo.calc', { n: sceneIndex(CALC_SCENE) + 1 })}
            </a>
          </p>
        </li>
        <li>
          <p>{richNodes(tx('story.todo.versions'))}</p>
        </li>
        <li>
          <p>{richNodes(tx('story.todo.test'))}</p>
        </li>
      </ol>
    </section>
  );
}
