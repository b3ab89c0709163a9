/** Nederlandse tekst van de tien scènes (owner: story). Dezelfde sleutels en placeholders als het Engels. */
import type { storyScenes as en } from '../en/storyScenes';
import type { Translation } from '../types';

export const storyScenes: Translation<typeof en> = {
  'story.title': 'Stale Pages',
  'story.subtitle':
    'Hoe een geweigerde prompt terugkwam, gebouwd op gegevens van andere gebruikers bij Cloudflare Workers AI, stap voor stap nagespeeld.',

  'story.what-happened.title': 'Wat er gebeurde',
  'story.what-happened.slide':
    '{responses} antwoorden bevatten gegevens uit verzoeken van andere gebruikers.',
  'story.what-happened.p1':
    'Tussen {windowStart} en {windowEnd} kregen sommige klanten van Cloudflare Workers AI antwoorden van het model GLM-5.3 die gegevens uit verzoeken van andere gebruikers bevatten. Cloudflare meldt **{responses} zulke antwoorden**, allemaal op prompts van meer dan {prefillPool} tokens, en zegt dat geen ander model getroffen is. Dat getal is de grootte van het geheugen dat een prompt bevat terwijl die voor het eerst wordt verwerkt; scène 3 legt het uit.',
  'story.what-happened.p2':
    'Cloudflare publiceerde zijn incidentrapport op {reportDate}, in overleg met de beheerders van SGLang. De persverslagen noemen die beheerders RadixArk en zeggen verder niets over die naam. Wat deze pagina Cloudflare laat melden, komt uit twee persverslagen over dat rapport; het mechanisme komt uit de openbare broncode en de issuetracker van SGLang.',
  'story.what-happened.p3':
    'De live weergave speelt het lek na in een model van de gesplitste serving van SGLang, waarin twee machines elk verzoek delen: de **prefill-node** leest de prompt, en de **decode-node** schrijft het antwoord (scène 2 legt uit waarom). Elk bewaart wat hij berekent in zijn eigen geheugen-**pool**, verdeeld in pagina’s; als een verzoek klaar is, worden zijn pagina’s **vrijgegeven**: teruggegeven voor latere verzoeken, met hun oude gegevens er nog in. Het [[context-window|contextvenster]] (de langste tekst waarvoor het model wordt aangeboden) en de prefill-pool zijn cijfers van Cloudflare; de rest is aangenomen: de tenants (klanten die dezelfde servers delen en elkaars gegevens nooit mogen zien), hun prompts, de [[page-size|paginagrootte]] en de decode-pool. Hier heeft tenant {storyTenant} een prompt van {storyPrompt} tokens gestuurd (verzoek {storyId}: elk verzoek is naar zijn tenant genoemd), meer dan de prefill-node kan bevatten: de prefill-node wees hem af (scène 4 laat zien hoe), en toch schrijft de decode-node al een antwoord uit pagina’s die nog de prompts van tenants {leakedTenants} bevatten. Zijn eerste decode-stap (elke stap schrijft één token) heeft net één pagina meer voor dat antwoord genomen, een van de vrijgegeven pagina’s (onder de decode-pool: „bezet door een lopend verzoek”: 1). De kaarten onder de weergave tekenen elke pool pagina voor pagina; scènes 4 tot 6 leggen de rest van hun legenda’s uit. Ga verder tot het einde: de client krijgt HTTP 200, en beide nodes antwoordden 200, ook de prefill-node die de prompt had afgewezen (scène 7 laat zien waarom). De knoppen onder de weergave gaan stap voor [[tick-step|stap]] door de herhaling.',
  'story.what-happened.notes1':
    'Begin met de uitkomst: {responses} antwoorden, {windowStart} tot {windowEnd}. Dit zijn de cijfers van Cloudflare, zoals de pers ze weergeeft.',
  'story.what-happened.notes2':
    'Zeg meteen dat de tenants op het scherm verzonnen zijn: alleen het contextvenster en de prefill-pool zijn echte cijfers.',

  'story.why-split.title': 'Waarom serving gesplitst is',
  'story.why-split.slide':
    'Prefill en decode draaien op verschillende machines en geven KV-pagina’s aan elkaar door.',
  'story.why-split.p1':
    'Een taalmodel antwoordt in twee fasen. **Prefill** leest de hele prompt in één keer en berekent in elke [[layer|laag]] van het model een key en een value per token: de key/value-cache (de [[kv-cache|KV-cache]]). **Decode** schrijft daarna het antwoord token voor token en [[attend|kijkt]] daarbij naar die cache.',
  'story.why-split.p2':
    'De persverslagen merken op dat het verdelen van de twee fasen over aparte machines lange contexten betaalbaar maakt. In de gesplitste (gedisaggregeerde) modus van SGLang stuurt een [[router|router]], de voorste server waarmee de client praat, hetzelfde verzoek naar een prefill-node en naar een decode-node. De decode-node reserveert pagina’s voor de prompt in zijn eigen KV-pool en stuurt hun nummers naar de prefill-node, die de KV berekent en via het netwerk in die pagina’s schrijft. Daarna schrijft de decode-node het antwoord, en de router geeft het terug aan de client.',
  'story.why-split.routers':
    'SGLang heeft twee routers, en deze pagina noemt ze allebei. `sgl-router` is de router die de documentatie van SGLang voor deze modus start, en de router die de live weergave draait. `mini_lb` is een minimale router in Python, die volgens zijn eigen code bedoeld is om te testen. Als beide nodes normaal antwoorden, geven beide routers het antwoord van de decode-node terug. Ze verschillen alleen als een node met een fout antwoordt: `sgl-router` (in zijn huidige versies) geeft de eerste fout van een van beide nodes terug, terwijl `mini_lb` altijd het antwoord van de decode-node teruggeeft en dat van de prefill-node weggooit. Scène 8 laat zien waarom dat voor de fixes uitmaakt.',
  'story.why-split.p3':
    'Elke node heeft een eigen pool, gemeten in tokens (`max_total_num_tokens`) en verdeeld in pagina’s van `page_size` tokens. De prefill-pool van Cloudflare, {prefillPool} tokens, is {pages64} pagina’s van 64 tokens (afgeleid; 64 is de paginagrootte die de herhaling aanneemt). De weergave toont een eerder, gewoon verzoek dat wordt overgedragen.',
  'story.why-split.notes1':
    'Houd het tastbaar: twee machines, twee geheugens, pagina’s die van de ene naar de andere worden gekopieerd.',
  'story.why-split.notes2':
    'Wijs de decode-pool aan: de decode-node kiest de pagina’s, de prefill-node vult ze.',

  'story.config-gap.title': 'Het configuratiegat',
  'story.config-gap.slide': 'Contextvenster {context} tokens; prefill-pool {prefillPool} tokens.',
  'story.config-gap.p1':
    'Cloudflare meldt dat GLM-5.3 werd aangeboden met een contextvenster van **{context} tokens**, terwijl de KV-cachepool op de prefill-GPU’s **{prefillPool} tokens** bevatte. Het venster staat prompts toe die de prefill-node niet kan bevatten.',
  'story.config-gap.p2':
    'Een node weigert prompts niet precies bij de grootte van zijn pool. SGLang geeft elke node een **limiet**, een paar tokens onder het kleinste van het venster en de pool van de node (de notitie hieronder geeft de precieze regel), en weigert elke prompt van die lengte of langer. Voor de prefill-node is de limiet **{maxInput} tokens**: het getal dat deze pagina vanaf hier gebruikt. De persverslagen beschrijven de getroffen prompts met de grootte van de pool zelf, als „langer dan {prefillPool} tokens”.',
  'story.config-gap.p2b':
    'De decode-node past dezelfde regel toe op zijn eigen pool. De verslagen geven de grootte van die pool niet; de herhaling neemt {decodePool} tokens aan, meer dan het venster, dus de limiet van de decode-node komt van het venster: {windowLimit} tokens. Een prompt tussen de twee limieten wordt door de prefill-node geweigerd en door de decode-node aangenomen, de voorwaarde voor het lek. Deze **blootgestelde band** loopt van **{bandStart} tot {bandEnd} tokens**: {bandWidth} mogelijke lengtes, {bandShare} van het venster (afgeleid). Elke lengte lekt alleen met een antwoordbudget (`max_new_tokens`) van 2 tokens of meer (scène 5), en een budget dat de client opgeeft, moet samen met de prompt in het venster passen: bij {bandEnd} tokens lekt alleen een budget van 2 tot {bandEndBudget}. In de weergave stuurt tenant {storyTenant} een prompt van {storyPrompt} tokens, binnen de band.',
  'story.config-gap.aside':
    '**De precieze regel, en drie getallen die dicht bij elkaar liggen.** Eerst controleert elke node het venster: hij antwoordt meteen 400 op een prompt van het hele venster of meer. Hij antwoordt ook 400 als de lengte van de prompt plus het budget van het antwoord (`max_new_tokens`, gekozen door de client) het venster overschrijdt. Pas daarna komt de limiet van de pool. De code van SGLang stelt `max_req_input_len = min(context_length − 1, max_total_num_tokens − 1) − 5`: één token onder zowel het venster als de pool, en dan nog 5 tokens minder; de code geeft voor geen van beide marges een reden, en oudere versies hadden geen „− 5”. Voor de prefill-pool is dat {maxInput}. De code weigert een prompt van die lengte of langer: ook een prompt van precies {maxInput} tokens wordt geweigerd, al zegt de melding dan dat hij „exceeds the maximum allowed length ({maxInputRaw} tokens)” (de maximale lengte overschrijdt). De langste prompt die de prefill-node aanneemt is dus {longestAccepted} tokens. Het getal van de pers, {prefillPool}, is de pool zelf. Met een pool minstens zo groot als het venster geeft de regel de eigen limiet van het venster, {windowLimit}, die geen pool kan verhogen: vandaar de laatste lengte van de band, {bandEnd}.',
  'story.config-gap.p3':
    'Cloudflare zegt dat het het gat vóór de lancering kende en niet verwachtte dat het ertoe deed.',
  'story.config-gap.notes1':
    'Het gat zelf was bekend en geaccepteerd. De vraag is wat er gebeurt met een prompt die erin valt.',
  'story.config-gap.notes2':
    'De grootte van de decode-pool is onze aanname; zeg dat als ernaar gevraagd wordt.',

  'story.rejection.title': 'De weigering die niet stopte',
  'story.rejection.slide':
    'Geweigerd, vervangen door een plaatshouder, en toch in de wachtrij gezet.',
  'story.rejection.p1':
    'De prompt van {storyPrompt} tokens van tenant {storyTenant} ligt ver boven de grens van {maxInput} tokens van de prefill-node (scène 3), dus de prefill-node weigert hem.',
  'story.rejection.p2':
    'De weigering gebeurt in `set_finish_with_abort`, en die stopt het verzoek niet. Ze vervangt de prompt door een **plaatshouder van één token** (`origin_input_ids = [0]`), schrijft de fout (HTTP 400) in een veld voor later, `to_finish`, en laat het veld dat een verzoek als klaar markeert, `finished_reason`, leeg. Daarna gaat het verzoek de [[queues|wachtrij]] in zoals elk ander.',
  'story.rejection.p3':
    'Cloudflare meldt dat de toelatingswachtrijen, waar elke node een verzoek vasthoudt tot hij het kan oppakken (scène 5 volgt ze), alleen controleerden of een verzoek klaar was (`finished_reason`), niet of het geweigerd was. Op één server zou dat onschuldig zijn: één piepkleine [[forward-pass|forward pass]], daarna wordt de openstaande 400 het antwoord. In gesplitste modus doet de decode-node zijn eigen controle tegen zijn eigen, grotere pool, accepteert de prompt en gaat verder met de volledige lengte.',
  'story.rejection.notes1':
    'Het sleutelwoord is „openstaand”: de fout bestaat, maar niets verderop kijkt ernaar.',
  'story.rejection.notes2':
    'Als iemand vraagt naar het verschil van zes tokens: scène 3 zet {prefillPool}, {maxInput} en de foutmelding op een rij.',

  'story.reservation.title': 'Veel pagina’s gereserveerd, één pagina geschreven',
  'story.reservation.slide':
    '{reservedPages} pagina’s gereserveerd, {writtenPages} geschreven: „Success”.',
  'story.reservation.p1':
    'De decode-node reserveert pagina’s voor de volledige prompt, {reservedPages} pagina’s van {pageSize} tokens in de herhaling, en stuurt hun nummers naar de prefill-node. Voor het antwoord reserveert hij geen pagina’s: hij controleert alleen of zijn pool ruimte heeft voor de prompt plus een marge voor het antwoord van minstens 512 tokens (`num_reserved_decode_tokens`; meer als de `max_new_tokens` van de client groter is): een budget, geen pagina’s. De pagina’s van het antwoord worden één decode-stap tegelijk genomen, elk door zijn stap beschreven voordat hij wordt gelezen.',
  'story.reservation.p2':
    'De prefill-node heeft alleen de plaatshouder en plant dus één pagina (`num_pages = 1`). Hij berekent één token, schrijft één pagina in de eerste gereserveerde pagina en meldt de overdrachtstoestand `Success`. Op dat moment wordt het verzoek als klaar gemarkeerd met [[finish-length|`FINISH_LENGTH(0)`]], „gestopt op lengte”: de prefill-node geeft die reden aan elk verzoek waarvan de overdracht slaagt, omdat zijn deel klaar is en de decode-node de rest schrijft (onze lezing van de code). De openstaande 400 blijft in `to_finish` staan, maar niets leest hem nog: **hij wordt genegeerd**.',
  'story.reservation.p3':
    'De decode-node controleert of de overdracht `Success` meldt en of de [[bootstrap-room|`bootstrap_room`]] (de id die beide kanten koppelt) overeenkomt. Beide kloppen. `Success` betekent alleen dat de prefill klaar is met versturen wat hij wilde versturen; niets vergeleek dat met wat de decode-node had gereserveerd. De decode-node behandelt daarna elke gereserveerde pagina als een al berekende prompt, in wat SGLang een [[prebuilt|PREBUILT-batch]] noemt: er loopt geen forward pass over. Het eerste uitvoertoken komt van de prefill, berekend over zijn plaatshouder van één token; elk volgend token komt uit een decode-stap die naar alle gereserveerde pagina’s kijkt. Het lek vraagt dus een antwoord van meer dan één token (`max_new_tokens` boven 1): met `max_new_tokens = 1` eindigt het verzoek met het token van de prefill, vóór elke decode-stap, en leest het geen van de pagina’s die er niet voor beschreven zijn.',
  'story.reservation.notes1':
    'Toon de twee controles naast elkaar: overdracht gelukt, ja; verzoek geweigerd, nooit gevraagd.',
  'story.reservation.notes2': 'Dit is de beslissende stap; spoel hier heen en weer als er tijd is.',

  'story.stale-pages.title': 'Verouderde pagina’s',
  'story.stale-pages.slide':
    'Vrijgegeven pagina’s worden nooit gewist: ze bevatten nog de gegevens van hun laatste eigenaar.',
  'story.stale-pages.p1':
    'In de herhaling werden {stalePages} van de {reservedPages} gereserveerde pagina’s, alle behalve die van de plaatshouder, nooit voor dit verzoek geschreven. SGLang geeft een pagina vrij door haar nummer terug op een vrije lijst te zetten; de KV-buffers worden bij het opstarten eenmaal op nul gezet en **nooit gewist**. Een vrijgegeven pagina bevat nog wat haar laatste eigenaar erin achterliet: een [[stale-page|verouderde pagina]].',
  'story.stale-pages.p2':
    'Van wie de gegevens in die pagina’s zijn, hangt af van de volgorde waarin de decode-node pagina’s uitdeelt: zijn [[staged-free-list|wachtende lijst]]. Een verzoek neemt zijn pagina’s vooraan de vrije lijst. In gesplitste modus gaan de pagina’s van een afgerond verzoek niet meteen terug op die lijst: ze wachten op een aparte lijst. Een verzoek krijgt dus nooit gebruikte pagina’s zolang de vrije lijst er genoeg van heeft voor dat verzoek. Toen het verzoek van tenant {storyTenant} om zijn {reservedPages} pagina’s vroeg, stonden er nog maar {freshPages} nooit gebruikte pagina’s op de vrije lijst, te weinig. Precies dan voegt SGLang samen: de wachtende pagina’s kwamen bij de vrije lijst, de hele lijst werd gesorteerd op paginanummer, laagste eerst, en het verzoek nam de {reservedPages} pagina’s met de laagste nummers, die welke de eerdere verzoeken van tenants {leakedTenants} hadden gevuld, elk nog met de KV van de laatste eigenaar. De nooit gebruikte pagina’s bleven achteraan de lijst, want ze hebben de hoogste nummers: bij het opstarten zet de allocator van SGLang alle pagina’s op volgorde, pagina 1 eerst, en elk verzoek neemt vooraan de lijst; pagina’s gaan dus van het laagste nummer omhoog de deur uit (de engine doet hetzelfde). Op een server die nog niets heeft verwerkt, zouden die pagina’s nullen bevatten.',
  'story.stale-pages.p3':
    'In de weergave kijkt het verzoek van tenant {storyTenant} naar pagina’s die het laatst beschreven zijn door tenants {leakedTenants}. Beweeg over een token van het antwoord of geef het focus om te zien uit welke pagina het kwam. De figuur hieronder tekent de gereserveerde pagina’s, elk als een vierkantje, en telt hoeveel ervan elke eerdere tenant het laatst beschreef.',
  'story.stale-pages.aside':
    '**De aantallen lezen.** De pagina’s van een verzoek bevatten zijn prompt en daarna zijn antwoord. Het antwoord wordt één decode-stap tegelijk geschreven: in de laatste pagina van de prompt zolang daar ruimte is, daarna in een nieuwe pagina. De prompt van {exRequest}, {exPrompt} tokens, vulde precies {exPromptPages} pagina’s, dus zijn antwoord nam er één meer: {exPages} in totaal. De prompt van {exFirstRequest}, {exFirstPrompt} tokens, nam {exFirstPages} pagina’s, en zijn antwoord paste in de ruimte die in de laatste over was. De figuur telt er {exFirstShown}, omdat de pagina van de plaatshouder over de eerste heen werd geschreven. De prompt van {exLastRequest}, {exLastPrompt} tokens, nam {exLastPages} pagina’s, maar de gereserveerde pagina’s houden eerder op: slechts {exLastShown} ervan horen bij de gereserveerde pagina’s. Onder de poolkaarten van de weergave tellen de aantallen alleen op tot de pagina’s van de pool met de regel “beschreven door plaatshouder van 1 token”. Zodra {storyId} heeft geantwoord, komen zijn pagina’s weer vrij, maar de pagina van de plaatshouder blijft in die regel: „vrij, oude data blijft” eindigt dus één lager dan voordat {storyId} kwam. De kaart van de prefill-node heeft één regel meer: daar kunnen de pagina’s van een afgerond verzoek eerst in de [[radix-cache|radix-cache]] van de node blijven, bewaard voor hergebruik tot ze worden verdrongen; verdringen geeft ze vrij, ook zonder ze te wissen.',
  'story.stale-pages.notes1':
    'Vrij betekent „beschikbaar”, niet „gewist”. Die ene zin is het hele lek.',
  'story.stale-pages.notes2':
    'Noem de tussenlijst alleen als het publiek vraagt waarom juist deze pagina’s.',

  'story.status-200.title': 'HTTP 200 met andermans gegevens',
  'story.status-200.slide': 'De statuscontrole slaagt. De uitvoercontrole faalt.',
  'story.status-200.p1':
    'De decode-node genereert uit die pagina’s en rondt normaal af, met **HTTP 200**. Beide routers van SGLang geven dat door: ook de prefill-node antwoordde 200, omdat na `Success` niets zijn openstaande 400 nog leest; `sgl-router` heeft dus geen fout door te geven, en `mini_lb` gooit het antwoord van de prefill hoe dan ook weg.',
  'story.status-200.p2':
    'Een controle van statuscodes slaagt: 200 is wat een goed antwoord teruggeeft. Een controle van de uitvoer faalt: het antwoord is bepaald door prompts van andere gebruikers. De twee persverslagen halen ook Unite.AI aan; volgens Unite.AI, dat het rapport aanhaalt, controleerden de tests van Cloudflare vóór de lancering HTTP-statuscodes en prestaties bij lange context, niet de juistheid van de uitvoer van het model: de eerste controle, niet de tweede.',
  'story.status-200.p3':
    'De woorden van het antwoord in de weergave zijn door deze pagina verzonnen: de engine toont voor elk token een woord van het verzoek op wiens pagina het steunde, om te laten zien waar het vandaan komt. Het eerste woord, ⟨0⟩, staat voor het token dat de prefill-node over zijn plaatshouder van één token berekende; elk volgend woord komt uit een decode-stap. Een echt model schrijft nieuwe tekst, bepaald door die pagina’s: Cloudflare zegt dat de {responses} antwoorden gegevens uit verzoeken van andere gebruikers bevatten, maar niet van welke soort.',
  'story.status-200.notes1':
    'De statuscontrole slaagt en de uitvoercontrole faalt: om dat contrast draait deze dia.',
  'story.status-200.notes2':
    'Speculeer niet over wat de echte antwoorden blootgaven: Cloudflare heeft het niet gezegd.',

  'story.fixes.title': 'De oplossingen',
  'story.fixes.p0':
    '**De live weergave wisselt hier van scenario.** Tot nu toe speelde ze het incident na zoals het draaide; in deze scène draait ze dezelfde werklast met één wijziging, de fix „Weigeren bij toelating” (een rij van de tabel hieronder), dus de herhaling is korter: het afgewezen verzoek stopt aan de deur. Een rij van de tabel hieronder kiezen wisselt opnieuw; scène 10 wisselt terug.',
  'story.fixes.slide':
    'Weiger aan de deur met de oorspronkelijke fout; maak elke pool minstens zo groot als het venster.',
  'story.fixes.p1':
    'Cloudflare meldt twee maatregelen. Configuratie: de prefill-KV-pool verhoogd tot ongeveer {newPool} miljoen tokens, zo’n twee keer het contextvenster ({ratio}×, afgeleid), dezelfde verhouding als in Cloudflares eigen configuratie voor een ander model op Workers AI, GLM-5.2. De persberichten zeggen dat zonder de cijfers van die configuratie te geven; het is niet de server met GLM-5.2 uit het issue van scène 9. Code: SGLang gooit geweigerde verzoeken nu weg met hun oorspronkelijke fout, vóór elke KV-overdracht. Waarom ongeveer twee keer het venster en niet het venster zelf, zeggen de publieke bronnen niet. Om de band te sluiten volstaat een pool zo groot als het venster of groter (de limiet van SGLang, scène 3). Onze afleiding, nergens vermeld: de extra ruimte laat een node de KV van andere verzoeken bewaren naast één prompt zo lang als het venster.',
  'story.fixes.p2':
    'Welke codewijziging de fix is, daarover zijn de bronnen het niet eens. De persverslagen zeggen dat het pull request #38704 is, in SGLang sinds v0.5.20, en raden aan te upgraden naar v0.5.22 of later. De SGLang-tracker die wij konden lezen toont #38704 nog open, en twee samengevoegde pull requests op hetzelfde pad: #36988 („Afgebroken prefill afhandelen” hieronder), dat een geweigerd verzoek na de forward pass van de prefill afhandelt, en #38935 („Weigeren bij toelating”), dat het al bij aankomst afhandelt. Beide stoppen het vóór elke KV-overdracht, zoals de persverslagen de fix van Cloudflare beschrijven. Beide bronnen staan hier; de rest van de pagina verwijst hiernaar. Wanneer #36988 is samengevoegd (het werd geopend op 29 augustus 2026, tijdens het lek) en welke SGLang-versie de nodes van Cloudflare draaiden, dus welke van deze wijzigingen, zegt het openbare dossier niet.',
  'story.fixes.p3':
    'Elke rij hieronder draait dezelfde belasting met één wijziging, met elk van de twee routers uit scène 2. Omdat `mini_lb` het antwoord van de decode-node teruggeeft en `sgl-router` de eerste fout van een van beide nodes, kan dezelfde fix via de ene een 400 geven en via de andere een 500. Beide stoppen het lek (een fout in plaats van een 200), maar alleen de 400 is het juiste antwoord: de 500 komt van de decode-node, waarvan de overdracht mislukte of verliep, en draagt de oorspronkelijke melding niet; de tabel markeert hem daarom met ✗. `sgl-router` zou een 500 opnieuw proberen op een nieuw paar; de engine doet één poging. Kies een rij om haar in de live weergave te zien, met de router van het scenario, `sgl-router`.',
  'story.fixes.notes1':
    'Twee oplossingen, twee lagen: de code stopt de stroom, de configuratie dicht het gat.',
  'story.fixes.notes2':
    'Wees voorzichtig met de pull-requestnummers: pers en tracker zijn het niet eens (tweede alinea).',

  'story.check-your-nodes.title': 'Controleer uw eigen nodes',
  'story.check-your-nodes.slide':
    'Blootgesteld als de prefill-node weigert wat de decode-node accepteert.',
  'story.check-your-nodes.p0':
    '**De live weergave wisselt hier van scenario.** Tot nu toe speelde ze het incident bij Workers AI na; vanaf deze scène speelt ze de cijfers na van een vergelijkbare melding op de tracker van SGLang, issue #30233 (hieronder beschreven): één tenant en twee verzoeken, {issueRequests}, met een prefill-pool van {issuePool} tokens in plaats van {prefillPool}. {issueWarm} is een opwarmverzoek van {issueWarmTokens} tokens; {issueLong} is een prompt van {issueLongTokens} tokens, te lang voor die prefill-node en kort genoeg voor de decode-node. De calculator hieronder toont een andere deployment: hij begint met de cijfers van Workers AI, en zijn voorbeeld “Issue #30233” laadt die van de weergave.',
  'story.check-your-nodes.p1':
    'Het lek vraagt een prompt die de prefill-node weigert en de decode-node accepteert. Vul uw eigen cijfers in: de rekenhulp past de limiet van SGLang op elke node toe en toont de band van blootgestelde promptlengtes, als die er is. Het advies van Cloudflare aan SGLang-gebruikers is dezelfde controle: vergelijk op elke node de KV-pool met de contextlengte. Het omgekeerde geval, een decode-pool kleiner dan de prefill-pool, is dit lek niet: de engine, gedraaid op de werklast van het incident met de twee pools verwisseld, beantwoordt de lange prompt met HTTP 400 en de eigen fout van de decode-node, en leest geen verouderde pagina, onder beide routers en met of zonder elke fix.',
  'story.check-your-nodes.p2':
    'Issue #30233, gemeld op {issueDate}, had dezelfde vorm met andere cijfers: context {context} tokens, prefill-pool {issuePool} tokens, paginagrootte 64. De melder zag decode onzin produceren uit onvolledige KV, en de prefill-node `prompt_tokens = 1` melden: die had alleen de plaatshouder van één token verwerkt. De weergave speelt die cijfers na op een verse server, waar nooit beschreven pagina’s nullen bevatten (de voorgeschiedenis van de server is een aanname). Onzin past bij beide gevallen: nullen op een verse server, gegevens van andere verzoeken op een drukke (een afleiding uit de code van SGLang).',
  'story.check-your-nodes.notes1':
    'Nodig het publiek uit om na de talk hun eigen cijfers te proberen; de rekenhulp werkt offline.',
  'story.check-your-nodes.notes2':
    'De band is [prefill-limiet, decode-limiet): leeg als de prefill-pool de grootste is of als beide het venster halen.',

  'story.unknowns.title': 'Wat niet bekend is, en de openbare bronnen',
  'story.unknowns.p0':
    '**De live weergave wisselt hier terug** naar het incident zoals het draaide (scènes 1 tot 7), bij de laatste stap: het lekkende antwoord, in de verzonnen woorden van scène 7.',
  'story.unknowns.slide': 'Wat niet bekend is, de dag van het incident, en de openbare bronnen.',
  'story.unknowns.p1':
    'Het rapport van Cloudflare, zoals de persverslagen het weergeven, laat dit open:',
  'story.unknowns.p2':
    'De les die de verslagen trekken: prefill en decode over aparte machines verdelen maakt lange contexten betaalbaar, maar verlegt de beveiligingsgrens naar de integriteit van gedeeld GPU-geheugen. Als het afstemmen van middelen en prestatietests vóór het controleren van de uitvoer gaan, is één onafgehandelde foutsituatie genoeg om efficiëntie om te zetten in verlies van isolatie.',
  'story.unknowns.notes1':
    'Eindig met wat niet bekend is: vul de gaten niet in, en zeg wie wat beweert.',
  'story.unknowns.notes2':
    'Tijdlijn: de dag ervoor gemeld, incident uitgeroepen om {t1322} UTC, oorzaak {causeMinutes} minuten later gevonden.',
};
