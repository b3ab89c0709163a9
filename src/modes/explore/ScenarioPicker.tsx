/** The built-in scenarios in a select named "Scenario" (plus the loaded file, if any). */
import { t } from '../../i18n';
import { loadBuiltIn } from '../../store/actions';
import { BUILT_INS, DEFAULT_SCENARIO } from '../../store/builtinScenarios';
import { useApp, useAppStore, useLang } from '../../store/react';
import { askedNow } from '../../store/selectors';
import '../../i18n/onDemand';

export function ScenarioPicker() {
  const store = useAppStore();
  useLang();
  const name = useApp((s) => askedNow(s)?.name ?? DEFAULT_SCENARIO);
  const isFile = useApp((s) => askedNow(s)?.origin === 'file');
  const fileName = useApp((s) => {
    const asked = askedNow(s);
    return asked?.origin === 'file' ? asked.base.name : '';
  });
  const value = isFile ? 'file' : name;
  return (
    <div className="field scenario-picker">
      <label className="field__label" htmlFor="scenario-select">
        {t('explore.scenario.label')}
      </label>
      <select
        id="scenario-select"
        value={value}
        onChange={(e) => {
          if (e.target.value !== 'file') void loadBuiltIn(store, e.target.value);
        }}
      >
        {BUILT_INS.map((b) => (
          <option key={b.key} value={b.key}>
            {b.scenario.name}
          </option>
        ))}
        {isFile && <option value="file">{t('explore.scenario.file', { name: fileName })}</option>}
      </select>
    </div>
  );
}
