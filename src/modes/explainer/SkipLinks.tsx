/**
 * The explainer's first Tab stops: past the page's header to the article, and past the article
 * to the live view (on a phone, the active scene's), which otherwise came about 150 Tab presses
 * in (WCAG 2.4.1). A hash router: focus moves without touching the URL.
 */
import { t, type MessageKey } from '../../i18n';
import { useLang } from '../../store/react';

export const ARTICLE_ID = 'sp-article';
export const LIVE_ID = 'sp-live';

function Skip({ to, label }: { to: string; label: MessageKey }) {
  return (
    <a
      className="skip-link"
      href={`#${to}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(to)?.focus();
      }}
    >
      {t(label)}
    </a>
  );
}

export function SkipLinks() {
  useLang();
  return (
    <>
      <Skip to={ARTICLE_ID} label="story.a11y.skipArticle" />
      <Skip to={LIVE_ID} label="story.a11y.skipLive" />
    </>
  );
}
