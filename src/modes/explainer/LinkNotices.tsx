/**
 * Dismissible notices for what the link of a story route asked for and could not get (a
 * language the page lacks, an unknown scene): one notice per parameter. Read when the page
 * opens and on every hash change; a language the page lacks is then dropped from the hash.
 */
import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import { replaceHash } from '../../story/hash';
import { storyLinkProblems, withoutBadLang } from '../../story/linkProblems';
import type { UrlProblem } from '../../store/url';
import './linkNotices.css';

let nextId = 0;
const numbered = (problems: UrlProblem[]) => problems.map((p) => ({ ...p, id: ++nextId }));

export function LinkNotices({ className = '' }: { className?: string }) {
  useLang();
  const [notices, setNotices] = useState(() => numbered(storyLinkProblems(location.hash)));

  useEffect(() => {
    replaceHash(withoutBadLang(location.hash));
    const onHash = () => {
      const found = storyLinkProblems(location.hash);
      if (found.length > 0) setNotices(numbered(found));
      replaceHash(withoutBadLang(location.hash));
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  if (notices.length === 0) return null;
  return (
    <div className={`notices link-notices ${className}`.trim()} data-testid="link-notices">
      {notices.map((n) => (
        <div key={n.id} className="notice notice--warning" role="status">
          <p className="notice__body">{t(n.key, n.vars)}</p>
          <button
            type="button"
            className="btn btn--quiet"
            onClick={() => setNotices((ns) => ns.filter((x) => x.id !== n.id))}
          >
            {t('explore.app.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
