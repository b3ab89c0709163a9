/** Het slothoofdstuk van de uitleg, ‘Geen eenmalig geval’ (laadt ermee: ../family.ts). */
import type { family as en } from '../en/family';
import type { Translation } from '../types';

export const family: Translation<typeof en> = {
  'family.kicker': 'Slothoofdstuk',
  'family.title': 'Geen eenmalig geval',
  'family.intro':
    'Het incident is één lid van een familie. Bij gesplitste serving kopieert de prefill-node de KV-cache van een prompt naar pagina’s in de pool van de decode-node, die het antwoord schrijft; als een request klaar is, gaan zijn pagina’s terug naar een vrije lijst en krijgt een later request ze. Elk lid loopt op dezelfde manier af: een request leest, als zijn eigen KV, pagina’s met de gegevens van een ander request. In het incident zijn die pagina’s nooit geschreven voor het request dat ze leest; bij de late schrijver en de verloren drain-ack (een drain-ack is het bericht van de prefill dat zijn schrijven voorbij is) gaat een pagina naar een ander request terwijl haar eerste eigenaar er nog in schrijft; bij de hergebruikte bronpagina terwijl de overdracht haar nog moet lezen. Geen van hen geeft een fout: de client krijgt HTTP 200 (succes) met de gegevens van een andere tenant.',
  'family.tags':
    'Hoe elke bewering bekend is, volgens de openbare bronnen: ‘code’ — gelezen in de broncode, bestand en functie genoemd; ‘maintainer’ — gezegd door een maintainer van het project; ‘bewering van de auteur’ — alleen wie de issue of pull request opende zegt het. Een nummer na ‘#’ is een item in de openbare tracker van dat project: een issue (een melding) of een pull request (PR, een voorgestelde codewijziging). De figuren tellen tijd in ticks, rondes van de klok van de engine, geen seconden; hun ticks, duur en tenants zijn die van de engine.',
  'family.tag.code': 'code',
  'family.tag.maint': 'maintainer',
  'family.tag.desc': 'bewering van de auteur',
  'family.known': 'Hoe we het weten:',
  'family.incident.title': 'Het incident',
  'family.incident.body':
    'De hoofdstukken hierboven: een prompt die langer is dan de server aanvaardt, wordt ingekort tot een plaatsvervanger van één token, toch verstuurd, en de decode leest de rest van zijn pagina’s uit wat eerdere requests er achterlieten. HTTP 200 met de gegevens van een andere tenant.',
  'family.incident.known':
    'De controles van de prefill vóór de fix (prefill.py) — code. Dezelfde klasse wordt in andere threads gemeld (tracker van SGLang: #34208, #35421) — beweringen van de auteurs.',
  'family.A1.title': 'De late schrijver',
  'family.A1.body':
    'Request A krijgt decode-pagina’s 14–44 en de prefill begint er A’s KV in te schrijven. A wordt afgebroken (zijn client haakt af) terwijl het schrijven onderweg is, en de decode geeft de pagina’s meteen vrij. Request B, van een andere tenant, krijgt pagina’s 1–32. A’s schrijfactie komt te laat aan, op pagina’s 14–32: 19 pagina’s van B’s KV bevatten nu A’s gegevens, en B antwoordt HTTP 200.',
  'family.A1.known':
    'Het mechanisme: tracker van SGLang, #24527 — bewering van de auteur. De gelogde reproductie met deze paginanummers: PR #35049, gemerged — maintainer. De optionele verdediging, uitgestelde vrijgave (decode.py, DecodeTransferQueue) — code.',
  'family.A2.title': 'De verloren drain-ack',
  'family.A2.body':
    'SGLang’s antwoord op de late schrijver, uitgestelde vrijgave (standaard uit), houdt de pagina’s van een afgebroken request vast tot de prefill zijn drain-ack stuurt. Gaat die ack verloren, dan wacht de decode tot zijn deadline, logt “releasing anyway” en geeft de pagina’s vrij terwijl het schrijven nog onderweg is: weer de late schrijver, alleen later. Hier is de deadline 10 ticks; B krijgt de pagina’s en A’s schrijfactie landt op 19 ervan. HTTP 200.',
  'family.A2.known':
    'De vrijgave op de deadline (decode.py, resolve_deferred_releases) — code. Hoe de ack verloren gaat (de prefill wist zijn ack-doel terwijl het schrijven nog loopt): SGLang PR #38961, open — bewering van de auteur.',
  'family.A3.title': 'De hergebruikte bronpagina',
  'family.A3.body':
    'Het spiegelbeeld, op de prefill: de bronpagina’s die A’s KV bewaren tot de transfer ze leest, worden te vroeg vrijgegeven (een time-out, een vroege vrijgave), en de prefill van request C krijgt ze en schrijft er zijn eigen KV in. De transfer kopieert dan C’s KV naar A’s decode, met een geldige handshake: 20 van A’s 31 pagina’s bevatten de gegevens van een andere tenant, en A antwoordt HTTP 200.',
  'family.A3.known':
    'In de tracker van andere projecten: Dynamo #826 (de auteur kwam het in de praktijk nooit tegen), vLLM #21570 (erkend door een maintainer) en vLLM #52234, dat een HTTP 200 meldt met het antwoord op de vorige prompt — beweringen van de auteurs.',
  'family.explore': 'Stap erdoor in Verkennen',
  'family.fig.label': 'Tijdlijn van ‘{title}’, in ticks van de engine',
  'family.fig.window': 'Gekleurde band: de transfer is onderweg, van begin tot aankomst.',
  'family.fig.tick': 'tick {n}',
  'family.fig.foreign': '{n} {n|pagina bevat|pagina’s bevatten} de KV van een andere tenant',
  'family.mark.A1.start': 'A’s schrijven begint (pagina’s 14–44)',
  'family.mark.A1.free': 'A afgebroken: pagina’s meteen vrij',
  'family.mark.A1.reuse': 'B krijgt pagina’s 1–32',
  'family.mark.A1.land': 'A’s schrijven landt op B’s pagina’s 14–32',
  'family.mark.A2.start': 'A’s schrijven begint (pagina’s 14–44)',
  'family.mark.A2.free': 'deadline: “releasing anyway”',
  'family.mark.A2.reuse': 'B krijgt pagina’s 1–32',
  'family.mark.A2.land': 'A’s schrijven landt op B’s pagina’s 14–32',
  'family.mark.A3.start': 'A’s transfer begint (31 bronpagina’s)',
  'family.mark.A3.free': 'A’s bronpagina’s vrijgegeven',
  'family.mark.A3.reuse': 'C’s prefill krijgt ze en schrijft erin',
  'family.mark.A3.land': 'de transfer landt: A bevat C’s KV',
  'family.matrix.title': 'Welke verdediging stopt wat',
  'family.matrix.intro':
    'Elke kolom is een lid van de familie, elke rij één verdediging die alleen aanstaat. Het teken is de lezing van de openbare bronnen, een tabel opgesteld uit de hierboven genoemde threads en code (de tabel van de bronnen): ✔ stopt, ◐ deels of onder een voorwaarde, ✘ stopt niet, — een verdediging die die tabel niet noemt. De woorden zijn wat de engine berekent voor het ingebouwde scenario; de engine is het model van SGLang van deze pagina, het programma achter de live weergave. Waar de twee verschillen, zegt de cel waarom. ‘Vastpinnen met referentietelling’ telt wie een pagina nog gebruikt en geeft haar pas terug aan de vrije lijst als niemand dat nog doet: wie schrijft, houdt zijn referentie tot bekend is dat hij klaar is. ‘Drain-barrière’ is een verdediging die de engine toevoegt, niet te vinden in SGLang of in de bronnen: de decode-node houdt de pagina’s van een afgebroken verzoek vast tot het schrijven erin echt voorbij is, zonder deadline. ‘Weigeren bij toelating’ is de fix met die naam uit scène 8. ‘Wissen bij toewijzing’ zet een pagina op nul wanneer ze wordt uitgedeeld; het ‘Wissen bij vrijgeven’ van scène 8 doet dat wanneer ze wordt vrijgegeven: dezelfde verdediging op een ander moment, met hetzelfde resultaat voor het incident. ‘Pool ≥ context’ brengt elke pool minstens op het venster; de pool van Cloudflare op ongeveer 2× het venster (scène 8) is er één geval van.',
  'family.matrix.caption':
    'Verdedigingen tegen de familie: de lezing van de bronnen en de uitkomst van de engine per lid',
  'family.matrix.defence': 'Verdediging',
  'family.mode.A4': 'Het incident',
  'family.mode.A1': 'De late schrijver',
  'family.mode.A2': 'De verloren drain-ack',
  'family.mode.A3': 'De hergebruikte bronpagina',
  'family.def.none': 'Geen verdediging',
  'family.def.refcountPin': 'Vastpinnen met referentietelling (PR #24519, niet gemerged)',
  'family.def.deferredRelease': 'Uitgestelde vrijgave (code, optioneel)',
  'family.def.drainBarrier': 'Drain-barrière (toegevoegd door de engine)',
  'family.def.checksum39229': 'KV-checksum, PR #39229 (gesloten)',
  'family.def.checksum39500': 'KV-checksum, PR #39500 (gemerged, optioneel)',
  'family.def.scrubOnAlloc': 'Wissen bij toewijzing (niet in code gevonden)',
  'family.def.rejectBeforeHandoff': 'Weigeren bij toelating (scène 8)',
  'family.def.poolGeContext': 'Pool ≥ context',
  'family.sign.yes': 'de bronnen: stopt',
  'family.sign.part': 'de bronnen: deels',
  'family.sign.no': 'de bronnen: stopt niet',
  'family.cell.engine': 'de engine:',
  'family.sign.none': 'niet in de tabel van de bronnen',
  'family.outcome.leak': 'lek: 200 met gegevens van een andere tenant',
  'family.outcome.garbage': '200 met lege inhoud (nullen)',
  'family.outcome.500': '500 “checksum mismatch”',
  'family.outcome.stops': 'gestopt',
  'family.cond.A4.checksum39229':
    'betrapt door waar de gedigeste rijen liggen, niet door een dekkingscontrole (afgeleid uit de code en de test: de aanroep aan de prefill-kant is niet openbaar); 500, niet de 400 van de client; optioneel',
  'family.cond.A4.scrubOnAlloc': 'vreemde inhoud wordt nullen: lege inhoud, nog steeds HTTP 200',
  'family.cond.A1.deferredRelease':
    'stopt het als het schrijven vóór de deadline eindigt; met een kortere deadline geeft “releasing anyway” de pagina’s eronder vrij: een lek',
  'family.cond.A1.checksum39229':
    'de digest wordt één keer genomen: een schrijfactie die ervoor landt wordt betrapt (500), een die erna landt gemist, zoals hier',
  'family.cond.A1.checksum39500':
    'de digest wordt één keer genomen: een schrijfactie die ervoor landt wordt betrapt (500), een die erna landt gemist, zoals hier',
  'family.cond.A2.refcountPin':
    'de bronnen: vraagt een echt drain-signaal; de pin van de engine wordt door het einde van het schrijven zelf losgelaten, dus stopt hij het',
  'family.cond.A2.checksum39229':
    'de digest wordt één keer genomen: betrapt als het schrijven landt vóór B’s digest, gemist erna, zoals hier',
  'family.cond.A2.checksum39500':
    'de digest wordt één keer genomen: betrapt als het schrijven landt vóór B’s digest, gemist erna, zoals hier',
  'family.cond.A3.deferredRelease':
    'de bronnen: alleen als ze tot de bronpagina’s wordt uitgebreid; de code houdt alleen decode-pagina’s vast, de engine ook: een lek',
  'family.cond.A3.checksum39229':
    'de prefill van de engine digest vóór de bron wordt overschreven, dus de digest van de decode verschilt: 500, geen correct antwoord',
  'family.cond.A3.checksum39500':
    'de bronnen: de digest van de prefill wordt vóór het lezen genomen; de engine neemt hem vóór het overschrijven: betrapt (500), geen correct antwoord',
};
