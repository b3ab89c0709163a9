/**
 * Names the scenario the live view is running, with its figures from the trace (tenants,
 * requests, pools, steps), and says so plainly when it is not the previous scene's scenario.
 */
import { locale, t } from '../../i18n';
import { isScenarioName } from '../../story/sceneTraces';
import { SCENES, sceneIndex, type Scene } from '../../story/scenes';
import { useApp, useLang } from '../../store/react';
import { shownTrace } from '../../store/selectors';

export function ScenarioBanner({ scene }: { scene: Scene }) {
  const lang = useLang();
  const name = useApp((s) => s.display?.asked.name ?? '');
  const trace = useApp(shownTrace);
  if (!trace) return null;
  const i = sceneIndex(scene.id);
  const previous = i > 0 ? SCENES[i - 1]!.scenario : scene.scenario;
  const switched = name !== previous;
  // the story's scenarios have a name in the text; any other is the reader's own
  const known = isScenarioName(name);
  const sc = trace.scenario;
  const list = new Intl.ListFormat(locale(lang), { type: 'conjunction' });
  return (
    <p
      className={switched ? 'sp-scn sp-scn-switched' : 'sp-scn'}
      data-testid="scenario-banner"
      data-scenario={name}
      data-switched={switched ? 'true' : 'false'}
    >
      {switched && <strong className="sp-scn-flag">{t('story.scn.switched')}</strong>}
      <span>
        {t('story.scn.label')}:{' '}
        <strong>{t(known ? `story.scn.name.${name}` : 'story.scn.name.custom')}</strong>
      </span>
      <span className="sp-scn-facts">
        {t('story.scn.facts', {
          tenants: sc.tenants.length,
          requests: list.format(sc.requests.map((r) => r.id)),
          prefillPool: sc.config.prefill.poolTokens,
          decodePool: sc.config.decode.poolTokens,
          // counted as the replay controls count them ("Step n of N")
          steps: trace.stepCount - 1,
        })}
      </span>
    </p>
  );
}
