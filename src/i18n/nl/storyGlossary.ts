/** Nederlandse woordenlijst: naam en definitie van elke term (owner: story; zie src/story/glossary.ts). */
import type { storyGlossary as en } from '../en/storyGlossary';
import type { Translation } from '../types';

export const storyGlossary: Translation<typeof en> = {
  'story.gloss.title': 'Woordenlijst',
  'story.gloss.sglang.term': 'SGLang',
  'story.gloss.sglang.def':
    'Opensourcesoftware die taalmodellen aanbiedt: ze draait het model op GPU’s en beantwoordt verzoeken van clients over HTTP. Workers AI bood GLM-5.3 ermee aan. De code en de issuetracker zijn openbaar, en het mechanisme op deze pagina is eruit gelezen; de persberichten noemen de beheerders RadixArk en zeggen verder niets over die naam.',
  'story.gloss.radix-cache.term': 'radix-cache',
  'story.gloss.radix-cache.def':
    'Een opslag waarin een SGLang-node de KV van afgeronde verzoeken bewaart, om die opnieuw te kunnen gebruiken, tot ze wordt verdrongen om ruimte te maken. Op de prefill-node gaan de pagina’s van een afgerond verzoek er eerst heen (`release_kv_cache`); verdringen geeft ze vrij, zonder ze te wissen. Op de decode-node is ze optioneel, en de herhaling draait zonder.',
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
    'Hoeveel tokens één KV-pagina bevat (`page_size`): {pageSize} in de herhaling.',
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
    'In de live weergave is een stap één gebeurtenis van de herhaling (waar de stapknoppen doorheen gaan); een tick is één ronde van de klok van de engine. Meerdere stappen kunnen in één tick vallen.',
  'story.gloss.placeholder.term': 'plaatshouder',
  'story.gloss.placeholder.def':
    'De prompt van één token (`origin_input_ids = [0]`) die `set_finish_with_abort` in de plaats van een geweigerde prompt zet, „om de lange prefill over te slaan”. De fout wacht in `to_finish`.',
  'story.gloss.stale-page.term': 'verouderde pagina',
  'story.gloss.stale-page.def':
    'Een vrijgegeven pagina die nog bevat wat de laatste eigenaar erin schreef. Vrijgeven zet alleen het paginanummer terug op een vrije lijst; het geheugen wordt nooit gewist.',
  'story.gloss.finish-length.term': '`FINISH_LENGTH(0)`',
  'story.gloss.finish-length.def':
    'Een eindreden die „gestopt op lengte” betekent. De prefill-node geeft die aan een verzoek zodra de KV-overdracht `Success` meldt: het deel van de prefill is klaar, de decode-node schrijft de rest (onze lezing van de code). Ze wordt de eindreden, wat er ook openstond: de 400 van een weigering blijft in `to_finish` staan en wordt nooit meer gelezen. Zo eindigt een geweigerd verzoek als „beëindigd op lengte”.',
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
  'story.gloss.layer.term': 'laag',
  'story.gloss.layer.def':
    'Een model is een stapel lagen die elk om beurten de getallen van elk token omvormen. Elke laag berekent per token een eigen key en value, dus een KV-pagina bevat per token een key en een value voor elke laag. De bronnen noemen geen aantal lagen voor GLM-5.3; de figuur tekent er twee.',
  'story.gloss.context-window.term': 'contextvenster (`context_length`)',
  'story.gloss.context-window.def':
    'De langste tekst waarvoor het model wordt aangeboden, in tokens: {context} voor GLM-5.3 op Workers AI. SGLang controleert het op elke node zodra een verzoek binnenkomt, vóór het wordt ingepland: een prompt zo lang als het venster of langer krijgt een 400, net als een prompt die samen met `max_new_tokens` (het budget van het antwoord) boven het venster uitkomt. De poollimiet, `max_req_input_len`, telt alleen de prompt.',
  'story.gloss.staged-free-list.term': 'wachtende vrije lijst',
  'story.gloss.staged-free-list.def':
    'Hoe de gesplitste modus pagina’s uitdeelt: `need_sort`, een instelling van de pagina-allocator van SGLang die de gesplitste modus aanzet, laat het zo werken. 1. Een nieuw verzoek neemt pagina’s vooraan de vrije lijst. 2. Als een verzoek eindigt, gaan zijn paginanummers niet terug op die lijst: ze wachten op een aparte lijst (`release_pages`). 3. Pas als de vrije lijst een verzoek niet kan bedienen (minder pagina’s dan het verzoek nodig heeft, plus een of twee als marge) wordt de wachtende lijst erbij gevoegd en alles gesorteerd, laagste nummer eerst. 4. Een net vrijgegeven pagina wordt dus niet meteen weer uitgedeeld. Na het samenvoegen gaan pagina’s op nummer de deur uit, laagste eerst, wanneer ze ook zijn vrijgegeven.',
  'story.gloss.kvpoll.term': '`KVPoll` en zijn toestanden',
  'story.gloss.kvpoll.def':
    'De toestand van de KV-overdracht van één verzoek, die beide nodes opvragen: `Bootstrapping` (1: de twee kanten koppelen), `WaitingForInput` (2: gekoppeld; de zender wacht op zijn doelpagina’s en zijn KV, de ontvanger op de KV), `Transferring` (3: KV-pagina’s worden verstuurd), `Success` (4: de prefill is klaar met versturen wat hij koos te versturen, niet dat elke gereserveerde pagina beschreven is), `Failed` (0).',
  'story.gloss.set-finish-with-abort.term': '`set_finish_with_abort`',
  'story.gloss.set-finish-with-abort.def':
    'De afwijzing door SGLang van een te lange prompt. Ze stopt het verzoek niet: ze vervangt de prompt door de plaatshouder van één token, legt de 400 vast in `to_finish`, laat `finished_reason` leeg, en het verzoek wordt toch in de wachtrij gezet.',
  'story.gloss.req-fields.term': '`origin_input_ids`, `to_finish`, `finished_reason`',
  'story.gloss.req-fields.def':
    'Velden van een verzoek in SGLang. `origin_input_ids`: de token-id’s van de prompt (de plaatshouder: `[0]`). `to_finish`: een eindreden die nog moet worden toegepast, hier `FINISH_ABORT(msg, 400, "BadRequestError")`, de uitstaande afwijzing. `finished_reason`: de eindreden zelf, waar de poort van elke wachtrij naar vraagt; leeg betekent “niet klaar”.',
  'story.gloss.max-req-input-len.term': '`max_req_input_len`',
  'story.gloss.max-req-input-len.def':
    'De langste prompt die een node inplant: `min(context_length − 1, max_total_num_tokens − 1) − 5` in de huidige code van SGLang (oudere versies hadden geen “− 5”). Een prompt van die lengte of langer wordt afgewezen, door elke node met zijn eigen pool. Ze telt alleen de prompt, niet het antwoord.',
  'story.gloss.max-new-tokens.term': '`max_new_tokens`',
  'story.gloss.max-new-tokens.def':
    'Het maximale aantal tokens van het antwoord, door de client gekozen. Het telt mee in de controle van het contextvenster (prompt + antwoord), en in de toelating van de decode-node: een verzoek heeft ruimte nodig voor zijn prompt plus 512 tokens (`num_reserved_decode_tokens`), of voor zijn prompt plus `max_new_tokens` (geteld tot {clipMaxNew}) min de tokens die lopende verzoeken vasthouden, welke van de twee groter is. Er wordt vooraf geen pagina voor gereserveerd.',
  'story.gloss.page-counts.term': '`num_pages`, `fill_len`, `alloc_decode`',
  'story.gloss.page-counts.def':
    '`num_pages`: de pagina’s die de prefill verstuurt, `ceil(len(origin_input_ids) / page_size)` (1 voor de plaatshouder). `fill_len`: de tokens die de decode-node vóór de overdracht reserveert, de volledige lengte van de prompt. `alloc_decode`: neemt een extra pagina voor het antwoord als een decodestap die nodig heeft; die pagina wordt door de stap beschreven voordat ze gelezen wordt.',
  'story.gloss.prompt-tokens.term': '`prompt_tokens`',
  'story.gloss.prompt-tokens.def':
    'De promptlengte die een node voor een verzoek meldt. De prefill in issue #30233 meldde `prompt_tokens = 1`: hij had de plaatshouder van één token verwerkt, niet de prompt.',
  'story.gloss.pop-bootstrapped.term': '`pop_bootstrapped`',
  'story.gloss.pop-bootstrapped.def':
    'Prefill-node: haalt een verzoek uit `PrefillBootstrapQueue` zodra zijn zender `WaitingForInput` bereikt, berekent `num_pages` uit de lengte van het verzoek (1 voor een plaatshouder) en zet het in `waiting_queue` voor zijn forward pass.',
  'story.gloss.send-kv-chunk.term': '`send_kv_chunk`',
  'story.gloss.send-kv-chunk.def':
    'Prefill-node: stuurt de KV-pagina’s die zijn forward pass berekende naar de paginanummers die de decode-node koos (toestand `Transferring`). Voor een plaatshouder één pagina.',
  'story.gloss.release-kv-cache.term': '`release_kv_cache`',
  'story.gloss.release-kv-cache.def':
    'Prefill-node: geeft de pagina’s van een afgerond verzoek terug; zijn KV kan in de radix-cache blijven tot die wordt verdrongen, in plaats van meteen vrij te komen. Vrijgeven wist het geheugen nooit.',
  'story.gloss.pop-preallocated.term': '`pop_preallocated`',
  'story.gloss.pop-preallocated.def':
    'Decode-node: haalt verzoeken uit `DecodePreallocQueue` als er ruimte is, en laat alleen die vallen waarvan `finished_reason` een afbreking is (een afwijzing die in `to_finish` wacht, telt niet), en reserveert hun pagina’s via `_pre_alloc`.',
  'story.gloss.pre-alloc.term': '`_pre_alloc`',
  'story.gloss.pre-alloc.def':
    'Decode-node: reserveert vóór de overdracht precies `fill_len` tokens aan KV-pagina’s (de volledige lengte van de prompt, afgerond op pagina’s), niets voor het antwoord.',
  'story.gloss.send-metadata.term': '`send_metadata`',
  'story.gloss.send-metadata.def':
    'Decode-node: stuurt de prefill-node de nummers van de pagina’s die hij reserveerde, zodat de prefill weet waar hij de KV moet schrijven.',
  'story.gloss.admission-budget.term': '`num_reserved_decode_tokens`',
  'story.gloss.admission-budget.def':
    'Ruimte die de decode-node per verzoek voor het antwoord aanhoudt (standaard 512 tokens) als hij beslist of een verzoek past: het verzoek heeft `fill_len` plus deze ruimte nodig, of `fill_len` plus zijn `max_new_tokens` (geteld tot {clipMaxNew}) min de tokens die lopende verzoeken vasthouden, welke groter is, tegenover de vrije tokens van de pool. Alleen een budget: er wordt geen pagina voor gereserveerd.',
  'story.gloss.pop-transferred.term': '`pop_transferred`',
  'story.gloss.pop-transferred.def':
    'Decode-node: haalt een verzoek uit `DecodeTransferQueue` als zijn overdracht `Success` meldt en het eerste uitvoertoken is aangekomen, controleert of de `bootstrap_room` klopt en zet het in `waiting_queue`. Hij vergelijkt niet wat er beschreven is met wat er gereserveerd is. Bij `Failed` beëindigt hij het verzoek met een 500.',
  'story.gloss.commit-transfer.term': '`_commit_transfer_to_req`',
  'story.gloss.commit-transfer.def':
    'Decode-node: kopieert de metadata van de overdracht naar het verzoek: het eerste uitvoertoken, berekend door de forward pass van de prefill, en de `bootstrap_room` die erbij hoort (die van een ander verzoek, of geen, eindigt in een 500).',
  'story.gloss.check-finished.term': '`check_finished`',
  'story.gloss.check-finished.def':
    'Beslist na een token of een verzoek klaar is (zijn lengte, een stoptoken). Met `max_new_tokens = 1` eindigt het verzoek meteen na het eerste token van de prefill, vóór elke decodestap, en leest het geen verouderde pagina.',
  'story.gloss.prepare-abort.term': '`prepare_abort`',
  'story.gloss.prepare-abort.def':
    'Decode-node: beëindigt een verzoek met een fout, hier een 500 (“Decode handshake failed …”, “Decode transfer failed …”) als zijn overdracht mislukt of verloopt.',
  'story.gloss.abort-internals.term':
    '`_send_abort_notification`, `bootstrap_infos`, `_update_handshake_waiters`',
  'story.gloss.abort-internals.def':
    'Onderdelen aan de decode-kant die de vertelling van de fixes noemt. `_send_abort_notification` meldt de prefill-partner dat een verzoek is afgebroken; daarvoor zijn de `bootstrap_infos` van het verzoek nodig, die pas bestaan als zijn ontvanger is aangemaakt. `_update_handshake_waiters` vraagt de ontvangers die nog koppelen op en laat wie `Failed` meldt mislukken.',
  'story.gloss.waiting-timeout.term': '`SGLANG_DISAGGREGATION_WAITING_TIMEOUT`',
  'story.gloss.waiting-timeout.def':
    'Hoe lang de ontvanger van een decode-node op zijn KV wacht voordat hij het verzoek laat mislukken: {timeout} s, daarna een 500 (“… timed out after 300.0s in KVPoll.WaitingForInput”).',
  'story.gloss.retract.term': '`retract_decode`, `resume_retracted_reqs`, `load_kv_cache`',
  'story.gloss.retract.def':
    'Als de decode-pool te krap wordt, kan de decode-node lopende verzoeken terugtrekken om ruimte te maken (`retract_decode`) en later hervatten (`resume_retracted_reqs`, met hun KV opnieuw geladen door `load_kv_cache`).',
  'story.gloss.client-abort.term': '`AbortReq`, `Scheduler.abort_request`',
  'story.gloss.client-abort.def':
    'Wat een node doet als de client weggaat of de router het verzoek laat vallen: het verzoek wordt afgebroken (`FINISH_ABORT`) en zijn pagina’s komen vrij.',
  'story.gloss.tokenizer-manager.term': '`TokenizerManager`',
  'story.gloss.tokenizer-manager.def':
    'Het deel van elke SGLang-node vóór zijn scheduler. Het controleert het contextvenster (de prompt, en de prompt plus `max_new_tokens`) en antwoordt meteen 400; de poollimiet controleert later de scheduler.',
  'story.gloss.error-types.term': '`BadRequestError`, `KVTransferError`',
  'story.gloss.error-types.def':
    'Fouttypen in de antwoorden van SGLang: `BadRequestError` bij een 400 (een afgewezen prompt), `KVTransferError` in de 500 die een decode-node geeft als een overdracht mislukt of verloopt.',
  'story.gloss.sgl-router.term': '`sgl-router`',
  'story.gloss.sgl-router.def':
    'De Rust-router van SGLang, die de documentatie start voor gesplitste serving (de standaard van de herhaling). Sinds PR #29017 geeft hij de HTTP-fout door van de node die het eerst antwoordt en laat hij de andere kant vallen; bij twee keer 200 het antwoord van de decode-node. Een 500 probeert hij opnieuw op een nieuw paar, standaard tot 5 pogingen in totaal; de engine doet één poging.',
  'story.gloss.mini-lb.term': '`mini_lb`',
  'story.gloss.mini-lb.def':
    'De minimale Python-loadbalancer van SGLang, in zijn code omschreven als bedoeld om te testen: hij wacht op beide nodes en geeft status en body van de decode-node terug; het antwoord van de prefill wordt weggegooid.',
  'story.gloss.allow-auto-truncate.term': '`--allow-auto-truncate`',
  'story.gloss.allow-auto-truncate.def':
    'Een serveroptie die de afwijzingsmelding van SGLang noemt (“Use a shorter input or enable --allow-auto-truncate”). Volgens die melding laat ze SGLang een te lange prompt inkorten in plaats van afwijzen. De bronnen van deze pagina zeggen er verder niets over, en de engine voert ze niet uit.',
  'story.gloss.mooncake.term': 'Mooncake',
  'story.gloss.mooncake.def':
    'Software die KV-pagina’s over het netwerk van de prefill-node naar de decode-node kopieert; de gesplitste modus van SGLang kan die gebruiken, of een andere bibliotheek van die soort. De melder van issue #30233 gebruikte hem. De publieke bronnen die hier gebruikt worden, koppelen de bug aan geen van beide.',
  'story.gloss.glm.term': 'GLM-5.3, GLM-5.2',
  'story.gloss.glm.def':
    'Modellen uit de GLM-familie. GLM-5.3 is het model dat Workers AI aanbood toen het lek optrad; GLM-5.2 is het model van de melder van issue #30233, vermeld als GLM-5.2-FP8. Het issue zegt niet wat “FP8” betekent; het achtervoegsel duidt gewoonlijk gewichten in 8-bits drijvendekommagetallen aan. Het herstel van Cloudflare geeft de pool dezelfde verhouding tot het venster als Cloudflares eigen configuratie met GLM-5.2 op Workers AI, waarvan de persberichten de cijfers niet geven. Die configuratie is niet de server van issue #30233, waarvan de pool ({issuePool} tokens) ver onder het venster lag. Cloudflare meldt dat geen ander model getroffen is; de bronnen zeggen niet of dat aan het model of aan zijn configuratie ligt.',
};
