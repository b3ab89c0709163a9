/**
 * Fix and detect, the page-lifetime family: which defence stops which sibling, and what a
 * point-in-time checksum sees. Claims are tagged as ../shared/facts/family.md tags them.
 */
import type { ChallengeFile } from '../types';
import { familyStart } from './familyStart';

export const FAMILY_FIX: ChallengeFile[] = [
  {
    id: 'lost-ack-defence',
    category: 'fix',
    difficulty: 2,
    title: {
      en: 'When the ack never comes',
      fr: 'Quand l’accusé ne vient jamais',
      nl: 'Als de bevestiging nooit komt',
    },
    story: {
      en: 'Deferred release is on, its drain ack is lost and its deadline runs out while A’s write is still in flight: B gets A’s data. Deferred release and its deadline stay as they are. Switch on other defences so that B gets a correct HTTP 200.',
      fr: 'La libération différée est activée, son accusé de fin d’écriture est perdu et son échéance expire alors que l’écriture de A est encore en vol : B reçoit les données de A. La libération différée et son échéance restent telles quelles. Activez d’autres défenses pour que B reçoive un HTTP 200 correct.',
      nl: 'Uitgestelde vrijgave staat aan, de bevestiging gaat verloren en de deadline verstrijkt terwijl de schrijfactie van A nog onderweg is: B krijgt de gegevens van A. Uitgestelde vrijgave en de deadline blijven zoals ze zijn. Zet andere verdedigingen aan zodat B een correcte HTTP 200 krijgt.',
    },
    hints: [
      {
        en: 'The hold ends on a signal that never comes, then on a clock. What would end it only when the write has really landed?',
        fr: 'La retenue s’arrête sur un signal qui ne vient jamais, puis sur une horloge. Qu’est-ce qui ne l’arrêterait qu’une fois l’écriture vraiment arrivée ?',
        nl: 'Het vasthouden eindigt op een signaal dat nooit komt, en dan op een klok. Wat zou het pas beëindigen als de schrijfactie echt geland is?',
      },
      {
        en: 'A checksum is taken at one moment (#39500 digests in `get_new_prebuilt_batch`, in the code): does A’s write land before or after it?',
        fr: 'Une somme de contrôle est prise à un instant donné (#39500 calcule son condensé dans `get_new_prebuilt_batch`, dans le code) : l’écriture de A arrive-t-elle avant ou après ?',
        nl: 'Een checksum wordt op één moment genomen (#39500 berekent zijn digest in `get_new_prebuilt_batch`, in de code): landt de schrijfactie van A ervoor of erna?',
      },
    ],
    explanation: {
      text: {
        en: 'What fails here is the signal, not the hold: a defence that frees A’s pages only when its write has really landed stops it. Refcount pinning (#24519, closed, unmerged; an author’s design) and a drain barrier (in no codebase) both do, in the model; the record reads pinning as stopping the lost drain ack only with a real drain signal. The checksums are point-in-time: B is digested before A’s write lands, so it passes; scrubbing on allocation zeroes the pages before the write, which lands after.',
        fr: 'Ce qui échoue ici, c’est le signal, pas la retenue : une défense qui ne libère les pages de A qu’une fois son écriture vraiment arrivée l’arrête. Le comptage de références (#24519, fermée, non fusionnée ; la conception d’un auteur) et une barrière de vidage (dans aucun code) le font tous deux, dans le modèle ; le dossier ne compte l’épinglage comme arrêtant l’accusé perdu qu’avec un vrai signal de vidage. Les sommes de contrôle sont ponctuelles : B est condensé avant l’arrivée de l’écriture de A, donc il passe ; l’effacement à l’allocation met les pages à zéro avant l’écriture, qui arrive après.',
        nl: 'Wat hier faalt is het signaal, niet het vasthouden: een verdediging die de pagina’s van A pas vrijgeeft als zijn schrijfactie echt geland is, stopt het. Refcount-pinning (#24519, gesloten, niet gemerged; het ontwerp van een auteur) en een drain-barrière (in geen enkele codebase) doen dat allebei, in het model; het dossier leest pinning als een stop voor de verloren bevestiging alleen met een echt drain-signaal. De checksums zijn momentopnames: B wordt gedigest voordat de schrijfactie van A landt, dus het komt erdoor; wissen bij toewijzing zet de pagina’s op nul vóór de schrijfactie, die erna landt.',
      },
      scenes: [],
      sources: ['#38961', '#24519', '#39500'],
    },
    scenario: familyStart('lost-drain-ack'),
    allowed: { defences: ['refcountPin', 'drainBarrier', 'kvChecksum', 'scrubOnAlloc'] },
    goal: { predicate: { some: { request: 'b1', status: 200, correct: true } } },
  },
  {
    id: 'source-side-defence',
    category: 'fix',
    difficulty: 2,
    title: {
      en: 'A barrier on the wrong node',
      fr: 'Une barrière sur le mauvais nœud',
      nl: 'Een barrière op de verkeerde node',
    },
    story: {
      en: 'A drain barrier on the decode node stops the late writer and the lost drain ack. Here the prefill reuses A’s source pages before the transfer has read them, and A gets C’s data. Switch the family’s defences so that every answer is correct.',
      fr: 'Une barrière de vidage sur le nœud de décodage arrête l’écrivain tardif et l’accusé perdu. Ici, le prefill réutilise les pages source de A avant que le transfert les ait lues, et A reçoit les données de C. Réglez les défenses de la famille pour que chaque réponse soit correcte.',
      nl: 'Een drain-barrière op de decode-node stopt de late schrijver en de verloren bevestiging. Hier hergebruikt de prefill de bronpagina’s van A voordat de transfer ze gelezen heeft, en A krijgt de gegevens van C. Stel de verdedigingen van de familie zo in dat elk antwoord correct is.',
    },
    hints: [
      {
        en: 'Which node frees the pages too early here, and which node does each defence act on?',
        fr: 'Quel nœud libère les pages trop tôt ici, et sur quel nœud agit chaque défense ?',
        nl: 'Welke node geeft de pagina’s hier te vroeg vrij, en op welke node werkt elke verdediging?',
      },
      {
        en: 'SGLang’s deferred release holds decode pages only (decode.py, in the code). A checksum that catches the swap answers HTTP 500: is that correct?',
        fr: 'La libération différée de SGLang ne retient que des pages de décodage (decode.py, dans le code). Une somme de contrôle qui détecte l’échange répond HTTP 500 : est-ce correct ?',
        nl: 'De uitgestelde vrijgave van SGLang houdt alleen decode-pagina’s vast (decode.py, in de code). Een checksum die de verwisseling opmerkt, antwoordt HTTP 500: is dat correct?',
      },
    ],
    explanation: {
      text: {
        en: 'The reused source page is the mirror of the late writer: the pages freed too early are the prefill’s, so a hold on the decode node (deferred release, a drain barrier) changes nothing. Refcount pinning, applied to the source pages too, keeps them until the transfer has read them: the record reads it as stopping the reused source page only if so applied, and PR #38961 asks to hold prefill source pages (an author’s claim). A KV checksum turns the swap into HTTP 500: detected, not correct.',
        fr: 'La page source réutilisée est le miroir de l’écrivain tardif : les pages libérées trop tôt sont celles du prefill, donc une retenue sur le nœud de décodage (libération différée, barrière de vidage) ne change rien. Le comptage de références, appliqué aussi aux pages source, les garde jusqu’à ce que le transfert les ait lues : le dossier ne le compte comme arrêtant la page source réutilisée que s’il est ainsi appliqué, et la PR #38961 demande de retenir les pages source du prefill (ce qu’affirme son auteur). Une somme de contrôle du KV transforme l’échange en HTTP 500 : détecté, pas correct.',
        nl: 'De hergebruikte bronpagina is het spiegelbeeld van de late schrijver: de te vroeg vrijgegeven pagina’s zijn die van de prefill, dus vasthouden op de decode-node (uitgestelde vrijgave, een drain-barrière) verandert niets. Refcount-pinning, ook toegepast op de bronpagina’s, houdt ze vast tot de transfer ze gelezen heeft: het dossier leest het als een stop voor de hergebruikte bronpagina alleen als het zo wordt toegepast, en PR #38961 vraagt de bronpagina’s van de prefill vast te houden (een bewering van de auteur). Een KV-checksum maakt van de verwisseling een HTTP 500: opgemerkt, niet correct.',
      },
      scenes: [],
      sources: ['#38961', '#24519'],
    },
    scenario: familyStart('reused-source'),
    allowed: {
      defences: [
        'refcountPin',
        'deferredRelease',
        'deferredReleaseTicks',
        'drainBarrier',
        'kvChecksum',
        'scrubOnAlloc',
      ],
    },
    goal: { predicate: { every: { correct: true } } },
  },
];

