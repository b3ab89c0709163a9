/** Nederlandse teksten van de scènefiguren: de velden van het verzoek (scène 5), de scenariobalk (owner: story). */
import type { storyFigures as en } from '../en/storyFigures';
import type { figureText } from '../en/figureText';
import type { Translation } from '../types';

export const storyFigures: Translation<
  typeof en &
    Pick<
      typeof figureText,
      Extract<
        keyof typeof figureText,
        `story.kv.${string}` | `story.zoom.${string}` | `story.fields.${string}`
      >
    >
> = {
  'story.fields.caption':
    'Verzoek {id} (tenant {storyTenant}), veld voor veld, vlak voor en na de `Success` van de overdracht',
  'story.fields.field': 'Veld',
  'story.fields.before': 'Prefill-node, vlak voor `Success`',
  'story.fields.after': 'Prefill-node, bij `Success`',
  'story.fields.decode': 'Decode-node, die de overdracht aanvaardt',
  'story.fields.placeholderIds': 'de plaatshouder: 1 token, voor een prompt van {n}',
  'story.fields.promptIds': 'de volledige prompt: {n} {n|token|tokens}',
  'story.fields.changed': 'gewijzigd',
  'story.fields.note':
    'Bij `Success` wordt `finished_reason` `FINISH_LENGTH(0)`: het verzoek geldt nu als normaal beëindigd. De openstaande 400 staat nog in `to_finish`, maar niets leest dat veld nog. De decode-node houdt de volledige promptlengte aan en heeft de 400 nooit gezien.',

  'story.scn.label': 'Scenario in de weergave',
  'story.scn.switched': 'Gewisseld: niet het scenario van de vorige scène',
  'story.scn.facts':
    'tenants: {tenants} · verzoeken: {requests} · prefill-pool: {prefillPool} tokens · decode-pool: {decodePool} tokens · {steps} stappen',
  'story.scn.name.incident':
    'het incident: contextvenster en prefill-pool van Workers AI; tenants, prompts en decode-pool aangenomen',
  'story.scn.name.incident-fixed':
    'de belasting van het incident met de fix „Weigeren bij toelating”',
  'story.scn.name.issue-30233': 'de cijfers van issue #30233 (GLM-5.2) op een verse server',
  'story.scn.name.pool-2x':
    'de belasting van het incident met een prefill-pool van ongeveer 2× het venster',
  'story.scn.name.equal-pools':
    'de belasting van het incident met een decode-pool zo klein als de prefill-pool',
  'story.scn.name.custom': 'een eigen scenario',

  'story.kv.caption': 'Wat een KV-pagina bevat: getallen berekend uit de tokens, niet de tekst',
  'story.kv.tokens': '1. De prompt, als token-id’s',
  'story.kv.perLayer':
    '2. Berekend door het model: voor elk token, in elke laag, een sleutelvector en een waardevector',
  'story.kv.token': 'token',
  'story.kv.layer': 'laag {n}',
  'story.kv.key': 'sleutel',
  'story.kv.value': 'waarde',
  'story.kv.pages': '3. Verpakt in KV-pagina’s van elk {pageSize} tokens (alle lagen)',
  'story.kv.page': 'pagina {n}: tokens {from}–{to}',
  'story.kv.note':
    'De waarden in de vectoren zijn ter illustratie; die van een echt model zijn veel langer, in elke laag. Een decode-stap leest deze getallen, nooit de woorden: wat een pagina bevat, bepaalt het volgende token. Het vervangende antwoord in de live weergave toont alleen woorden om te laten zien van welke pagina elk token kwam.',
  'story.zoom.caption':
    'De decode-pool, ingezoomd op de {n} voor {id} gereserveerde pagina’s (pagina {first} tot {last}): één vakje per pagina, in de volgorde van reserveren, gekleurd naar wie haar het laatst schreef.',
  'story.zoom.alt':
    '{n} {n|pagina|pagina’s} gereserveerd voor {id}: één ervoor geschreven, alle andere bevatten nog wat een eerder verzoek schreef. Aantallen per vorige eigenaar hieronder.',
  'story.zoom.owner': 'het laatst geschreven door {name}: verouderd, gearceerd',
  'story.zoom.own': 'geschreven voor {id}: de ene pagina van de plaatshouder (omcirkeld)',
  'story.zoom.never': 'nooit geschreven sinds de start (nullen)',
  'story.zoom.note':
    'De PREBUILT-batch behandelt alle {n} {n|pagina|pagina’s} als berekende KV van {id}; {stale} ervan zijn er nooit voor geschreven. Aantallen uit de trace, bij de stap van deze scène. Het aantal van een tenant kan hier lager zijn dan het aantal pagina’s van zijn verzoek: de ene pagina van de plaatshouder overschreef de eerste gereserveerde pagina, en alleen de pagina’s binnen dit gereserveerde bereik worden geteld.',
};
