/**
 * The live slide (L): the response the running deployment (`npm run live`) gave last, with
 * both verdicts, at stage size; with no server, the built-in replay, labelled as a replay.
 */
import { t } from '../../i18n';
import { StageSlide } from '../../views/stage/StageSlide';
import type { DeploymentSource } from './useDeployment';

export function DeploymentSlide({
  source,
  requests,
}: {
  source: DeploymentSource;
  requests: number;
}) {
  return (
    <>
      <p className="sp-slide-beat" data-testid="deployment-source" data-source={source}>
        {t(`stage.live.${source}`, { n: requests })}
      </p>
      {source !== 'connecting' && <StageSlide panels={['response']} />}
    </>
  );
}