export const FAMILY_DETECT: ChallengeFile[] = [
  {
    id: 'checksum-moment',
    category: 'detect',
    difficulty: 2,
    title: {
      en: 'The checksum’s moment',
      fr: 'L’instant de la somme de contrôle',
      nl: 'Het moment van de checksum',
    },
    story: {
      en: 'The late writer again, with the merged KV checksum (#39500) on both nodes, and A’s write one tick faster than in the built-in scenario. What HTTP status does B’s client get?',
      fr: 'De nouveau l’écrivain tardif, avec la somme de contrôle du KV fusionnée (#39500) sur les deux nœuds, et l’écriture de A plus rapide d’un tick que dans le scénario fourni. Quel statut HTTP le client de B reçoit-il ?',
      nl: 'Weer de late schrijver, met de gemergde KV-checksum (#39500) op beide nodes, en de schrijfactie van A één tick sneller dan in het ingebouwde scenario. Welke HTTP-status krijgt de client van B?',
    },
    hints: [
      {
        en: 'The decode digests B’s whole prompt once, in `get_new_prebuilt_batch`, and compares it with the prefill’s digest (#39500, in the code).',
        fr: 'Le décodage condense une seule fois tout le prompt de B, dans `get_new_prebuilt_batch`, et le compare au condensé du prefill (#39500, dans le code).',
        nl: 'De decode berekent één keer de digest van de hele prompt van B, in `get_new_prebuilt_batch`, en vergelijkt die met de digest van de prefill (#39500, in de code).',
      },
      {
        en: 'Play the trace after answering: does A’s write land before B is digested, or after?',
        fr: 'Rejouez la trace après avoir répondu : l’écriture de A arrive-t-elle avant le condensé de B, ou après ?',
        nl: 'Speel de trace af na het antwoord: landt de schrijfactie van A voordat B gedigest wordt, of erna?',
      },
    ],
    explanation: {
      text: {
        en: 'A’s write lands on B’s pages before the decode digests B’s prompt, so the digests differ and the decode aborts B with "KV checksum mismatch", HTTP 500 (#39500, in the code). One tick later, as in the built-in scenario, the write lands after the digest and is missed: B answers 200 on A’s data. Both checksum forms are opt-in and point-in-time, and neither gives a client its intended answer: a detector, not a defence against the late writer.',
        fr: 'L’écriture de A arrive sur les pages de B avant que le décodage ne condense le prompt de B : les condensés diffèrent et le décodage abandonne B avec « KV checksum mismatch », HTTP 500 (#39500, dans le code). Un tick plus tard, comme dans le scénario fourni, l’écriture arrive après le condensé et passe inaperçue : B répond 200 sur les données de A. Les deux formes de somme de contrôle sont optionnelles et ponctuelles, et aucune ne donne au client la réponse attendue : un détecteur, pas une défense contre l’écrivain tardif.',
        nl: 'De schrijfactie van A landt op de pagina’s van B voordat de decode de prompt van B digest: de digests verschillen en de decode breekt B af met "KV checksum mismatch", HTTP 500 (#39500, in de code). Eén tick later, zoals in het ingebouwde scenario, landt de schrijfactie na de digest en wordt ze gemist: B antwoordt 200 op de gegevens van A. Beide vormen van de checksum zijn opt-in en momentopnames, en geen van beide geeft de client het bedoelde antwoord: een detector, geen verdediging tegen de late schrijver.',
      },
      scenes: [],
      sources: ['#39500', '#39229', '#35049'],
    },
    scenario: familyStart(
      'late-writer',
      { a1: { transferTicks: 9 } },
      { defences: { kvChecksum: '39500' } },
    ),
    allowed: {},
    goal: { question: { ask: 'status', request: 'b1' } },
  },
];
