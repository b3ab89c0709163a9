/**
 * One scene of the article: heading with its anchor link, the button that replays it in the
 * live view, text, extra content, phone slot.
 */
import type { ReactNode } from 'react';
import { t, type MessageKey } from '../../i18n';
import type { Vars } from '../../story/figures';
import { hashWithScene } from '../../story/hash';
import type { Scene } from '../../story/scenes';
import { SCENES } from '../../story/scenes';
import { plainText } from '../../views/shared/RichText';
import { StoryText } from './StoryText';

/**
 * A paragraph for the curious (its key ends in `.aside`): the exact rule behind a figure, how
 * to read a count. Drawn apart from the story, so that the story reads without it.
 */
const isAside = (k: MessageKey) => /\.aside\d*$/.test(k);

export function SceneSection({
  scene,
  index,
  vars,
  active,
  slot,
  extra,
  onReplay,
}: {
  scene: Scene;
  index: number;
  vars: Vars;
  active: boolean;
  /** the live view on phones (after the first paragraph), or a placeholder */
  slot: ReactNode;
  extra: ReactNode;
  /** the scene in the live view, from its moment, with focus on its step buttons */
  onReplay: () => void;
}) {
  const tx = (k: MessageKey) => t(k, vars);
  const title = plainText(tx(scene.title));
  const headingId = `h-${scene.id}`;
  const [first, ...rest] = scene.body;
  return (
    <section
      id={`scene-${scene.id}`}
      className={active ? 'sp-scene sp-scene-active' : 'sp-scene'}
      data-scene={scene.id}
      data-active={active ? 'true' : 'false'}
      aria-labelledby={headingId}
    >
      <p className="sp-kicker">{t('story.ui.sceneOf', { n: index + 1, total: SCENES.length })}</p>
      {/* a jump to the scene moves focus here */}
      <h2 id={headingId} tabIndex={-1}>
        {title}{' '}
        <a
          className="sp-anchor"
          href={hashWithScene(location.hash, scene.id)}
          aria-label={t('story.ui.anchor', { title })}
        >
          #
        </a>
      </h2>
      {/* the keyboard's way into the live view for this scene (WCAG 2.4.1): without it the
          step buttons came ~150 Tab presses later, after the article had scrolled away */}
      <button type="button" className="sp-replay" aria-describedby={headingId} onClick={onReplay}>
        <span aria-hidden="true">▶ </span>
        {t('story.a11y.replay')}
      </button>
      {first && <StoryText text={tx(first)} vars={vars} />}
      {slot}
      {rest.map((k) =>
        isAside(k) ? (
          <div key={k} className="sp-detail" role="note">
            <StoryText text={tx(k)} vars={vars} />
          </div>
        ) : (
          <StoryText key={k} text={tx(k)} vars={vars} />
        ),
      )}
      {extra}
    </section>
  );
}
