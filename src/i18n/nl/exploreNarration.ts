/** Nederlandse vertelling, één sleutel per soort gebeurtenis (sleutels uit ../en/explore.ts; owner: story). */
export const exploreNarration: Record<string, string> = {
  'explore.narr.router.dispatch':
    'De router geeft {req} ({tenant}, {tokens}) de bootstrap_room {room} en stuurt hetzelfde volledige verzoek tegelijk naar de prefill-node en de decode-node.',
  'explore.narr.router.reject_context':
    'De router weigert {req} meteen: {tokens} ligt niet onder de contextlengte van het model, {context}, dus de klant krijgt HTTP 400 en geen van beide nodes ziet het.',
  'explore.narr.router.response':
    'De router geeft het antwoord van de decode-node voor {req} door aan de klant: HTTP {status}.',
  'explore.narr.router.response.error':
    'De router geeft het antwoord van de decode-node voor {req} door aan de klant: HTTP {status}, „{error}”',
  'explore.narr.router.response.leak':
    'De router geeft het antwoord van de decode-node voor {req} door aan de klant: HTTP 200, hoewel de prefill-node de prompt weigerde. De tekst is gegenereerd uit pagina’s die het laatst beschreven zijn door {writers}.',
  'explore.narr.prefill.reject':
    'De prefill-node weigert {req} ({tokens} ≥ zijn limiet {limit}): set_finish_with_abort vervangt de prompt door een plaatshouder van één token en legt een openstaande 400 vast in to_finish, maar finished_reason blijft leeg.',
  'explore.narr.prefill.bootstrap_add':
    'PrefillBootstrapQueue.add neemt {req} aan ({tokens}, binnen max_total_num_tokens) en maakt de KV-zender: KVPoll.Bootstrapping.',
  'explore.narr.prefill.bootstrap_add.placeholder':
    'PrefillBootstrapQueue.add neemt de plaatshouder van één token van {req} aan: de lengtecontrole ziet 1 token en slaagt, en geen poort vraagt of to_finish een fout bevat. KVPoll.Bootstrapping.',
  'explore.narr.prefill.retire_at_admission':
    'Weigeren bij toelating (PR #38935): de prefill-node zet {req} al bij PrefillBootstrapQueue.add af met de oorspronkelijke 400. Er wordt niets toegewezen en niets verstuurd.',
  'explore.narr.prefill.bootstrapped':
    'pop_bootstrapped: de zender van {req} bereikt KVPoll.WaitingForInput; num_pages = ceil({len} / page_size) = {pages}, en het verzoek gaat naar waiting_queue.',
  'explore.narr.prefill.bootstrapped.placeholder':
    'pop_bootstrapped voor de plaatshouder van {req}: num_pages = ceil(1 / page_size) = 1. De prefill stuurt één pagina, niet de {full} van de echte prompt.',
  'explore.narr.prefill.honor_abort':
    'Dekkingscontrole (PR #38704): de prefill-node respecteert het openstaande afbreken van {req} vóór de overdracht, zet het af met de oorspronkelijke 400 en meldt het de decode-node (KVPoll.Failed).',
  'explore.narr.prefill.forward':
    'Forward pass op de prefill-node: de KV van {req}, {tokens}, wordt geschreven in {pages} van zijn pool.',
  'explore.narr.prefill.forward.placeholder':
    'Forward pass op de prefill-node voor de plaatshouder van {req}: één token KV, geschreven in één pagina.',
  'explore.narr.prefill.retire_aborted':
    'Afgebroken prefill afhandelen (PR #36988): na de forward pass zet de prefill-node {req} af met de oorspronkelijke 400 en stuurt geen KV. De decode-node krijgt geen bericht en blijft wachten op de overdracht.',
  'explore.narr.prefill.retire_aborted.notified':
    'Afgebroken prefill afhandelen (PR #36988): na de forward pass zet de prefill-node {req} af met de oorspronkelijke 400 en stuurt geen KV; met melden-bij-afbreken (PR #28651) weet de decode-node het meteen (KVPoll.Failed).',
  'explore.narr.prefill.retire_aborted.peer':
    'De prefill-node zet {req} af: zijn decode-peer heeft de overdracht laten mislukken (KVPoll.Failed).',
  'explore.narr.prefill.send_kv_chunk':
    'send_kv_chunk: de prefill-node schrijft de KV van {req} ({pages}) in de pagina’s die de decode-node reserveerde; KVPoll.Transferring.',
  'explore.narr.prefill.send_kv_chunk.short':
    'send_kv_chunk: de prefill-node schrijft {sent} van de {reserved} die de decode-node voor de prompt van {req} reserveerde, alleen de KV van de plaatshouder. De overige {rest} krijgen niets; hun oude inhoud blijft staan.',
  'explore.narr.prefill.transfer_success':
    'De overdracht van {req} meldt KVPoll.Success. De prefill-node rondt af met FINISH_LENGTH(0) en geeft zijn pagina’s vrij, zonder ze te wissen.',
  'explore.narr.prefill.transfer_success.overwrote':
    'De overdracht van {req} meldt KVPoll.Success: de prefill heeft alles gestuurd wat hij wilde sturen, één pagina. FINISH_LENGTH(0) overschrijft nu de openstaande 400 in to_finish, dus de weigering is weg.',
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
    'Weigeren bij toelating (PR #38935): de decode-node zet {req} bij DecodePreallocQueue.add af met de oorspronkelijke 400 en laat de bootstrap mislukken, zodat ook de prefill-kant stopt.',
  'explore.narr.decode.prealloc':
    'pop_preallocated reserveert {pages} van de decode-pool voor {req} (fill_len = {fillLen}, plus ruimte voor de uitvoer) en stuurt hun indices naar de prefill (send_metadata).',
  'explore.narr.decode.prealloc.asym':
    'pop_preallocated reserveert {pages} van de decode-pool voor {req}: {fillPages} voor fill_len = {fillLen}, de volledige prompt, plus ruimte voor de uitvoer, terwijl de prefill een plaatshouder van één token heeft. De indices van de promptpagina’s gaan naar de prefill (send_metadata).',
  'explore.narr.decode.prealloc.placeholder':
    'pop_preallocated reserveert ruimte voor de plaatshouder van één token van {req} en zijn uitvoer, en stuurt de pagina-indices naar de prefill (send_metadata).',
  'explore.narr.decode.prealloc_drop':
    'pop_preallocated laat {req} vallen: de finished_reason is een afbreking.',
  'explore.narr.decode.transfer_success':
    'pop_transferred: KVPoll.Success en bootstrap_room {room} komt overeen, dus {req} gaat naar de waiting_queue van de decode-node met KV voor alle {tokens}.',
  'explore.narr.decode.transfer_success.rejected':
    'pop_transferred: KVPoll.Success en bootstrap_room {room} komt overeen, dus de decode-node accepteert {req}. Hij ontving KV voor {received} van {fillLen} tokens; niets vergelijkt die twee, en niets vraagt of de prefill het verzoek weigerde.',
  'explore.narr.decode.transfer_success.placeholder':
    'pop_transferred: KVPoll.Success en bootstrap_room {room} komt overeen, dus de plaatshouder van één token van {req} gaat naar de waiting_queue van de decode-node; de openstaande 400 staat nog in to_finish.',
  'explore.narr.decode.transfer_failed':
    'De decode-node ziet KVPoll.Failed voor {req} en antwoordt met de fout die hij kreeg: HTTP {status}.',
  'explore.narr.decode.coverage_refused':
    'Dekkingscontrole (PR #38704): de prefill dekte {covered} van de {fillLen} tokens die de decode-node voor {req} reserveerde, dus de overdracht wordt geweigerd (HTTP 500).',
  'explore.narr.decode.timeout':
    'De decode-node geeft {req} op na zijn overdrachtstimeout (SGLANG_DISAGGREGATION_WAITING_TIMEOUT, 300 s; hier {ticks} ticks): HTTP 500.',
  'explore.narr.decode.prebuilt':
    'PREBUILT-batch, geen forward pass: de KV van {req} is compleet (fill_len = {fillLen}), en het verzoek gaat naar running_batch.',
  'explore.narr.decode.prebuilt.stale':
    'PREBUILT-batch, geen forward pass: de decode-node behandelt alle {tokens} van {req} als berekend, maar de prefill schreef KV voor slechts {written} daarvan. {stale} van zijn pagina’s bevatten verouderde KV, {cross} daarvan achtergelaten door andere tenants.',
  'explore.narr.decode.prebuilt.unwritten':
    'PREBUILT-batch, geen forward pass: de decode-node behandelt alle {tokens} van {req} als berekend, maar de prefill schreef KV voor slechts {written} daarvan. {stale} van zijn pagina’s zijn er nooit voor beschreven (nullen, of oude KV van dezelfde tenant).',
  'explore.narr.decode.prebuilt.rejected':
    'PREBUILT-batch voor de plaatshouder van {req}: de openstaande to_finish wordt finished_reason, en de decode-node antwoordt met zijn 400.',
  'explore.narr.decode.step':
    'Decode-stap in running_batch: {reqs} genereren elk één token en kijken daarbij naar elke gereserveerde pagina.',
  'explore.narr.decode.step.one':
    'Decode-stap in running_batch: {reqs} genereert één token en kijkt daarbij naar elke pagina die ervoor gereserveerd is.',
  'explore.narr.decode.finish':
    '{req} rondt af met FINISH_LENGTH({n}) na het laatste gegenereerde token; de decode-node geeft de pagina’s vrij zonder ze te wissen.',
  'explore.narr.decode.finish.scrub':
    '{req} rondt af met FINISH_LENGTH({n}) na het laatste gegenereerde token; wissen-bij-vrijgeven zet de pagina’s op nul terwijl de decode-node ze vrijgeeft.',
  'explore.narr.pool.merge':
    'De vrije lijst van de {node}-node is te kort voor {req} ({wanted} gevraagd): de wachtende vrijgegeven pagina’s worden teruggevoegd en gesorteerd, {free} vrij. Vrijgegeven pagina’s bevatten nog hun oude KV.',
  'explore.narr.pool.merge.scrub':
    'De vrije lijst van de {node}-node is te kort voor {req} ({wanted} gevraagd): de wachtende vrijgegeven pagina’s worden teruggevoegd en gesorteerd, {free} vrij (gewist bij vrijgeven).',
};
