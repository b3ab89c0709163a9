/** Nederlandse vertelling, één sleutel per soort gebeurtenis (sleutels uit ../en/explore.ts; owner: story). */
import type { explore as en } from '../en/explore';
import type { Translation } from '../types';

export const exploreNarration: Translation<typeof en, 'explore.narr.'> = {
  'explore.narr.modelWording':
    '(Een deel van deze melding is de formulering van de engine: de exacte tekst van SGLang kon niet worden gelezen.)',
  'explore.narr.router.oneAttempt':
    'sgl-router rekent 500 tot de statussen die het opnieuw probeert: het zou het verzoek opnieuw naar een nieuw paar sturen met een nieuwe bootstrap_room, en die decode-node zou opnieuw de hele prompt reserveren. De engine doet één poging; sgl-router doet er standaard tot 5 in totaal.',
  'explore.narr.router.dispatch':
    'De router geeft {req} ({tenant}, {tokens}) de bootstrap_room {room} en stuurt hetzelfde volledige verzoek tegelijk naar de prefill-node en de decode-node; {router} controleert zelf geen lengtes.',
  'explore.narr.router.response.mini_lb':
    'mini_lb geeft het antwoord van de decode-node voor {req} door aan de client: HTTP {status}. Het antwoord van de prefill-node (HTTP {prefillStatus}) wordt weggegooid.',
  'explore.narr.router.response.mini_lb.error':
    'mini_lb geeft het antwoord van de decode-node voor {req} door aan de client: HTTP {status}, “{error}”. Het antwoord van de prefill-node (HTTP {prefillStatus}) wordt weggegooid.',
  'explore.narr.router.response.sgl':
    'sgl-router geeft het antwoord van de decode-node voor {req} door aan de client: HTTP {status}. De prefill-node antwoordde HTTP {prefillStatus}, geen fout, dus het antwoord van de decode-node gaat terug.',
  'explore.narr.router.response.sgl.error':
    'sgl-router geeft het antwoord van de decode-node voor {req} door aan de client: HTTP {status}, “{error}”. De prefill-node antwoordde HTTP {prefillStatus}, geen fout, dus het antwoord van de decode-node gaat terug.',
  'explore.narr.router.response.sgl.decodeFirst':
    'De fout van de decode-node voor {req} komt eerst, en sgl-router (in zijn huidige versies) geeft die ongewijzigd aan de client: HTTP {status}, ‘{error}’. Het laat het gekoppelde verzoek op de prefill-node vallen.',
  'explore.narr.router.response.relay':
    'De fout van de prefill-node voor {req} komt eerst, en sgl-router (in zijn huidige versies) geeft die meteen door aan de client: HTTP {status}, de JSON-fout van de prefill-node verpakt in zijn eigen ‘{wrapper} …’ (het antwoord toont de volledige body). Het laat het gekoppelde verzoek op de decode-node vallen.',
  'explore.narr.router.response.stream':
    '{req} vroeg om een stream: beide nodes antwoordden meteen HTTP 200, met een eventuele fout in hun stream, dus {router} geeft de stream van de decode-node door aan de client. De client krijgt HTTP 200, met daarin het antwoord van de decode-node.',
  'explore.narr.router.response.stream.error':
    '{req} vroeg om een stream: beide nodes antwoordden meteen HTTP 200, met een eventuele fout in hun stream, dus {router} geeft de stream van de decode-node door aan de client. De client krijgt HTTP 200, met daarin de fout van de decode-node ({status}): “{error}”.',
  'explore.narr.router.response.leak':
    'De router ({router}) geeft het antwoord van de decode-node voor {req} door aan de client: HTTP 200, hoewel de prefill-node de prompt weigerde (ook die antwoordde 200, nadat FINISH_LENGTH(0) het beëindigde; de uitstaande 400 bleef in to_finish staan, nooit gelezen). De tekst is gegenereerd uit pagina’s die het laatst zijn beschreven door {writers}.',
  'explore.narr.tokenizer_reject.context':
    'De {node}-node weigert {req} zodra het binnenkomt, voordat de scheduler het ziet (in de code van SGLang: zijn TokenizerManager): {tokens} ligt niet onder de contextlengte van {context}. De node antwoordt HTTP 400 “{message}”',
  'explore.narr.tokenizer_reject.total':
    'De {node}-node weigert {req} zodra het binnenkomt, voordat de scheduler het ziet (in de code van SGLang: zijn TokenizerManager): {tokens} plus max_new_tokens = {maxNew} overschrijdt de contextlengte van {context}. De node antwoordt HTTP 400 “{message}”',
  'explore.narr.prefill.reject':
    'De prefill-node weigert {req} ({tokens} ≥ zijn limiet {limit}): set_finish_with_abort vervangt de prompt door een plaatshouder van één token en legt een openstaande 400 vast in to_finish, maar finished_reason blijft leeg.',
  'explore.narr.prefill.bootstrap_add':
    'PrefillBootstrapQueue.add neemt {req} aan ({tokens}, binnen max_total_num_tokens) en maakt de KV-zender: KVPoll.Bootstrapping.',
  'explore.narr.prefill.bootstrap_add.placeholder':
    'PrefillBootstrapQueue.add neemt de plaatshouder van één token van {req} aan: de lengtecontrole ziet 1 token en slaagt, en geen poort vraagt of to_finish een fout bevat. KVPoll.Bootstrapping.',
  'explore.narr.prefill.retire_at_admission':
    'Weigeren bij toelating (PR #38935): de prefill-node handelt {req} meteen bij PrefillBootstrapQueue.add af met de oorspronkelijke 400. Er wordt niets toegewezen en niets verstuurd. De decode-node hoort het niet: die wacht op een overdracht die niet komt.',
  'explore.narr.prefill.retire_at_admission.notified':
    'Weigeren bij toelating (PR #38935): de prefill-node handelt {req} meteen bij PrefillBootstrapQueue.add af met de oorspronkelijke 400. Er wordt niets toegewezen en niets verstuurd; met melden-bij-afbreken (PR #28651) weet de decode-node het meteen (KVPoll.Failed).',
  'explore.narr.prefill.bootstrapped':
    'pop_bootstrapped: de zender van {req} bereikt KVPoll.WaitingForInput; num_pages = ceil({len} / page_size) = {pages}, en het verzoek gaat naar waiting_queue.',
  'explore.narr.prefill.bootstrapped.placeholder':
    'pop_bootstrapped voor de plaatshouder van {req}: num_pages = ceil(1 / page_size) = 1. De prefill stuurt één pagina, niet de {full} van de echte prompt.',
  'explore.narr.prefill.honor_abort':
    'Afbreken respecteren vóór de overdracht (PR #38704, eerste helft): na de bootstrap handelt de prefill-node {req} af met de oorspronkelijke 400 in plaats van KV te sturen, en meldt dat aan de decode-node (KVPoll.Failed).',
  'explore.narr.prefill.honor_abort.bounded':
    'Afbrekingen vóór de overdracht respecteren (PR #38704): de decode-node heeft nooit doelpagina’s voor {req} gepubliceerd, dus na een begrensde wachttijd zet de prefill-node het af met zijn oorspronkelijke 400. De PR noemt de grens niet; het model neemt de bootstrap-time-out (een aanname).',
  'explore.narr.prefill.cancelled':
    'sgl-router heeft {req} beantwoord met de fout van de decode-node en laat het gekoppelde prefill-verzoek vallen: de prefill-node geeft {pages} vrij.',
  'explore.narr.prefill.cancelled.none':
    'sgl-router heeft {req} beantwoord met de fout van de decode-node en laat het gekoppelde prefill-verzoek vallen voordat de prefill-node iets had toegewezen.',
  'explore.narr.prefill.bootstrap_timeout':
    'De decode-node zette {req} af zonder zijn pagina’s te publiceren, dus de zender van de prefill wachtte in KVPoll.Bootstrapping op een decode-node om mee te koppelen, tot hij het opgaf (zijn bootstrap-time-out: {seconds} s aangenomen, zoals de wacht-time-out van de decode; {ticks} ticks in dit model): pop_bootstrapped vindt hem Failed en de prefill-node antwoordt HTTP 500 ‘{message}’',
  'explore.narr.prefill.forward':
    'Forward pass op de prefill-node: de KV van {req}, {tokens}, wordt geschreven in {pages} van zijn pool.',
  'explore.narr.prefill.forward.placeholder':
    'Forward pass op de prefill-node voor de plaatshouder van {req}: één token KV, geschreven in één pagina.',
  'explore.narr.prefill.retire_aborted':
    'Afgebroken prefill afhandelen (PR #36988): na de forward pass zet de prefill-node {req} af met de oorspronkelijke 400 en stuurt geen KV. De decode-node krijgt geen bericht en blijft wachten op de overdracht.',
  'explore.narr.prefill.retire_aborted.notified':
    'Afgebroken prefill afhandelen (PR #36988): na de forward pass zet de prefill-node {req} af met de oorspronkelijke 400 en stuurt geen KV; met melden-bij-afbreken (PR #28651) weet de decode-node het meteen (KVPoll.Failed).',
  'explore.narr.prefill.retire_aborted.peer':
    'pop_bootstrapped vindt de zender van {req} Failed: zijn decode-partner liet de overdracht mislukken. De prefill-node antwoordt HTTP 500 ‘{message}’',
  'explore.narr.prefill.retire_aborted.peer.inflight':
    'De zender van {req} faalde terwijl het in waiting_queue wachtte, die niet gepolld wordt: de forward pass draait, er wordt niets verstuurd, en de inflight-wachtrij vindt hem Failed. De prefill-node antwoordt HTTP 500 ‘{message}’',
  'explore.narr.prefill.send_kv_chunk':
    'send_kv_chunk: de prefill-node schrijft de KV van {req} ({pages}) in de pagina’s die de decode-node reserveerde; KVPoll.Transferring.',
  'explore.narr.prefill.send_kv_chunk.short':
    'send_kv_chunk: de prefill-node schrijft {sent} van de {reserved} die de decode-node voor de prompt van {req} reserveerde, alleen de KV van de plaatshouder. De overige {rest} krijgen niets; hun oude inhoud blijft staan.',
  'explore.narr.prefill.transfer_success':
    'De overdracht van {req} meldt KVPoll.Success. De prefill-node beëindigt hem met FINISH_LENGTH(0) en geeft zijn pagina’s terug via release_kv_cache: de radix-cache van de prefill houdt {cached} (de volle pagina’s) vast tot een latere batch ze verdringt, en de allocator krijgt {freed} meteen terug (de laatste, onvolle pagina). Niets wordt gewist.',
  'explore.narr.prefill.transfer_success.overwrote':
    'De overdracht van {req} meldt KVPoll.Success: de prefill heeft alles verstuurd wat hij wilde versturen, één pagina. finished_reason wordt FINISH_LENGTH(0); de uitstaande 400 blijft in to_finish staan, maar niets leest hem nog: hij wordt genegeerd, en de prefill-node antwoordt 200. release_kv_cache houdt {cached} vast in de radix-cache en geeft {freed} meteen vrij.',
  'explore.narr.decode.prealloc_add.failed':
    'DecodePreallocQueue.add neemt {req} ({tokens}) aan, maar zijn prefill-partner heeft al een afbreking gemeld: de ontvanger begint in KVPoll.Failed.',
  'explore.narr.decode.reject':
    'De decode-node weigert {req} ook ({tokens} ≥ zijn limiet {limit}): zijn eigen plaatshouder van één token, met een openstaande 400 in to_finish.',
  'explore.narr.decode.prealloc_add':
    'DecodePreallocQueue.add neemt {req} aan ({tokens}) en maakt de KV-ontvanger: KVPoll.Bootstrapping.',
  'explore.narr.decode.prealloc_add.asym':
    'De decode-node accepteert {req}: {tokens} ligt onder zijn eigen limiet van {limit} (zijn pool is groter). DecodePreallocQueue.add maakt een ontvanger voor de volledige prompt; niets vertelt hem dat de prefill het verzoek weigerde.',
  'explore.narr.decode.prealloc_add.placeholder':
    'DecodePreallocQueue.add neemt de plaatshouder van één token van {req} aan; de openstaande 400 wacht in to_finish.',
  'explore.narr.decode.handshake':
    'De ontvanger van de decode-node voor {req} rondt de handshake af: KVPoll.Bootstrapping → WaitingForInput.',
  'explore.narr.decode.retire_at_admission':
    'Weigeren bij toelating (PR #38935): de decode-node zet {req} af bij DecodePreallocQueue.add met zijn oorspronkelijke 400, voordat zijn KV-ontvanger bestaat. Zonder ontvanger kan hij de prefill niets laten weten (_send_abort_notification heeft bootstrap_infos nodig): een prefill die de prompt aanvaardde, wacht in KVPoll.Bootstrapping tot zijn time-out (een afleiding uit de code).',
  'explore.narr.decode.honor_abort':
    'Afbrekingen vóór de overdracht respecteren (PR #38704, decode-helft): de decode-node weigerde {req} zelf, dus houdt hij zijn uitstaande toelatingsfout, reserveert niets, publiceert geen metadata en antwoordt zijn eigen 400.',
  'explore.narr.decode.prealloc':
    'pop_preallocated reserveert {pages} van de decode-pool voor {req} via _pre_alloc: precies fill_len = {fillLen} tokens, niets voor de uitvoer (het toelatingsbudget vraagt minstens fill_len + num_reserved_decode_tokens = {budget} tokens, meer als max_new_tokens groter is, tegenover de vrije tokens min max(512 × actieve verzoeken, de behoefte van één lopend verzoek)). Hun indices gaan naar de prefill (send_metadata); uitvoertokens krijgen hun pagina’s één decode-stap tegelijk (alloc_decode).',
  'explore.narr.decode.prealloc.asym':
    'pop_preallocated reserveert {pages} van de decode-pool voor {req} via _pre_alloc: precies fill_len = {fillLen} tokens, de hele prompt, niets voor de uitvoer (het toelatingsbudget vraagt minstens {budget} tokens: fill_len + num_reserved_decode_tokens, meer als max_new_tokens groter is). De prefill heeft een plaatshouder van één token en zal {sent} versturen. De indices gaan naar de prefill (send_metadata); uitvoerpagina’s komen één decode-stap tegelijk (alloc_decode).',
  'explore.narr.decode.prealloc.placeholder':
    '_pre_alloc reserveert {pages} voor de plaatshouder van één token van {req} (fill_len = 1) en stuurt de index naar de prefill (send_metadata).',
  'explore.narr.decode.prealloc_drop':
    'pop_preallocated laat {req} vallen: de finished_reason is een afbreking.',
  'explore.narr.decode.transfer_success':
    'pop_transferred: KVPoll.Success en bootstrap_room {room} klopt, dus {req} gaat naar de waiting_queue van de decode-node met KV voor alle {tokens}. Het eerste uitvoertoken, berekend door de prefill, komt mee met de overdrachtsmetadata (_commit_transfer_to_req).',
  'explore.narr.decode.transfer_success.rejected':
    'pop_transferred: KVPoll.Success en bootstrap_room {room} klopt: de decode-node accepteert {req}. Hij kreeg KV voor {received} van {fillLen} tokens; niets vergelijkt die twee of vraagt of de prefill het weigerde. Het eerste uitvoertoken, door de prefill berekend over zijn plaatshouder, komt mee met de metadata (_commit_transfer_to_req).',
  'explore.narr.decode.transfer_success.placeholder':
    'pop_transferred: KVPoll.Success en bootstrap_room {room} komt overeen, dus de plaatshouder van één token van {req} gaat naar de waiting_queue van de decode-node; de openstaande 400 staat nog in to_finish.',
  'explore.narr.decode.transfer_failed':
    'pop_transferred ziet KVPoll.Failed voor {req}: de prefill meldde een afbreking. prepare_abort beëindigt het op de decode-node met HTTP {status} “{message}”',
  'explore.narr.decode.transfer_failed.handshake':
    'De handshake voor {req} eindigt in KVPoll.Failed: de prefill meldde een afbreking. _update_handshake_waiters roept prepare_abort aan, en de decode-node antwoordt HTTP {status} “{message}”',
  'explore.narr.decode.transfer_failed.room':
    '_commit_transfer_to_req vindt de bootstrap_room van een ander verzoek in de overdrachtsmetadata van {req}: prepare_abort antwoordt HTTP {status} met de tekst van SGLang “{message}”',
  'explore.narr.decode.transfer_failed.roomMissing':
    '_commit_transfer_to_req vindt geen bootstrap_room (0) in de overdrachtsmetadata van {req}: prepare_abort antwoordt HTTP {status} met SGLang’s tekst ‘{message}’',
  'explore.narr.decode.transfer_failed.coverage':
    'pop_transferred weigert de te korte overdracht van {req} (KVPoll.Failed): prepare_abort antwoordt HTTP {status} “{message}”',
  'explore.narr.decode.coverage_refused':
    'Dekkingscontrole (PR #38704, tweede helft): de prefill meldde dat hij {covered} van de {fillLen} tokens dekte die de decode-node voor {req} reserveerde, dus de overdracht wordt geweigerd, al meldde die KVPoll.Success.',
  'explore.narr.decode.cancelled':
    'sgl-router heeft {req} beantwoord met de fout van de prefill en annuleert het bijbehorende decode-verzoek: de decode-node laat het vallen en geeft {pages} vrij zonder ze te lezen.',
  'explore.narr.decode.cancelled.none':
    'sgl-router heeft {req} beantwoord met de fout van de prefill en annuleert het bijbehorende decode-verzoek voordat de decode-node iets had gereserveerd.',
  'explore.narr.router.client_abort':
    'De client van {req} haakt af vóór het antwoord. Elke node voert Scheduler.abort_request (AbortReq) uit en beëindigt het verzoek met FINISH_ABORT: de decode-node geeft {decodePages} vrij, de prefill-node {prefillPages}. Niemand krijgt een antwoord (de geregistreerde 499 is het label van het model).',
  'explore.narr.router.client_abort.none':
    'De client van {req} haakt af vóór het antwoord, terwijl het verzoek geen pagina’s hield: elke node laat het vallen (Scheduler.abort_request, AbortReq). Niemand krijgt een antwoord (de geregistreerde 499 is het label van het model).',
  'explore.narr.decode.timeout':
    'De ontvanger van de decode-node voor {req} wachtte in KVPoll.WaitingForInput gedurende SGLANG_DISAGGREGATION_WAITING_TIMEOUT ({seconds} s; {ticks} ticks in dit model): KVPoll.Failed, en prepare_abort antwoordt HTTP 500 “{message}”',
  'explore.narr.decode.timeout.budget':
    '{req} heeft fill_len plus num_reserved_decode_tokens (512) nodig, meer dan de hele decode-pool: pop_preallocated kan het nooit toelaten, en SGLang’s lus zou het, met elk verzoek erachter, laten wachten zonder einde dat de code toont. Het model beëindigt het na de wacht-time-out ({seconds} s; {ticks} ticks), een afleiding: HTTP 500 ‘{message}’',
  'explore.narr.decode.prebuilt':
    'PREBUILT-batch, geen forward pass: de KV van {req} is compleet (fill_len = {fillLen}); met zijn eerste token van de prefill gaat het naar running_batch.',
  'explore.narr.decode.prebuilt.stale':
    'PREBUILT-batch, geen forward pass: de decode-node behandelt alle {tokens} van {req} als berekend, maar de prefill schreef KV voor slechts {written} ervan. {stale} van zijn pagina’s bevatten verouderde KV, waarvan {cross} achtergelaten door andere tenants. Elke decode-stap vanaf het tweede token kijkt ernaar.',
  'explore.narr.decode.prebuilt.unwritten':
    'PREBUILT-batch, geen forward pass: de decode-node behandelt alle {tokens} van {req} als berekend, maar de prefill schreef KV voor slechts {written} ervan. {stale} van zijn pagina’s zijn er nooit voor beschreven (nullen, of oude KV van dezelfde tenant); de decode-stappen zullen ernaar kijken.',
  'explore.narr.decode.prebuilt.firstToken':
    'PREBUILT-batch, geen forward pass: check_finished ziet dat het eerste token van {req}, van de prefill, max_new_tokens al bereikt. Het verzoek eindigt hier, zonder decode-stap.',
  'explore.narr.decode.prebuilt.firstToken.stale':
    'PREBUILT-batch, geen forward pass: {stale} van de pagina’s die voor {req} zijn gereserveerd bevatten KV die er nooit voor is geschreven, maar check_finished ziet dat het eerste token, van de prefill, max_new_tokens al bereikt. Het verzoek eindigt hier: geen decode-stap leest die pagina’s (het antwoord blijft fout: een 200 voor een geweigerde prompt).',
  'explore.narr.decode.prebuilt.rejected':
    'PREBUILT-batch voor de plaatshouder van {req}: de openstaande to_finish wordt finished_reason, en de decode-node antwoordt met zijn 400.',
  'explore.narr.decode.step':
    'Decode-stap in running_batch: {reqs} genereren elk één token en kijken daarbij naar elke pagina die ze hebben. alloc_decode geeft een verzoek een nieuwe pagina als de laatste vol is; de stap schrijft de nieuwe KV voordat hij die leest.',
  'explore.narr.decode.step.one':
    'Decode-stap in running_batch: {reqs} genereert één token en kijkt daarbij naar elke pagina die het heeft. alloc_decode geeft het een nieuwe pagina als de laatste vol is; de stap schrijft de nieuwe KV voordat hij die leest.',
  'explore.narr.decode.step.run':
    '{n} decode-stappen in running_batch: {reqs} genereren één token per stap en kijken naar elke pagina die ze hebben; alloc_decode voegt een pagina toe zodra de laatste vol is, door de stap beschreven voordat hij wordt gelezen.',
  'explore.narr.decode.finish.first':
    '{req} eindigt met FINISH_LENGTH(1): zijn enige uitvoertoken is dat van de prefill, en de decode-node geeft zijn pagina’s vrij.',
  'explore.narr.decode.finish':
    '{req} rondt af met FINISH_LENGTH({n}) na het laatste gegenereerde token; de decode-node geeft de pagina’s vrij zonder ze te wissen.',
  'explore.narr.decode.finish.scrub':
    '{req} rondt af met FINISH_LENGTH({n}) na het laatste gegenereerde token; wissen-bij-vrijgeven zet de pagina’s op nul terwijl de decode-node ze vrijgeeft.',
  'explore.narr.decode.retract':
    'De decode-pool is te krap voor de volgende stap, dus haalt retract_decode {req} uit running_batch (het heeft de minste uitvoertokens, {n}): het geeft {pages} terug, zonder ze te wissen, en wacht in DecodePreallocQueue om te hervatten. Tot dan wordt niets nieuws toegelaten. (SGLang kopieert eerst zijn KV naar het hostgeheugen: onze lezing.)',
  'explore.narr.decode.resume':
    'resume_retracted_reqs: het budget heeft weer ruimte, dus krijgt {req} {pages} voor zijn {tokens} en zijn KV terug uit het hostgeheugen (load_kv_cache), en gaat terug in de batch. Het model markeert die pagina’s als de zijne; de kopie bevat wat zijn oude pagina’s bevatten.',
  'explore.narr.pool.merge':
    'De vrije lijst van de {node}-node is te kort voor {req} ({wanted} gevraagd): de wachtende vrijgegeven pagina’s worden teruggevoegd en gesorteerd, {free} vrij. Vrijgegeven pagina’s bevatten nog hun oude KV.',
  'explore.narr.pool.merge.scrub':
    'De vrije lijst van de {node}-node is te kort voor {req} ({wanted} gevraagd): de wachtende vrijgegeven pagina’s worden teruggevoegd en gesorteerd, {free} vrij (gewist bij vrijgeven).',
  'explore.narr.prefill.transfer_start':
    'send_kv_chunk begint de KV van {req} te schrijven in {pages} van de decode-node. De schrijfactie is onderweg: ze komt aan op tick {landAt}.',
  'explore.narr.prefill.source_released':
    'De prefill geeft de {pages} vrij waaruit {req} nog verstuurt, {ticks} ticks na het versturen, voordat de schrijfactie ze las (een vroege vrijgave, zoals vLLM’s afbreek-time-out). Een ander verzoek kan ze nu krijgen.',
  'explore.narr.decode.kv_landed': 'De KV-schrijfactie van {req} komt aan op zijn eigen {pages}.',
  'explore.narr.decode.kv_landed.reused':
    'De KV-schrijfactie van {req} komt aan op zijn eigen {pages}, maar kopieerde bronpagina’s die de prefill van een ander verzoek al had overschreven: {req} houdt nu de KV van een derde, met een geldige handdruk.',
  'explore.narr.decode.late_write':
    'De KV-schrijfactie van {req} komt aan nadat het verzoek eindigde, op {pages} die vrijgegeven zijn en nog van niemand zijn.',
  'explore.narr.decode.late_write.victims':
    'De KV-schrijfactie van {req} komt aan nadat het verzoek eindigde, op {pages} die de allocator intussen aan {victims} gaf: {victimPages} van hun KV zijn nu die van {req}. Nergens een fout.',
  'explore.narr.decode.late_write.held':
    'De KV-schrijfactie van {req} komt aan nadat het verzoek eindigde, op {pages} die een verdediging nog vasthoudt: niemand anders leest ze.',
  'explore.narr.decode.hold_released.drained':
    'De schrijfactie van {req} is leeggelopen: zijn {pages}, vastgehouden sinds het afbreken, gaan terug naar de vrije lijst.',
  'explore.narr.decode.hold_released.ack':
    'De prefill bevestigt dat de schrijfactie van {req} is leeggelopen: de uitgestelde vrijgave geeft zijn {pages} vrij.',
  'explore.narr.decode.hold_released.timeout':
    'Geen bevestiging voor {req} vóór de deadline: de uitgestelde vrijgave geeft zijn {pages} toch vrij („releasing anyway”), terwijl de schrijfactie nog onderweg is.',
  'explore.narr.decode.hold_released.timeoutDone':
    'Geen bevestiging voor {req} vóór de deadline: de uitgestelde vrijgave geeft zijn {pages} toch vrij („releasing anyway”); de schrijfactie was al aangekomen.',
  'explore.narr.decode.checksum_mismatch':
    'De optionele KV-checksum (PR #{form}) stelt vast dat wat de decode-node voor {req} heeft niet is wat de prefill samenvatte: prepare_abort antwoordt HTTP 500 „{message}”.',
};
