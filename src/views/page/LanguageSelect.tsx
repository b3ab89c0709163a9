/** The language control: a select named "Language" in every language; kept in the URL. */
import { useId } from 'react';
import { chooseLang, isLang, LANG_NAMES, LANGS, t } from '../../i18n';
import { useLang } from '../../store/react';
import './languageSelect.css';

export function LanguageSelect({ className }: { className?: string }) {
  const lang = useLang();
  const id = useId();
  const label = t('story.ui.language');
  return (
    <div className={className ?? 'sp-lang'}>
      <label htmlFor={id}>
        {label}
        {lang !== 'en' && <span lang="en"> (Language)</span>}
      </label>
      <select
        id={id}
        value={lang}
        onChange={(e) => {
          if (isLang(e.target.value)) chooseLang(e.target.value);
        }}
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
