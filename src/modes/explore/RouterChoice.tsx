/**
 * Which router answers the client: SGLang's `mini_lb` (the decode node's answer) or
 * `sgl-router` (a node's error is relayed; which sgl-router build the engine answers as, the
 * scenario's `routerBuild`, is shown under it). Each change re-runs at once, keeping the step;
 * the link records it only when it differs from the scenario's own.
 */
import { DEFAULT_ROUTER_BUILD, ROUTER_KINDS, routerBuildOf, type RouterKind } from '../../engine';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { setRouter } from '../../store/actions';
import { useApp, useAppStore, useLang } from '../../store/react';
import './routerChoice.css';
import { askedNow } from '../../store/selectors';
import '../../i18n/onDemand';

const HINT: Record<RouterKind, MessageKey> = {
  mini_lb: 'explore.router.mini_lb',
  'sgl-router': 'explore.router.sgl-router',
};

export function RouterChoice() {
  const store = useAppStore();
  useLang();
  const router = useApp((s) => askedNow(s)?.config.router ?? null);
  const own = useApp((s) => askedNow(s)?.base.config.router ?? null);
  const build = useApp((s) => {
    const c = askedNow(s)?.config;
    return c ? routerBuildOf(c) : DEFAULT_ROUTER_BUILD;
  });
  return (
    <fieldset className="router-choice" disabled={!router}>
      <legend className="router-choice__title">{t('explore.router.title')}</legend>
      <p className="router-choice__hint">{t('explore.router.hint')}</p>
      {ROUTER_KINDS.map((r) => (
        <label key={r} className="router-choice__item">
          <input
            type="radio"
            name="router"
            value={r}
            checked={router === r}
            aria-describedby={`router-${r}-hint`}
            onChange={() => void setRouter(store, r)}
          />
          <code className="router-choice__name">{r}</code>
          {own === r ? (
            <span className="router-choice__own"> ({t('explore.router.default')})</span>
          ) : null}
          <span id={`router-${r}-hint`} className="router-choice__desc">
            {t(HINT[r])}
            {r === 'sgl-router' ? (
              <span className="router-choice__build">
                {' '}
                {t('explore.router.build', {
                  build,
                  default: DEFAULT_ROUTER_BUILD,
                  what: t(`explore.router.build.${build}`),
                })}
              </span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
