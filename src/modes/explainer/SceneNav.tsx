/** The list of scenes: jump links (deep links) with the current one marked. */
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import type { Vars } from '../../story/figures';
import { hashWithScene } from '../../story/hash';
import { SCENES, type SceneId } from '../../story/scenes';

export function SceneNav({ active, vars }: { active: SceneId; vars: Vars }) {
  useLang();
  return (
    <nav className="sp-toc" aria-label={t('story.ui.contents')}>
      <ol>
        {SCENES.map((s, i) => (
          <li key={s.id}>
            <a
              href={hashWithScene(location.hash, s.id)}
              aria-current={s.id === active ? 'step' : undefined}
            >
              <span className="sp-toc-n">{i + 1}</span> {t(s.title, vars)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
