/**
 * The live slide (L): the newest request the running deployment (`npm run live`) took in, at
 * stage size, with both verdicts once answered; a line says which request it is and how far it
 * has got, and whether the server answers. With no server, the built-in replay, labelled as a
 * replay.
 */
import { t } from '../../i18n';
import { StageSlide } from '../../views/stage/StageSlide';
import type { Deployment } from './useDeployment';

function clock(ms: number): string {
  return new Date(ms).toLocaleTimeString(undefined, { hour12: false });
}

export function DeploymentSlide({ source, requests, newest, downSince }: Deployment) {
  return (
    <>
      <p
        className="sp-slide-beat sp-live-line"
        data-testid="deployment-source"
        data-source={source}
      >
        {source === 'down'
          ? t('stage.live.down', { n: requests, time: downSince === null ? '' : clock(downSince) })
          : t(`stage.live.${source}`, { n: requests })}
      </p>
      {(source === 'live' || source === 'down') && (
        <p
          className="sp-slide-beat sp-live-line"
          data-testid="deployment-newest"
          data-stage={newest?.stage ?? 'none'}
        >
          {newest
            ? t(`stage.live.newest.${newest.stage}`, {
                id: newest.id,
                tenant: newest.tenant,
                pos: newest.pos,
                status: newest.status ?? 0,
                n: newest.generated,
                total: newest.maxNew,
              })
            : t('stage.live.noneYet')}
          {/* the response below is another request's: said apart from the newest's progress */}
          {newest?.shown ? ` · ${t('stage.live.shown', { id: newest.shown })}` : null}
        </p>
      )}
      {source !== 'connecting' && <StageSlide panels={['response']} />}
    </>
  );
}
