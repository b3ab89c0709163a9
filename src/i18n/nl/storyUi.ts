/** Interface van de uitleg, de presentatie en de rekenhulp, in het Nederlands (owner: story). */
import type { storyUi as en } from '../en/storyUi';
import type { figureText } from '../en/figureText';
import type { Translation } from '../types';
import { storyA11y } from './storyA11y';

export const storyUi: Translation<
  typeof en &
    Pick<
      typeof figureText,
      Extract<keyof typeof figureText, `story.calc.${string}` | `story.present.${string}`>
    >
> = {
  'story.ui.language': 'Taal',
  'story.ui.contents': 'Scènes',
  'story.ui.toolbar': 'Pagina-opties',
  'story.ui.sceneOf': 'Scène {n} van {total}',
  'story.ui.anchor': 'Link naar deze scène: {title}',
  'story.ui.exportSvg': 'Exporteren als SVG',
  'story.ui.exportPng': 'Exporteren als PNG (2×)',
  'story.ui.exportFailed': 'Exporteren mislukt: {reason}',
  'story.ui.present': 'Presenteren',
  'story.ui.openExplore': 'Deze stap openen in Verkennen',
  'story.ui.explore': 'Vrij verkennen',
  'story.ui.lab': 'Trainingslab',
  'story.ui.termLoading': 'Definitie wordt geladen…',
  'story.ui.glossary': 'Verklarende woordenlijst',
  'story.ui.onScreen': 'SGLang-namen ({n})',
  'story.ui.onScreenHint':
    'De namen die de live weergave bij deze stap toont, met hun definitie. Escape sluit.',
  'story.ui.liveView': 'Live weergave van het model',
  'story.ui.loadingView': 'De live weergave wordt geladen…',
  'story.ui.showScene': 'Deze scène in de live weergave tonen',
  'story.ui.badScene':
    'De scène uit de link „{value}” bestaat niet; de eerste scène wordt getoond.',
  'story.ui.sources':
    'Bronnen: twee persverslagen (Frans en Nederlands) over het incidentrapport van Cloudflare, gepubliceerd op {reportDate}, die ook Unite.AI aanhalen; de openbare broncode en issuetracker van SGLang. Cijfers met „afgeleid” zijn rekenwerk op die gegevens. De tenants, prompts en de decode-pool in de live weergave zijn aannames.',

  'story.ctl.group': 'Afspeelknoppen',
  'story.ctl.back': 'Stap terug',
  'story.ctl.forward': 'Stap vooruit',
  'story.ctl.play': 'Vanaf hier afspelen',
  'story.ctl.pause': 'Pauze',
  'story.ctl.timeline': 'Tijdlijn van de scène',
  'story.ctl.reset': 'Terug naar het moment van deze scène',
  /** the reset button's visible label: part of 'story.ctl.reset', which is its name */
  'story.ctl.resetShort': 'Deze scène',

  'story.present.label': 'Presentatie',
  'story.present.blank': 'Scherm zwart. Druk op B om terug te gaan.',
  'story.present.progress': '{n} / {total}',
  'story.present.showLive': 'Live-weergave (V)',
  'story.present.showFigure': 'Figuur (V)',
  'story.present.help':
    '→ Spatie PageDown: volgende · ← PageUp: terug · Shift+→/←: stap · 1–9, 0: ga naar · Home End · F: volledig scherm · B: zwart · S: sprekersweergave · V: figuur of live-weergave',
  'story.speaker.title': 'Sprekersweergave',
  'story.speaker.now': 'Nu: dia {n} van {total}',
  'story.speaker.next': 'Hierna',
  'story.speaker.end': 'Einde van de talk.',
  'story.speaker.onScreen': 'Op het scherm',
  'story.speaker.notes': 'Notities',
  'story.speaker.elapsed': 'Verstreken',
  'story.speaker.restart': 'Timer opnieuw starten',
  'story.speaker.prevScene': 'Vorige dia',
  'story.speaker.nextScene': 'Volgende dia',
  'story.speaker.stepBack': 'Stap terug',
  'story.speaker.stepForward': 'Stap vooruit',
  'story.speaker.step': 'Stap {step} van {total}',
  'story.speaker.blank': 'Publieksscherm zwart maken',
  'story.speaker.unblank': 'Publieksscherm weer tonen',

  'story.calc.title': 'Rekenhulp voor blootstelling',
  'story.calc.context': 'Contextlengte (tokens)',
  'story.calc.prefillPool': 'Prefill-pool, max_total_num_tokens (tokens)',
  'story.calc.decodePool': 'Decode-pool, max_total_num_tokens (tokens)',
  'story.calc.pageSize': 'Paginagrootte (tokens)',
  'story.calc.version': 'SGLang-versie',
  'story.calc.presets': 'Voorbeelden',
  'story.calc.preset.cloudflare': 'Workers AI vóór 9 september',
  'story.calc.preset.remedy': 'Workers AI na de maatregel',
  'story.calc.preset.issue': 'Issue #30233',
  'story.calc.presetNote':
    'De decode-pool in deze voorbeelden ({decodePool} tokens) is een aanname: geen enkele bron noemt hem.',
  'story.calc.limit': '{node}: `max_req_input_len` = {value} tokens (zijn pool: {pages} pagina’s)',
  'story.calc.node.prefill': 'Prefill-node',
  'story.calc.node.decode': 'Decode-node',
  'story.calc.exposed':
    'Blootgesteld. Prompts van {from} tot {to} tokens worden geweigerd door de prefill-node en geaccepteerd door de decode-node: {count} {count|lengte|lengtes}, {share} van het contextvenster (afgeleid).',
  'story.calc.safe':
    'Niet blootgesteld via dit pad: de decode-node weigert elke prompt die de prefill-node weigert.',
  'story.calc.decodeOnly':
    'Prompts van {from} tot {to} tokens worden alleen door de decode-node afgewezen. De engine geeft ze HTTP 400 met de eigen fout van de decode-node en geen verouderde pagina, onder beide routers, met of zonder de fixes (op de werklast van het incident met de pools verwisseld).',
  'story.calc.invalid':
    'Vul gehele getallen in: context en pools van minstens 8 tokens, een paginagrootte van minstens 1.',
  'story.calc.rule':
    'De huidige limiet van SGLang is `min(context_length − 1, max_total_num_tokens − 1) − 5`; een prompt van die lengte of langer wordt geweigerd. Oudere versies hadden geen „− 5”.',
  'story.calc.version.before':
    'Vóór v0.5.20: volgens de persverslagen kwam de fix in v0.5.20; ze raden v0.5.22 of later aan.',
  'story.calc.version.between':
    'v0.5.20 of v0.5.21: volgens de persverslagen zit de fix erin, maar ze raden v0.5.22 of later aan.',
  'story.calc.version.after': 'v0.5.22 of later: de versie die de persverslagen aanraden.',
  'story.calc.version.unknown':
    'Vul een versie in, zoals 0.5.21, om haar met het advies te vergelijken.',
  'story.calc.version.tracker':
    'Welke versie ook: vergelijk op elke node de KV-pool met de contextlengte.',
  ...storyA11y,
};
