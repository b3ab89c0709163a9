/** One scene of the article: heading with its anchor link, text, extra content, phone slot. */
import type { ReactNode } from 'react';
import { t, type MessageKey } from '../../i18n';
import type { Vars } from '../../story/figures';
import { hashWithScene } from '../../story/hash';
import type { Scene } from '../../story/scenes';
import { SCENES } from '../../story/scenes';
import { plainText } from '../../views/shared/RichText';
import { StoryText } from './StoryText';

export function SceneSection({
  scene,
  index,
  vars,
  active,
  slot,
  extra,
}: {
  scene: Scene;
  index: number;
  vars: Vars;
  active: boolean;
  /** the live view on phones (after the first paragraph), or a placeholder */
  slot: ReactNode;
  extra: ReactNode;
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
      {first && <StoryText text={tx(first)} vars={vars} />}
      {slot}
      {rest.map((k) => (
        <StoryText key={k} text={tx(k)} vars={vars} />
      ))}
      {extra}
    </section>
  );
}
