/** Nederlandse woordenlijst: naam en definitie van elke term (owner: story; zie src/story/glossary.ts). */
import type { storyGlossary as en } from '../en/storyGlossary';
import type { Translation } from '../types';

export const storyGlossary: Translation<typeof en> = {
  'story.gloss.title': 'Woordenlijst',
  'story.gloss.kv-cache.term': 'KV-cache',
  'story.gloss.kv-cache.def':
    'De sleutels en waarden (keys, values) die een model berekent voor elk gelezen token, in elke laag: getallen, geen woorden. Om elk volgend token te schrijven leest het model die, in plaats van de tekst opnieuw te lezen.',
  'story.gloss.kv-page.term': 'KV-pagina',
  'story.gloss.kv-page.def':
    'Een vast blok GPU-geheugen met de sleutels en waarden van een paar opeenvolgende tokens. Geheugen wordt per pagina, op paginanummer, aan verzoeken gegeven en teruggenomen.',
  'story.gloss.pool.term': 'pool (KV-pool)',
  'story.gloss.pool.def':
    'Het GPU-geheugen dat een node voor KV-pagina’s reserveert, gemeten in tokens (`max_total_num_tokens`). Elke node heeft een eigen pool.',
  'story.gloss.page-size.term': 'paginagrootte',
  'story.gloss.page-size.def':
    'Hoeveel tokens één KV-pagina bevat (`page_size`): {pageSize} in dit model.',
  'story.gloss.prefill.term': 'prefill',
  'story.gloss.prefill.def':
    'De eerste fase van een antwoord: het model leest de hele prompt in één keer, berekent de KV-cache ervan en daaruit het eerste uitvoertoken.',
  'story.gloss.decode.term': 'decode',
  'story.gloss.decode.def':
    'De tweede fase: het model schrijft het antwoord token voor token; elke decode-stap leest de KV-cache van alles ervoor.',
  'story.gloss.forward-pass.term': 'forward pass',
  'story.gloss.forward-pass.def':
    'Eén doorloop van het model over enkele tokens: het berekent hun sleutels en waarden en het volgende token. Een prefill is één forward pass over de prompt.',
  'story.gloss.attend.term': 'kijken naar (attend over)',
  'story.gloss.attend.def':
    'Wat elke decode-stap met de KV-cache doet: het nieuwe token wordt vergeleken met de sleutels van elk eerder token en hun waarden worden gemengd. Wat de pagina’s bevatten, bepaalt het volgende token.',
  'story.gloss.tick-step.term': 'tick en stap',
  'story.gloss.tick-step.def':
    'In de live weergave is een stap één gebeurtenis van de herhaling (waar de stapknoppen doorheen gaan); een tick is één ronde van de klok van het model. Meerdere stappen kunnen in één tick vallen.',
  'story.gloss.placeholder.term': 'plaatshouder',
  'story.gloss.placeholder.def':
    'De prompt van één token (`origin_input_ids = [0]`) die `set_finish_with_abort` in de plaats van een geweigerde prompt zet, „om de lange prefill over te slaan”. De fout wacht in `to_finish`.',
  'story.gloss.stale-page.term': 'verouderde pagina',
  'story.gloss.stale-page.def':
    'Een vrijgegeven pagina die nog bevat wat de laatste eigenaar erin schreef. Vrijgeven zet alleen het paginanummer terug op een vrije lijst; het geheugen wordt nooit gewist.',
  'story.gloss.finish-length.term': '`FINISH_LENGTH(0)`',
  'story.gloss.finish-length.def':
    'Een eindreden die „gestopt op lengte” betekent. De prefill-node geeft die aan een verzoek zodra de KV-overdracht `Success` meldt: het deel van de prefill is klaar, de decode-node schrijft de rest (onze lezing van de code). Ze vervangt wat nog openstond, zelfs de 400 van een weigering: zo eindigt een geweigerd verzoek als „beëindigd op lengte”.',
  'story.gloss.prebuilt.term': 'PREBUILT-batch',
  'story.gloss.prebuilt.def':
    'Hoe de decode-node verzoeken start waarvan de KV van de prompt via overdracht kwam: er draait geen forward pass; elke gereserveerde pagina geldt als al berekend, en het decoderen begint.',
  'story.gloss.queues.term': 'de wachtrijen',
  'story.gloss.queues.def':
    'De stadia waarin een verzoek wacht. Prefill-node: `PrefillBootstrapQueue` (koppeling met de decode-node), `waiting_queue` (de forward pass), `disagg_prefill_inflight_queue` (KV versturen). Decode-node: `DecodePreallocQueue` (pagina’s reserveren), `DecodeTransferQueue` (wachten op de KV), `waiting_queue`, dan `running_batch` (decoderen). Elk vroeg alleen of een verzoek klaar was.',
  'story.gloss.bootstrap-room.term': '`bootstrap_room`',
  'story.gloss.bootstrap-room.def':
    'Een willekeurig id dat de router elk verzoek geeft, zodat de prefill- en de decode-helft elkaar vinden; de decode-node controleert dat de overdracht hetzelfde id draagt.',
  'story.gloss.router.term': 'router',
  'story.gloss.router.def':
    'De voorste server: kiest één prefill-node en één decode-node, stuurt hetzelfde verzoek naar beide en geeft de client één antwoord. SGLang heeft er twee: `mini_lb` en `sgl-router`.',
};
