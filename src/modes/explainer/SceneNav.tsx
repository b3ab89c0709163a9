/**
 * The list of scenes: jump links (deep links) with the current one marked. A link to the scene
 * the URL already names changes no hash (no hashchange): it jumps by itself (`onJump`).
 */
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import type { Vars } from '../../story/figures';
import { hashWithScene } from '../../story/hash';
import { SCENES, type SceneId } from '../../story/scenes';

/** Moves focus to a scene's heading (tabIndex -1) without scrolling (the jump scrolls). */
export function focusHeading(id: SceneId): void {
  document.getElementById(`h-${id}`)?.focus({ preventScroll: true });
}

export function SceneNav({
  active,
  vars,
  onJump,
}: {
  active: SceneId;
  vars: Vars;
  onJump: (id: SceneId) => void;
}) {
  useLang();
  return (
    <nav className="sp-toc" aria-label={t('story.ui.contents')}>
      <ol>
        {SCENES.map((s, i) => (
          <li key={s.id}>
            <a
              href={hashWithScene(location.hash, s.id)}
              aria-current={s.id === active ? 'step' : undefined}
              onClick={(e) => {
                if (e.currentTarget.getAttribute('href') !== location.hash) return;
                e.preventDefault();
                onJump(s.id);
              }}
            >
              <span className="sp-toc-n">{i + 1}</span> {t(s.title, vars)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
