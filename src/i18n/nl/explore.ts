/**
 * Nederlandse teksten van het verkenscherm (sleutels uit ../en/explore.ts, owner of the English:
 * explore shell; translation: story). SGLang-namen blijven ongewijzigd.
 */
import type { explore as en } from '../en/explore';
import type { screens } from '../en/screens';
import type { Translation } from '../types';
import { exploreNarration } from './exploreNarration';

export const explore: Translation<typeof en & typeof screens, 'explore.'> = {
  'explore.title': 'Het mechanisme verkennen',
  'explore.tagline':
    'Loop stap voor stap door een geweigerde prompt in de gesplitste prefill/decode-serving van SGLang.',
  'explore.skip': 'Naar de bediening',

  'explore.app.name': 'Stale Pages',
  'explore.nav.lab': 'Trainingslab',
  'explore.app.error.title': 'Er ging iets mis',
  'explore.app.error.body':
    'Dit deel van de pagina liep op een fout en is gestopt. Uw link bevat nog steeds het scenario en de stap.',
  'explore.app.error.detail': 'Fout: {message}',
  'explore.app.error.reload': 'Opnieuw laden',
  'explore.app.notFound': 'Er is geen pagina op „{route}”. Hier is de startpagina.',
  'explore.app.nav.home': 'Verhaal',
  'explore.app.nav.explore': 'Verkennen',
  'explore.app.nav.present': 'Presenteren',
  'explore.app.theme.toDark': 'Donker thema',
  'explore.app.theme.toLight': 'Licht thema',
  'explore.app.dismiss': 'Sluiten',

  'explore.computing': 'Het spoor wordt berekend…',
  'explore.loading': 'Het scenario wordt geladen…',
  'explore.stepOf': 'Stap {step} van {total}',
  'explore.tick': 'tick {tick}',

  'explore.playback.label': 'Afspelen',
  'explore.playback.play': 'Afspelen',
  'explore.playback.pause': 'Pauze',
  'explore.playback.prevStep': 'Vorige stap',
  'explore.playback.nextStep': 'Volgende stap',
  'explore.playback.prevKey': 'Vorig sleutelmoment',
  'explore.playback.nextKey': 'Volgend sleutelmoment',
  'explore.playback.timeline': 'Tijdlijn',
  'explore.playback.timelineValue': 'Stap {step} van {total}: {label}',
  'explore.playback.speed': 'Snelheid',
  'explore.playback.speedValue': '{n} {n|stap|stappen}/s',
  'explore.playback.keyMoments': 'Sleutelmomenten zijn gemarkeerd op de tijdlijn.',
  'explore.playback.shortcuts': 'Sneltoetsen',

  'explore.shortcuts.title': 'Sneltoetsen',
  'explore.shortcuts.close': 'Sluiten',
  'explore.shortcuts.space': 'Afspelen of pauzeren',
  'explore.shortcuts.arrows': 'Vorige of volgende stap',
  'explore.shortcuts.shiftArrows': 'Vorig of volgend sleutelmoment',
  'explore.shortcuts.homeEnd': 'Eerste of laatste stap',
  'explore.shortcuts.help': 'Deze lijst tonen',
  'explore.shortcuts.esc': 'Deze lijst sluiten',
  'explore.shortcuts.note':
    'Sneltoetsen werken overal op het scherm, behalve als een tekstvak of lijst de focus heeft.',
  'explore.shortcuts.key.space': 'Spatie',
  'explore.shortcuts.key.arrows': '← / →',
  'explore.shortcuts.key.shiftArrows': 'Shift + ← / →',
  'explore.shortcuts.key.homeEnd': 'Home / End',
  'explore.shortcuts.key.help': '?',
  'explore.shortcuts.key.esc': 'Esc',

  'explore.narration.label': 'Wat er nu gebeurt',
  'explore.narration.empty': 'Nog geen stap.',
  'explore.narration.start':
    'Nieuw hier? Druk op » „Volgend sleutelmoment” (of Shift+→) om door het verhaal te springen; de markeringen onder de tijdlijn tonen waar. Zet daarna een oplossing aan, of kies een andere router, en zie hoe hetzelfde verzoek eindigt: een 400, een 500, of nog steeds het lek.',
  'explore.log.title': 'Gebeurtenissenlog',
  'explore.log.hint': 'De stappen tot nu toe; kies er een om terug te springen.',
  'explore.log.key': 'sleutelmoment',
  'explore.log.hidden':
    '{n} {n|eerdere stap|eerdere stappen} niet getoond; gebruik de tijdlijn om {n|haar|ze} te bereiken.',
  'explore.log.item': '{step}. {label}',

  'explore.kind.router.dispatch': '{req}: router stuurt naar beide nodes',
  'explore.kind.router.response': '{req}: antwoord HTTP {status}',
  'explore.kind.prefill.tokenizer_reject': '{req}: tokenizer van prefill weigert (400)',
  'explore.kind.decode.tokenizer_reject': '{req}: tokenizer van decode weigert (400)',
  'explore.kind.prefill.reject': '{req}: prefill weigert → plaatshouder',
  'explore.kind.prefill.bootstrap_add': '{req}: PrefillBootstrapQueue.add',
  'explore.kind.prefill.retire_at_admission': '{req}: prefill zet af bij toelating',
  'explore.kind.prefill.bootstrapped': '{req}: pop_bootstrapped',
  'explore.kind.prefill.honor_abort': '{req}: prefill respecteert het afbreken vóór de overdracht',
  'explore.kind.prefill.forward': '{req}: forward pass prefill',
  'explore.kind.prefill.retire_aborted': '{req}: prefill handelt het afgebroken verzoek af',
  'explore.kind.prefill.send_kv_chunk': '{req}: send_kv_chunk',
  'explore.kind.prefill.cancelled': '{req}: router laat het prefill-verzoek vallen',
  'explore.kind.prefill.bootstrap_timeout': '{req}: bootstrap-time-out van de prefill → HTTP 500',
  'explore.kind.prefill.transfer_success': '{req}: KVPoll.Success bij prefill',
  'explore.kind.decode.reject': '{req}: decode weigert → plaatshouder',
  'explore.kind.decode.prealloc_add': '{req}: DecodePreallocQueue.add',
  'explore.kind.decode.handshake': '{req}: handshake decode',
  'explore.kind.decode.retire_at_admission': '{req}: decode zet af bij toelating',
  'explore.kind.decode.honor_abort': '{req}: decode houdt zijn eigen 400 vóór de overdracht',
  'explore.kind.decode.prealloc': '{req}: decode reserveert de pagina’s van de prompt',
  'explore.kind.decode.prealloc_drop': '{req}: pop_preallocated laat het vallen',
  'explore.kind.decode.transfer_success': '{req}: decode accepteert de overdracht',
  'explore.kind.decode.transfer_failed': '{req}: decode ziet KVPoll.Failed → HTTP {status}',
  'explore.kind.decode.coverage_refused': '{req}: dekkingscontrole weigert',
  'explore.kind.decode.cancelled': '{req}: router annuleert het decode-verzoek',
  'explore.kind.router.client_abort': '{req}: de client haakt af → beide nodes breken het af',
  'explore.kind.decode.timeout': '{req}: overdrachtstimeout decode → HTTP 500',
  'explore.kind.decode.prebuilt': '{req}: PREBUILT-batch',
  'explore.kind.decode.step': '{req}: decode-stap',
  'explore.kind.decode.step.run': '{req}: {n} {n|decode-stap|decode-stappen}',
  'explore.kind.decode.finish': '{req}: decode rondt af',
  'explore.kind.decode.retract': '{req}: decode neemt het terug (pool te krap)',
  'explore.kind.decode.resume': '{req}: decode hervat het',
  'explore.kind.pool.merge': '{req}: vrije lijst {node} samengevoegd',
  'explore.kind.prefill.transfer_start': '{req}: de KV-schrijfactie begint (komt later aan)',
  'explore.kind.prefill.source_released':
    '{req}: prefill geeft de bron vrij voordat de schrijfactie die las',
  'explore.kind.decode.kv_landed': '{req}: de KV-schrijfactie komt aan',
  'explore.kind.decode.late_write': '{req}: een late schrijfactie komt aan op vrijgegeven pagina’s',
  'explore.kind.decode.hold_released':
    '{req}: vastgehouden pagina’s gaan terug naar de vrije lijst',
  'explore.kind.decode.checksum_mismatch': '{req}: KV-checksum klopt niet → HTTP 500',

  'explore.node.prefill': 'prefill',
  'explore.node.decode': 'decode',
  'explore.node.router': 'router',
  'explore.list.and': '{a} en {b}',

  'explore.unit.token': '{n} {n|token|tokens}',
  'explore.unit.page': '{n} {n|pagina|pagina’s}',

  ...exploreNarration,

  'explore.scenario.label': 'Scenario',
  'explore.scenario.file': 'Uit bestand: {name}',
  'explore.scenario.description': 'Over dit scenario',
  'explore.file.label': 'Een scenariobestand laden',
  'explore.file.hint':
    'JSON, hetzelfde formaat als de ingebouwde scenario’s; of sleep een bestand ergens op dit scherm.',
  'explore.file.drop': 'Laat een scenariobestand los om het te laden',
  'explore.file.errors':
    'Het bestand „{file}” is niet geladen ({n} {n|probleem|problemen}). Het vorige scenario blijft staan.',
  'explore.file.error.read': 'het bestand kon niet gelezen worden',
  'explore.file.question':
    'dit is het startscenario van de labvraag "{title}", die u nog niet hebt beantwoord: het afspelen zou het antwoord tonen. Verkennen opent het zodra u de vraag in het lab hebt beantwoord.',
  'explore.file.error.tooLarge':
    'het bestand is {size} bytes, meer dan de {limit} bytes (5 MB) die een scenariobestand mag hebben',
  'explore.file.error.utf16': 'het bestand is {encoding}; sla het op als UTF-8',
  'explore.file.error.nul': 'een NUL-byte op byte-offset {offset}: dit is geen tekstbestand',
  'explore.file.error.invalidUtf8': 'geen geldige UTF-8: byte {byte} op byte-offset {offset}',
  'explore.file.loaded': '„{name}” geladen uit een bestand.',
  'explore.file.noUrl':
    'Een scenario uit een bestand kan niet in de link worden bewaard: delen of herladen van deze pagina toont het ingebouwde scenario.',

  'explore.fixes.title': 'Schakelpaneel voor oplossingen',
  'explore.fixes.hint':
    'Zet oplossingen aan of uit; het scenario draait meteen opnieuw en houdt de stap vast.',
  'explore.fixes.outcome': 'Alleen deze schakelaar, voor {req}:',
  'explore.fixes.outcome.correct': 'juist',
  'explore.fixes.outcome.leak': 'gegevens van andere tenants',
  'explore.fixes.outcome.wrong': 'niet juist',
  'explore.fixes.rejectAtAdmission': 'Weigeren bij toelating',
  'explore.fixes.rejectAtAdmission.hint':
    'Een node die een verzoek weigert, handelt het af in zijn toelatingswachtrij met de oorspronkelijke 400; er wordt niets toegewezen. De andere node hoort het niet.',
  'explore.fixes.rejectAtAdmission.pr': 'samengevoegde PR #38935',
  'explore.fixes.retireAbortedPrefill': 'Afgebroken prefill afhandelen',
  'explore.fixes.retireAbortedPrefill.hint':
    'De prefill handelt het afgebroken verzoek af na zijn forward pass en stuurt geen KV; decode hoort het niet.',
  'explore.fixes.retireAbortedPrefill.pr': 'samengevoegde PR #36988',
  'explore.fixes.honorAbortBeforeHandoff': 'Afbreken respecteren vóór de overdracht',
  'explore.fixes.honorAbortBeforeHandoff.hint':
    'Een afgebroken verzoek bereikt de overdracht nooit: de prefill handelt het af met de oorspronkelijke 400 en meldt het aan zijn decode-partner.',
  'explore.fixes.honorAbortBeforeHandoff.pr': 'open PR #38704, eerste helft',
  'explore.fixes.coverageCheck': 'Dekkingscontrole',
  'explore.fixes.coverageCheck.hint':
    'De prefill meldt hoeveel KV hij dekte; decode weigert een overdracht die korter is dan wat hij reserveerde (500).',
  'explore.fixes.coverageCheck.pr': 'open PR #38704, tweede helft',
  'explore.fixes.notifyDecodeOnAbort': 'Decode melden bij afbreken',
  'explore.fixes.notifyDecodeOnAbort.hint':
    'Prefill meldt het zijn decode-peer als hij afbreekt, in plaats van hem te laten wachten op de timeout.',
  'explore.fixes.notifyDecodeOnAbort.pr': 'PR #28651',
  'explore.defences.title': 'Verdedigingen tegen de familie van paginalevensduur',
  'explore.defences.hint':
    'In dit scenario kost een KV-schrijfactie tijd. Elke verdediging hieronder wordt in de bronnen besproken; kijk welke dit lek stopt.',
  'explore.defences.hintUntimed':
    'In dit scenario komt elke KV-schrijfactie meteen aan: de verdedigingen die pagina’s vasthouden veranderen hier niets (open de late schrijver, de verloren leegloopbevestiging of de hergebruikte bronpagina om ze te zien werken). De checksum en het wissen werken op elk scenario.',
  'explore.defences.refcountPin': 'Vastpinnen met referentietelling',
  'explore.defences.refcountPin.hint':
    'Pagina’s gaan pas terug naar de vrije lijst als de schrijfactie erop is aangekomen, op beide nodes (PR #24519, gesloten, niet samengevoegd).',
  'explore.defences.deferredRelease': 'Uitgestelde vrijgave',
  'explore.defences.deferredRelease.hint':
    'De decode houdt de pagina’s van een afgebroken verzoek vast tot de prefill bevestigt dat de schrijfactie is leeggelopen, of tot een deadline, en geeft ze dan toch vrij (in SGLang, standaard uit).',
  'explore.defences.drainBarrier': 'Leegloopbarrière',
  'explore.defences.drainBarrier.hint':
    'Zoals uitgestelde vrijgave, zonder deadline en met een leegloopsignaal dat niet verloren kan gaan (een ontwerpkeuze, in geen enkele code).',
  'explore.defences.scrubOnAlloc': 'Wissen bij toewijzen',
  'explore.defences.scrubOnAlloc.hint':
    'Pagina’s worden op nul gezet als ze worden uitgegeven: vreemde KV wordt nullen, nog steeds HTTP 200 (in geen enkele code gevonden).',
  'explore.defences.kvChecksum': 'KV-checksum',
  'explore.defences.kvChecksum.hint':
    'Optioneel: de decode vergelijkt een samenvatting van wat hij heeft met die van de prefill; een verschil antwoordt HTTP 500. Momentopname: een schrijfactie die na de samenvatting aankomt, wordt gemist.',
  'explore.defences.kvChecksum.off': 'uit',
  'explore.defences.kvChecksum.39229': 'PR #39229 (gesloten): de laatste rijen',
  'explore.defences.kvChecksum.39500': 'PR #39500 (samengevoegd): de hele prompt',
  'explore.fixes.scrubOnFree': 'Wissen bij vrijgeven',
  'explore.fixes.scrubOnFree.hint':
    'Pagina’s op nul zetten als ze worden vrijgegeven (extra verdedigingslaag, kost bandbreedte).',
  'explore.fixes.scrubOnFree.pr': 'niet in SGLang; een ontwerpkeuze',
  'explore.router.title': 'Router',
  'explore.router.hint':
    'Welke router de client antwoordt. Het scenario draait meteen opnieuw; voor de oplossingen verschilt de uitkomst per router.',
  'explore.router.mini_lb':
    'De Python-loadbalancer van SGLang: de client krijgt status en body van de decode-node.',
  'explore.router.sgl-router':
    'De router in Rust: de fout van een node (niet-2xx) bereikt de client; welke als beide falen, en wanneer, hangt af van zijn versie (hieronder).',
  'explore.router.default': 'dat van het scenario',
  'explore.router.build':
    'Versie (routerBuild van het scenario; standaard {default}, de nieuwste code, wat sglang-router vandaag installeert, omdat niet openbaar is welke versie de deployment van het incident draaide): {build}. {what}',
  'explore.router.build.dispatch-03744dbe':
    'De nieuwste gatewaycode (dispatch.rs): de eerste fout van een van beide nodes wint en het andere verzoek wordt gedropt.',
  'explore.router.build.select-29017':
    'De select-lus van PR #29017: een fout van de prefill wint meteen; een fout van de decode wacht op het antwoord van de prefill, wiens fout wint.',
  'explore.router.build.join-004dcda2':
    'pd_router.rs met tokio::join!: wacht op beide nodes, dan de fout van de decode, dan die van de prefill.',
  'explore.router.build.drain-0105f2a3':
    'De oudere sgl-router: de prefill wordt op de achtergrond leeggemaakt; de client krijgt het antwoord van de decode-node.',

  'explore.pools.title': 'Poolgroottes',
  'explore.pools.hint': 'Druk op Enter of verlaat het veld om toe te passen.',
  'explore.pools.prefill': 'Prefill-pool (tokens)',
  'explore.pools.decode': 'Decode-pool (tokens)',
  'explore.pools.pageSize': 'Paginagrootte (tokens)',
  'explore.pools.reset': 'Terug naar de groottes van het scenario',
  'explore.pools.invalid': 'Niet toegepast: {message}',
  'explore.pools.notNumber': 'vul een geheel getal in',
  'explore.pools.limits':
    'Limieten: prefill weigert vanaf {prefill} tokens, decode vanaf {decode}.',

  'explore.url.unknownScenario':
    'De link noemt een onbekend scenario „{name}”; „{fallback}” wordt getoond.',
  'explore.url.fileScenario':
    'De link wees naar een scenario uit een bestand, dat een link niet kan bevatten; „{fallback}” wordt getoond.',
  'explore.url.badStep': 'Stap „{value}” uit de link bestaat hier niet; stap {step} wordt getoond.',
  'explore.url.badSelection':
    'De link selecteert een onbekend verzoek „{value}”; {req} wordt getoond.',
  'explore.url.badFix': 'De link noemt onbekende oplossingen ({names}); die zijn genegeerd.',
  'explore.url.badRouter':
    'De router uit de link „{value}” is geen mini_lb of sgl-router; die van het scenario wordt gebruikt.',
  'explore.url.badPool': 'De poolgroottes uit de link zijn niet toegepast: {message}',
  'explore.url.badParam':
    'De link bevat parameters die deze pagina niet kent ({names}); genegeerd.',
  'explore.url.badPp':
    'De prefill-poolgrootte uit de link „pp={value}” is geen geheel getal; die van het scenario wordt gebruikt.',
  'explore.url.badDp':
    'De decode-poolgrootte uit de link „dp={value}” is geen geheel getal; die van het scenario wordt gebruikt.',
  'explore.url.badPs':
    'De paginagrootte uit de link „ps={value}” is geen geheel getal; die van het scenario wordt gebruikt.',
  'explore.url.badLang':
    'De taal uit de link „{value}” is niet beschikbaar (Engels, Frans, Nederlands); die is genegeerd.',
  'explore.computing.progress': '{done} van {total} {total|verzoek|verzoeken} beantwoord',
  'explore.computing.cancel': 'Annuleren',
  'explore.run.cancelled': 'Berekening geannuleerd: het scenario van daarvoor blijft staan.',
  'explore.run.error': 'De engine kon dit scenario niet uitvoeren: {message}',
};
