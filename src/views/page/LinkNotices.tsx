/**
 * Dismissible notices for what the link of a story route asked for and could not get (a
 * language the page lacks, an unknown scene): one notice per parameter. Read when the page
 * opens and on every hash change; a language the page lacks is then dropped from the hash.
 * The mode says what a problem is and how the hash is cleaned (src/story/linkProblems.ts).
 */
import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { replaceHash } from '../../nav/hash';
import { useLang } from '../../store/react';
import type { UrlProblem } from '../../store/url';
import './linkNotices.css';

let nextId = 0;
const numbered = (problems: UrlProblem[]) => problems.map((p) => ({ ...p, id: ++nextId }));

export interface LinkNoticesProps {
  className?: string;
  /** what a hash asks for and cannot get, one problem per parameter */
  problems: (hash: string) => UrlProblem[];
  /** the hash without what the page lacks (so links made from it do not carry it on) */
  clean: (hash: string) => string;
}

export function LinkNotices({ className = '', problems, clean }: LinkNoticesProps) {
  useLang();
  const [notices, setNotices] = useState(() => numbered(problems(location.hash)));

  useEffect(() => {
    replaceHash(clean(location.hash));
    const onHash = () => {
      const found = problems(location.hash);
      if (found.length > 0) setNotices(numbered(found));
      replaceHash(clean(location.hash));
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [problems, clean]);

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
