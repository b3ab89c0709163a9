/** Het sequentiediagram van scènes 4–5, in het Nederlands (owner: story). */
import type { storySequence as en } from '../en/storySequence';
import type { Translation } from '../types';

export const storySequence: Translation<typeof en> = {
  'story.seq.caption':
    'Het verzoek van tenant {storyTenant}, stap voor stap: wie handelt (punt), wat er verstuurd wordt (pijl), en de eigen velden van het verzoek op die node (een gewijzigde waarde is onderstreept). ✗ markeert een ontbrekende controle.',
  'story.seq.lane.router': 'router',
  'story.seq.lane.prefill': 'prefill',
  'story.seq.lane.decode': 'decode',
  'story.seq.ids.placeholder': '[0] (plaatshouder, 1 token)',
  'story.seq.ids.prompt': '{n} {n|token|tokens}',
  'story.seq.router.dispatch':
    'De router stuurt hetzelfde verzoek ({tokens} tokens) naar beide nodes, gekoppeld door `bootstrap_room` {room}.',
  'story.seq.prefill.reject':
    'De prefill-node weigert het ({tokens} ≥ {max} tokens): `set_finish_with_abort` zet de plaatshouder van één token in de plaats en bewaart de 400 in `to_finish`. Het verzoek komt toch in de wachtrij.',
  'story.seq.prefill.bootstrap_add':
    '`PrefillBootstrapQueue.add` laat het binnen: de lengte is nu 1.',
  'story.seq.decode.prealloc_add':
    'De decode-node toetst de lengte aan zijn eigen, grotere pool: {tokens} tokens passen. `DecodePreallocQueue.add`.',
  'story.seq.decode.prealloc':
    '`_pre_alloc` reserveert {pages} pagina’s voor {tokens} tokens en stuurt hun nummers naar de prefill-node.',
  'story.seq.prefill.forward':
    'De prefill-node doet één forward pass over de plaatshouder: {tokens} token, {pages} pagina.',
  'story.seq.prefill.send_kv_chunk':
    'Hij stuurt {pages} pagina KV, in de eerste van de {reserved} gereserveerde pagina’s.',
  'story.seq.prefill.transfer_success':
    '`KVPoll.Success`: het verzoek eindigt met `FINISH_LENGTH(0)`; de wachtende 400 blijft in `to_finish`, nooit meer gelezen.',
  'story.seq.decode.transfer_success':
    'De decode-node ziet `Success` en een kloppende `bootstrap_room`, en neemt aan: {tokens} token ontvangen voor {fill} gereserveerd.',
  'story.seq.decode.prebuilt':
    'PREBUILT-batch: alle {pages} gereserveerde pagina’s gelden als berekende KV; {stale} zijn nooit voor dit verzoek geschreven.',
  'story.seq.router.response':
    'De router geeft het antwoord van de decode-node terug: HTTP {status}.',
  'story.seq.mark.admission':
    'Ontbrekende controle: `PrefillBootstrapQueue.add` vergelijkt alleen de lengte met de pool; niets vraagt of `to_finish` een afbreking bevat. De fix „Weigeren bij toelating” (scène 8) haalt zo’n verzoek hier weg.',
  'story.seq.mark.handoff':
    'Ontbrekende controle: de wachtende afbreking wordt vóór de overdracht niet gehonoreerd, en na `Success` genegeerd. De fixes „Afgebroken prefill afhandelen” en „Afbreken respecteren vóór de overdracht” (scène 8) stoppen het hier.',
  'story.seq.mark.coverage':
    'Ontbrekende controle: niets vergelijkt wat de prefill-node stuurde met wat de decode-node reserveerde. De fix „Dekkingscontrole” (scène 8) weigert zo’n overdracht.',
};
