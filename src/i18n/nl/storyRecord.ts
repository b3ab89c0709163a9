/** Oplossingen, onbekenden, tijdlijn en openbare bronnen, in het Nederlands (owner: story). */
import type { storyRecord as en } from '../en/storyRecord';
import type { Translation } from '../types';

export const storyRecord: Translation<typeof en> = {
  'story.fix.head.change': 'Wijziging',
  'story.fix.head.source': 'Bron',
  'story.fix.head.status': 'HTTP-status',
  'story.fix.head.stale': 'Pagina’s van andere tenants gelezen',
  'story.fix.head.output': 'Juist antwoord',
  'story.fix.head.effect': 'Wat het wel en niet had voorkomen',
  'story.fix.pages': '{n} {n|pagina|pagina’s}',
  'story.fix.pass': 'ja',
  'story.fix.fail': 'nee',
  'story.fix.show': 'Tonen',
  'story.fix.showing': 'Getoond',
  'story.fix.caption': 'Uitkomst van „{fix}” per router',

  'story.fix.none.label': 'Zoals uitgerold',
  'story.fix.none.source': 'kwetsbare versies',
  'story.fix.none.effect':
    'Het lek: HTTP 200 met beide routers, gebouwd op pagina’s die nog de KV van andere verzoeken bevatten.',
  'story.fix.rejectAtAdmission.label': 'Weigeren bij toelating',
  'story.fix.rejectAtAdmission.source': '#38935, samengevoegd (tracker)',
  'story.fix.rejectAtAdmission.effect':
    'Elke node trekt bij de toelating, met zijn oorspronkelijke 400, een verzoek terug dat hij zelf heeft afgewezen; op die node wordt niets toegewezen of verstuurd. Wat het hier verandert: de prefill-node, die de prompt afwijst, trekt het verzoek al aan de deur terug, vóór elke forward pass; hij meldt dus nooit `Success`, antwoordt nooit 200 en stuurt geen KV: er wordt geen verouderde pagina gelezen. De decode-node, met zijn grotere pool, accepteert de prompt; de prefill-node laat hem niets weten van de afwijzing. Wat het decode-verzoek beëindigt, hangt af van de router. `sgl-router` geeft meteen de 400 van de prefill door (het juiste antwoord) en laat zijn eigen verzoek aan de decode-node vallen (PR #29017, „cancel paired decode when prefill fails”); in de engine gebeurt dat voordat de decode-node het verzoek heeft opgenomen, dus hij reserveert niets. `mini_lb` wacht op de decode-node, die zijn pagina’s reserveert, geen KV krijgt en na zijn overdrachtstime-out ({timeout} s) 500 antwoordt. De client krijgt hetzelfde als met ‘Afgebroken prefill afhandelen’ hieronder; het verschil is waar de prefill stopt: aan de deur in plaats van na zijn forward pass. In het omgekeerde geval (de decode-node weigert, de prefill accepteert) trekt de decode-node het verzoek terug voordat hij de prefill kan bereiken, die wacht op koppeling tot hij het opgeeft (na {timeout} s; afgeleid uit de code).',
  'story.fix.retireAbortedPrefill.label': 'Afgebroken prefill afhandelen',
  'story.fix.retireAbortedPrefill.source': '#36988, samengevoegd (tracker)',
  'story.fix.retireAbortedPrefill.effect':
    'Stopt het verouderd lezen: de prefill-node handelt het verzoek af na zijn forward pass en stuurt geen KV. Wat de klant krijgt, hangt af van de router: `sgl-router` geeft de 400 door (de beschrijving van #38935: „so the client does get its 400”); `mini_lb` geeft de 500 van de decode-node terug na zijn overdrachtstimeout ({timeout} s).',
  'story.fix.honorAbortBeforeHandoff.label': 'Afbreken respecteren vóór de overdracht',
  'story.fix.honorAbortBeforeHandoff.source': '#38704, eerste helft; open (tracker)',
  'story.fix.honorAbortBeforeHandoff.effect':
    'Het geweigerde verzoek bereikt de overdracht nooit: de prefill-node handelt het af met de oorspronkelijke 400 en meldt het aan de decode-node, waarvan de overdracht dan mislukt. `sgl-router` geeft de 400 door; `mini_lb` geeft de 500 van de decode-node terug, meteen en niet na een timeout. Een decode-node die de prompt zelf weigerde, houdt zijn eigen 400 en reserveert niets: met gelijke pools geven beide routers een 400.',
  'story.fix.coverageCheck.label': 'Dekkingscontrole',
  'story.fix.coverageCheck.source': '#38704, tweede helft; open (tracker); volgens de pers de fix',
  'story.fix.coverageCheck.effect':
    'Alleen: de prefill meldt nog steeds `Success`, maar de decode-node weigert een overdracht die minder dekt dan hij reserveerde (`KVPoll.Failed`). Geen verouderd lezen, en een 500 met beide routers, omdat de prefill zelf 200 antwoordde. De tekst van de weigering is de formulering van de engine: de precieze tekst van SGLang kon niet worden gelezen. Met ook de eerste helft aan geeft `sgl-router` de 400.',
  'story.fix.notifyDecodeOnAbort.label': 'Decode melden bij afbreken',
  'story.fix.notifyDecodeOnAbort.source': 'PR #28651, gesloten zonder samenvoegen (tracker)',
  'story.fix.notifyDecodeOnAbort.effect':
    'In de herhaling verandert het alleen niets: de prefill breekt nooit af, omdat na `Success` de openstaande fout nooit wordt gelezen. Samen met #36988 spaart het `mini_lb` de timeout: de decode-node faalt meteen, nog steeds met een 500; `sgl-router` geeft de 400 met of zonder.',
  'story.fix.scrubOnFree.label': 'Wissen bij vrijgeven',
  'story.fix.scrubOnFree.source': 'niet in SGLang; een ontwerpkeuze',
  'story.fix.scrubOnFree.effect':
    'Er worden geen gegevens van andere tenants gelezen, maar met beide routers blijft het antwoord een 200 gebouwd op nullen: fout, zonder het lek. Het kost geheugenbandbreedte bij elke vrijgave. De tabel aan het eind van de pagina (‘Geen eenmalig geval’) noemt ‘Wissen bij toewijzing’: dezelfde verdediging, pagina’s op nul zetten, maar gedaan wanneer een pagina wordt uitgedeeld in plaats van wanneer ze wordt vrijgegeven; voor dit incident is het resultaat hetzelfde.',
  'story.fix.head.router': 'Router',
  'story.fix.head.exposed': 'Prompt\u00adlengtes die lekken',
  'story.fix.group.baseline': 'Het uitgangspunt',
  'story.fix.group.baseline.rule':
    'De werklast van scènes 1 tot 7, ongewijzigd. Elke rij hieronder verandert één ding, laat dezelfde werklast opnieuw door de engine lopen met elke router, en staat in de groep van wat die verandering alleen doet. „Promptlengtes die lekken” (afgeleid): de band van scène 3, zoals de verandering hem laat, als een prompt daarbinnen nog pagina’s van een andere tenant leest; 0 als dat niet zo is, ook waar het antwoord nog fout is.',
  'story.fix.group.stops': 'Stopt het lek van gegevens van andere tenants',
  'story.fix.group.stops.rule':
    'Met beide routers leest geen enkele promptlengte pagina’s van een andere tenant. Niet elke rij hier geeft een juist antwoord. De kolom „Juist antwoord” zegt of de client krijgt wat een juiste server hem verschuldigd is: de oorspronkelijke 400, met de eigen melding van SGLang, als de limiet van een node de prompt weigert; anders een 200 die alleen op zijn eigen prompt steunt.',
  'story.fix.group.narrows': 'Verkleint het',
  'story.fix.group.narrows.rule':
    'Het lekt nog, maar voor minder promptlengtes, minder pagina’s, of met maar één router.',
  'story.fix.group.nothing': 'Verandert alleen niets',
  'story.fix.group.nothing.rule':
    'Dezelfde status, pagina’s, beoordeling en blootgestelde lengtes als uitgerold, met beide routers.',
  'story.fix.poolBelowWindow.label':
    'Prefill-pool verhoogd naar {pool} tokens, nog onder het venster',
  'story.fix.poolBelowWindow.source':
    'een wat-als van de herhaling, geen gerapporteerde configuratie',
  'story.fix.poolBelowWindow.effect':
    'De band begint hoger, dus minder promptlengtes zijn blootgesteld, maar deze prompt van {storyPrompt} tokens wordt nog steeds door de prefill-node geweigerd en door de decode-node aangenomen: dezelfde 200, gebouwd op pagina’s van andere tenants, met beide routers. Alleen een pool op of boven het venster sluit de band.',
  'story.fix.pool2x.label': 'Prefill-pool op ongeveer 2× het venster',
  'story.fix.pool2x.source': 'de configuratiemaatregel van Cloudflare',
  'story.fix.pool2x.effect':
    'De prompt past op beide nodes en wordt juist beantwoord. Dat sluit de band voor deze installatie, niet de bug: elke node met een pool kleiner dan het venster opent hem weer.',
  'story.fix.equalPools.label': 'Decode-pool even klein als de prefill-pool',
  'story.fix.equalPools.source': 'ter vergelijking',
  'story.fix.equalPools.effect':
    'Beide nodes weigeren, en de klant krijgt met beide routers een 400 (een afleiding uit de code van SGLang): het lek vraagt een decode-node die accepteert wat de prefill-node weigert.',
};
