/**
 * A scene's figure on a slide, full size, scaled to fill the slide's view (./SlideFit.tsx):
 * the explainer's figures (src/views/figures), without links.
 */
import type { Lang } from '../../i18n';
import { useLangStrings } from '../../store/react';
import { figureData } from '../../story/figureData';
import type { Vars } from '../../story/figures';
import type { Scene } from '../../story/scenes';
import { SceneFigures } from '../../views/figures/SceneFigures';
import { CalcSlide } from './CalcSlide';
import { SlideFit } from './SlideFit';

export { fitScale } from './SlideFit';

export function SlideFigure({ scene, vars, lang }: { scene: Scene; vars: Vars; lang: Lang }) {
  // measured again when the language's strings arrive (the text reflows then, not at the switch)
  const strings = useLangStrings();
  return (
    <SlideFit measureKey={`${scene.id}|${lang}|${strings.lang}|${strings.loaded}`}>
      {(scene.extras ?? []).includes('calculator') ? (
        <CalcSlide facts={figureData(scene, lang).calc} />
      ) : (
        <SceneFigures data={figureData(scene, lang)} vars={vars} links={false} slide />
      )}
    </SlideFit>
  );
}
