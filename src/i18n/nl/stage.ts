/** Het podium: klikker-stappen, slotdia, timer en voorbeelden in de sprekersweergave. */
import type { stage as en } from '../en/stage';

export const stage: Record<keyof typeof en, string> = {
  'stage.beat.what-happened.1': 'De decode-node schrijft het antwoord',
  'stage.beat.what-happened.2': 'HTTP 200, en beide oordelen',
  'stage.beat.config-gap.1': 'Twee pools, twee limieten',
  'stage.beat.config-gap.2': 'Eerdere prompts laten hun pagina’s achter',
  'stage.beat.config-gap.3': 'Een prompt van 800.000 tokens komt binnen',
  'stage.beat.rejection.1': 'Bij de router: 800.000 tokens',
  'stage.beat.rejection.3': 'Geweigerd met een plaatsvervanger van één token, toch in de wachtrij',
  'stage.beat.rejection.4': 'De decode-node reserveert zijn pagina’s',
  'stage.beat.status-200.1': 'De decode-node reserveert 12.500 pagina’s',
  'stage.beat.status-200.3': 'Eén pagina geschreven; PREBUILT: klaar om te decoderen',
  'stage.beat.status-200.4': 'Het antwoord: woorden van andere klanten',
  'stage.beat.of': 'Stap {n} van {total}',
  'stage.beat.none': 'Geen stappen op deze dia',
  'stage.closing.title': 'Om te onthouden',
  'stage.closing.progress': 'Einde',
  'stage.closing.lesson':
    'Prefill en decode splitsen verlegt de beveiligingsgrens naar gedeeld GPU-geheugen: één onafgehandelde foutstatus was genoeg om HTTP 200 te antwoorden met gegevens van andere gebruikers. Controleer de uitvoer, niet alleen de status.',
  'stage.closing.fixesTitle': 'Gerepareerde versies, met hun bronnen',
  'stage.closing.fixPress':
    'De persverslagen van Cloudflares rapport: de fix is pull request #38704, in SGLang sinds v0.5.20; upgrade naar v0.5.22 of later.',
  'stage.closing.fixTracker':
    'De SGLang-tracker die wij konden lezen: #38704 nog open; #36988 en #38935 samengevoegd op hetzelfde pad. De twee bronnen zijn het niet eens.',
  'stage.closing.fixConfig':
    'Cloudflare: KV-pool van de prefill verhoogd tot ongeveer 2,04 miljoen tokens, ongeveer twee keer het contextvenster. Vergelijk op elke node de KV-pool met de contextlengte.',
  'stage.closing.readTitle': 'Verder lezen',
  'stage.closing.readApp': 'Deze app: het verhaal (#/), Verkennen (#/explore) en het lab (#/lab)',
  'stage.closing.readReport': 'Cloudflares incidentrapport, gepubliceerd op 2026-10-26',
  'stage.closing.readIssue':
    'SGLang-issue #30233 (2026-07-06), het vergelijkbare probleem dat eerder werd gemeld',
  'stage.closing.notes1':
    'De les zoals de verslagen die trekken; de versies zoals elke bron ze geeft: kies er niet één.',
  'stage.closing.notes2':
    'Vragen. Vooruit-toetsen blijven hier; Home gaat terug naar de eerste dia.',
  'stage.present.chromeHint': 'Druk op ? of beweeg de aanwijzer voor de bediening',
  'stage.present.print': 'Afdrukken / PDF',
  'stage.speaker.previewNow': 'Het publiek ziet',
  'stage.speaker.previewNext': 'Hierna',
  'stage.small.title': 'Gemaakt voor een laptop en een projector',
  'stage.small.body':
    'De presentatie en het sprekersscherm hebben een breed scherm nodig: op een telefoon zijn de dia’s afgesneden en kun je niet wisselen. Lees het verhaal hier in de uitleg.',
  'stage.small.explainer': 'Lees de uitleg bij deze scène →',
  'stage.small.anyway': 'Toch de dia’s tonen',
  'stage.speaker.talkLength': 'Duur van de talk (minuten)',
  'stage.speaker.remaining': 'Resterend',
  'stage.speaker.over': 'Over de tijd',
  'stage.speaker.clock': 'Klok',
  'stage.speaker.pause': 'Pauze',
  'stage.speaker.resume': 'Hervatten',
  'stage.speaker.reset': 'Opnieuw',
  'stage.speaker.paused': 'gepauzeerd',
  'stage.speaker.view': 'Figuur of live weergave (V)',
  'stage.speaker.fullscreen': 'Volledig scherm op de presentatie (F)',
  'stage.speaker.fullscreen.on': 'De presentatie staat op volledig scherm.',
  'stage.speaker.fullscreen.off': 'De presentatie staat niet meer op volledig scherm.',
  'stage.speaker.fullscreen.refused':
    'De browser weigerde volledig scherm voor de presentatie: druk op F in het venster van de presentatie.',
  'stage.speaker.fullscreen.no-deck':
    'Deze sprekersweergave kan het venster van de presentatie niet bereiken (open ze met S vanuit de presentatie, niet vanuit een lokaal bestand): druk op F in het venster van de presentatie.',
  'stage.speaker.keys':
    'Toetsen werken hier op de presentatie: → ← PageDown PageUp · V figuur/live · L live deployment · F volledig scherm · B zwart scherm',
  'stage.print.notes': 'Sprekersnotities',
  'stage.print.withNotes': 'Afdrukken met notities',
  'stage.live.title': 'De draaiende deployment',
  'stage.live.connecting': 'Verbinden met de deployment',
  'stage.live.live': 'Live: de deployment van npm run live · tot nu toe {n} {n|verzoek|verzoeken}',
  'stage.live.replay':
    'Herhaling: het ingebouwde scenario van het incident (geen live server hier), geen draaiende deployment · de dia volgt npm run live vanzelf zodra hij antwoordt',
  'stage.live.down':
    'Server antwoordt niet meer sinds {time}: dit is wat hij het laatst stuurde ({n} {n|verzoek|verzoeken}) · verbindt vanzelf opnieuw',
  'stage.live.newest.arrived':
    'Nieuwste verzoek, {pos} van {pos}: {id} van {tenant} · net binnen bij de router',
  'stage.live.newest.running':
    'Nieuwste verzoek, {pos} van {pos}: {id} van {tenant} · onderweg, nog geen antwoord',
  'stage.live.newest.answered':
    'Nieuwste verzoek, {pos} van {pos}: {id} van {tenant} · beantwoord met HTTP {status}',
  'stage.live.newest.prefill':
    'Nieuwste verzoek, {pos} van {pos}: {id} van {tenant} · onderweg: in de prefill-node',
  'stage.live.newest.generating':
    'Nieuwste verzoek, {pos} van {pos}: {id} van {tenant} · onderweg: genereert, {n} van {total} {total|token|tokens} tot nu toe',
  'stage.live.shown': 'hieronder: het antwoord op {id}, het nieuwste beantwoorde',
  'stage.live.noneYet': 'Er heeft nog geen verzoek de nodes bereikt',
  'stage.live.toggle': 'Live deployment (L)',
  'stage.title.slide': 'Titeldia',
  'stage.title.notes':
    'Zeg wie je bent en wat de zaal gaat zien: één verzoek dat geweigerd werd en toch beantwoord met gegevens van andere gebruikers.',
  'stage.closing.thanks': 'Dank je · {name}',
  'stage.closing.links': 'Links',
  'stage.speaker.notesKeys': 'Shift+↓ Shift+↑ (of J K) scrollen de notities · O alle dia’s',
  'stage.overview.open': 'Alle dia’s (O)',
  'stage.overview.title': 'Alle {n} dia’s',
  'stage.overview.keys': 'Pijltjes: verplaatsen · Enter: dia tonen · Esc: sluiten',
  'stage.talk.summary': 'Praatjebestand: ingebouwde presentatie',
  'stage.talk.summaryFile': 'Praatjebestand: {file}',
  'stage.talk.load': 'Een praatjebestand laden',
  'stage.talk.builtIn': 'De ingebouwde presentatie: elke scène, dan de slotdia.',
  'stage.talk.current': '{file}: {n} {n|dia|dia’s}, in elk venster van het praatje.',
  'stage.talk.loaded': '{file} geladen: {n} {n|dia|dia’s}. De presentatie bleef op haar plaats.',
  'stage.talk.bad': '{file} is geen bruikbaar praatjebestand; er is niets veranderd:',
  'stage.talk.storedBad':
    'Het bewaarde praatjebestand klopt niet meer; de ingebouwde presentatie wordt getoond:',
  'stage.talk.tooLarge':
    '{file} is te groot voor een praatjebestand (hoogstens 256 KB); er is niets veranderd.',
  'stage.talk.unreadable': '{file} kon niet gelezen worden; er is niets veranderd.',
  'stage.talk.clear': 'Terug naar de ingebouwde presentatie',
  'stage.talk.ownNotes': 'je eigen notities',
  'stage.talk.urlNotLoaded': 'Het praatjebestand {file} uit het adres is niet geladen.',
  'stage.talk.urlBadPath':
    'Noem een .json-bestand dat met de presentatie wordt geserveerd, met een relatief pad zonder "..".',
  'stage.talk.urlOffline':
    'Een pagina die uit een bestand is geopend, kan geen ander bestand ophalen: laad het met "Een praatjebestand laden" onderaan (toets ?).',
  'stage.talk.urlFailed': 'Het kon niet opgehaald worden ({why}).',
  'stage.talk.dismiss': 'Sluiten',
  'stage.notes.reservation':
    'De berichtenreeks en de velden, aan weerszijden van de “Success” van de overdracht, zijn de figuur: druk op V om ze te tonen, of laat ze aan scène 5 van de uitleg.',
  'stage.family.title': 'Geen eenmalig geval',
  'stage.family.lead':
    'Nog drie manieren waarop een pagina naar een nieuw request gaat terwijl het oude ze nog schrijft of leest.',
  'stage.family.build1': 'Het incident, zoals de scènes het vertelden',
  'stage.family.build2': 'De late schrijver (SGLang)',
  'stage.family.build3': 'De verloren drain-ack (SGLang)',
  'stage.family.build4': 'De hergebruikte bronpagina (Dynamo, vLLM)',
  'stage.family.A4.line':
    'Een prompt boven de limiet wordt ingekort tot een plaatsvervanger van één token en toch verstuurd; de decode leest de rest van zijn pagina’s uit wat eerdere requests achterlieten.',
  'stage.family.A4.outcome': 'HTTP 200 met gegevens van andere tenants, niet de 400 van de client',
  'stage.family.A4.known':
    'prefill.py vóór de fix — code; dezelfde klasse in SGLang #34208, #35421 — beweringen van de auteurs.',
  'stage.family.A1.line':
    'A wordt afgebroken terwijl de prefill nog in A’s pagina’s schrijft; de decode geeft ze meteen vrij, B krijgt ze, en A’s schrijfactie landt op B’s KV.',
  'stage.family.A1.known':
    'SGLang #24527 — bewering van de auteur; de gelogde reproductie, PR #35049 — maintainer.',
  'stage.family.A2.line':
    'Uitgestelde vrijgave wacht op een drain-ack. De ack gaat verloren: op de deadline logt de decode “releasing anyway” en geeft de pagina’s vrij onder het schrijven.',
  'stage.family.A2.known':
    'De vrijgave op de deadline (decode.py) — code; hoe de ack verloren gaat, PR #38961 — bewering van de auteur.',
  'stage.family.A3.line':
    'Op de prefill: A’s bronpagina’s worden vrijgegeven voordat de transfer ze leest, C’s prefill schrijft erin, en A’s decode krijgt C’s KV.',
  'stage.family.A3.known': 'Dynamo #826, vLLM #21570 en #52234 — beweringen van de auteurs.',
  'stage.family.tags':
    'Hoe we het weten — code: gelezen in de broncode · maintainer: gezegd door een maintainer van het project · bewering van de auteur: alleen de auteur van de issue zegt het. Gekleurde band: de transfer onderweg. Ticks en pagina’s zijn die van het model.',
  'stage.family.notes1':
    'Een familie die de openbare bronnen in SGLang, vLLM en Dynamo documenteren: een KV-pagina die naar een nieuw request gaat terwijl het oude er nog in schrijft of uit leest. De klasse van het incident wordt opnieuw gemeld in #34208 en #35421 (beweringen van de auteurs).',
  'stage.family.notes2':
    'Late schrijver (#24527, bewering van de auteur): HTTP 200, “no error raised anywhere”. Pagina’s uit de gelogde reproductie van PR #35049 (gemerged, maintainer): A 14–44, B 1–32, overlap 14–32.',
  'stage.family.notes3':
    'Uitgestelde vrijgave is optioneel, standaard uit: de decode houdt de pagina’s van een afgebroken request vast tot de drain-ack of een deadline en logt dan “releasing anyway” (resolve_deferred_releases — code). PR #38961 (open, bewering van de auteur): de ack gaat verloren doordat de prefill zijn doel wist terwijl het schrijven loopt.',
  'stage.family.notes4':
    'Het spiegelbeeld: de decode krijgt de KV van een derde met een geldige handshake. De auteur van Dynamo #826 kwam het nooit tegen; een vLLM-maintainer erkende #21570; #52234 antwoordde 200 met het antwoord op de vorige prompt (beweringen van de auteurs).',
  'stage.defences.title': 'Welke verdediging stopt wat',
  'stage.defences.lead':
    'Eén verdediging alleen per rij. Teken: de lezing van de openbare bronnen (✔ stopt, ◐ deels, ✘ niet, — niet in hun tabel); woorden: wat het model berekent.',
  'stage.defences.build1': 'Wat het incident stopt',
  'stage.defences.build2': 'Dezelfde verdedigingen tegen zijn verwanten',
  'stage.defences.build3': 'De KV-checksums: een 500, één keer genomen',
  'stage.defences.build4': 'De pagina’s vasthouden tot het schrijven voorbij is',
  'stage.defences.notes1':
    'Voor het incident lezen de bronnen: weigeren vóór de overdracht stopt het; een pool zo groot als de context stopt het alleen voor de lengte-trigger.',
  'stage.defences.notes2':
    'De fixes van het incident: ✘ voor zijn drie verwanten; refcount-pinning en uitgestelde vrijgave, voor de verwanten gemaakt: ✘ voor het incident.',
  'stage.defences.notes3':
    'De KV-checksums (#39229 gesloten, #39500 gemerged; na het incident, aan beide kanten optioneel): voor het incident een 500 “checksum mismatch”, nooit de 400 van de client — code. Dat #39229 het vangt door waar zijn gedigeste rijen liggen, is een afleiding uit zijn code en test. Elke digest wordt één keer genomen: een latere schrijfactie wordt gemist, vandaar ◐ voor de late schrijver.',
  'stage.defences.notes4':
    'Refcount-pinning (#24519, bewering van de auteur): stopt de late schrijver als pagina’s pas na een echte drain vrijkomen, en de hergebruikte bronpagina als het op bronpagina’s wordt toegepast. Uitgestelde vrijgave: ◐ late schrijver (vrij op de deadline), ✘ verloren drain-ack — haar falen.',
};
