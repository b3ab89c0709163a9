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
  'stage.live.shown': 'Hieronder: het antwoord op {id}, het nieuwste beantwoorde.',
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
};
