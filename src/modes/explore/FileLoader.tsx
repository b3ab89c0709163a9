/**
 * "Load a scenario file": a real file input (keyboard and screen readers reach it) shown as a
 * compact button; drag-and-drop onto the screen uses the same loader.
 */
import { useId } from 'react';
import { t } from '../../i18n';
import type { LabStoreApi } from '../../store/lab';
import { useAppStore, useLang } from '../../store/react';
import { loadScenarioFile } from '../../store/actions';
import '../../i18n/onDemand';
import { questionProblem } from './questionGuard';

/** `lab`: the lab store whose progress the question guard reads (the lab's own by default). */
export function FileLoader({ lab }: { lab?: LabStoreApi } = {}) {
  const store = useAppStore();
  useLang();
  const hint = useId();
  return (
    <div className="file-loader" title={t('explore.file.hint')}>
      <input
        id="scenario-file"
        className="file-loader__input"
        type="file"
        accept=".json,application/json"
        aria-describedby={hint}
        onChange={(e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          if (file)
            void loadScenarioFile(store, file, file.name, (s) => questionProblem(s, lab)).finally(
              () => (input.value = ''),
            );
        }}
      />
      <label className="btn file-loader__button" htmlFor="scenario-file">
        <span aria-hidden="true">⤒ </span>
        {t('explore.file.label')}
      </label>
      <span id={hint} className="sr-only">
        {t('explore.file.hint')}
      </span>
    </div>
  );
}
