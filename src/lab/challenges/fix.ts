/** Fix: the switches of the fixes and mitigations, and what each one really buys. */
import { FIX_NAMES } from '../../engine';
import type { ChallengeFile } from '../types';
import { incidentWith } from './start';

export const FIX: ChallengeFile[] = [
  {
    id: 'scrub-is-not-enough',
    category: 'fix',
    difficulty: 2,
    title: {
      en: 'No leak, still wrong',
      fr: 'Plus de fuite, toujours faux',
      nl: 'Geen lek, toch fout',
    },
    story: {
      en: 'On the incident’s workload, turn on switches so that no response reads another request’s data, yet some response still comes back HTTP 200 and wrong. Which mitigation stops the leak without making the server correct?',
      fr: 'Sur la charge de l’incident, activez des interrupteurs pour qu’aucune réponse ne lise les données d’une autre requête, mais qu’une réponse revienne encore en HTTP 200 et fausse. Quelle mesure arrête la fuite sans rendre le serveur correct ?',
      nl: 'Zet op de werklast van het incident schakelaars aan zodat geen antwoord de gegevens van een ander verzoek leest, maar één antwoord toch nog terugkomt met HTTP 200 en fout is. Welke maatregel stopt het lek zonder de server correct te maken?',
    },
    hints: [
      {
        en: 'The pull requests make the rejected request fail; you are looking for something that only changes what the stale pages contain.',
        fr: 'Les pull requests font échouer la requête rejetée ; vous cherchez quelque chose qui ne change que le contenu des pages périmées.',
        nl: 'De pull requests laten het geweigerde verzoek mislukken; u zoekt iets dat alleen verandert wat er in de verouderde pagina’s staat.',
      },
      {
        en: 'Freed pages are never cleared in SGLang. What if they were?',
        fr: 'Dans SGLang, les pages libérées ne sont jamais effacées. Et si elles l’étaient ?',
        nl: 'In SGLang worden vrijgegeven pagina’s nooit gewist. Wat als dat wel zo was?',
      },
    ],
    explanation: {
      text: {
        en: 'Zeroing pages when they are freed (not in SGLang; a design option) removes other users’ data from the pages the over-long request reads, so nothing leaks. But the request still passes as if it had been computed: the decode node generates from zeroed KV and answers 200 with garbage, where a correct server returns the original 400. Defence in depth, not a fix — and it costs memory bandwidth on every free.',
        fr: 'Mettre les pages à zéro quand elles sont libérées (absent de SGLang ; une option de conception) retire les données des autres utilisateurs des pages que lit la requête trop longue : rien ne fuit. Mais la requête passe toujours comme si elle avait été calculée : le nœud de décodage génère à partir d’un KV nul et répond 200 avec du charabia, là où un serveur correct renvoie le 400 d’origine. Une défense en profondeur, pas un correctif — et elle coûte de la bande passante mémoire à chaque libération.',
        nl: 'Pagina’s op nul zetten bij het vrijgeven (niet in SGLang; een ontwerpoptie) haalt de gegevens van andere gebruikers uit de pagina’s die het te lange verzoek leest: er lekt niets. Maar het verzoek gaat nog steeds door alsof het berekend was: de decode-node genereert uit nul-KV en antwoordt 200 met onzin, waar een correcte server de oorspronkelijke 400 teruggeeft. Verdediging in de diepte, geen fix — en het kost geheugenbandbreedte bij elke vrijgave.',
      },
      scenes: ['fixes', 'status-200'],
      sources: ['#30233'],
    },
    scenario: incidentWith(),
    allowed: { fixes: [...FIX_NAMES] },
    goal: {
      predicate: {
        all: [
          { none: { isolation: ['cross-tenant', 'same-tenant'] } },
          { some: { status: 200, correct: false } },
        ],
      },
    },
  },
  {
    id: 'half-a-pull-request',
    category: 'fix',
    // 2★: one of its two switches alone solves it (tests/lab/stars.test.ts)
    difficulty: 2,
    title: {
      en: 'Half a pull request',
      fr: 'La moitié d’une pull request',
      nl: 'Een halve pull request',
    },
    story: {
      en: 'Open PR #38704 does two things: rejected requests never reach the handoff, and the decode node refuses a transfer shorter than what it reserved. The model has one switch for each half. Behind sgl-router, make every response of the incident correct using only these two switches.',
      fr: 'La PR #38704 (ouverte) fait deux choses : les requêtes rejetées n’atteignent jamais la remise, et le nœud de décodage refuse un transfert plus court que ce qu’il a réservé. Le modèle a un interrupteur pour chaque moitié. Derrière sgl-router, rendez correcte chaque réponse de l’incident avec ces deux interrupteurs seulement.',
      nl: 'De open PR #38704 doet twee dingen: geweigerde verzoeken bereiken de overdracht nooit, en de decode-node weigert een transfer die korter is dan wat hij reserveerde. Het model heeft één schakelaar per helft. Maak achter sgl-router elk antwoord van het incident correct met alleen deze twee schakelaars.',
    },
    hints: [
      {
        en: 'A correct server answers D’s prompt with the original 400 "Input length … exceeds …".',
        fr: 'Un serveur correct répond au prompt de D par le 400 d’origine « Input length … exceeds … ».',
        nl: 'Een correcte server beantwoordt de prompt van D met de oorspronkelijke 400 "Input length … exceeds …".',
      },
      {
        en: 'Refusing a short transfer stops the stale read, but which node fails, and with which status?',
        fr: 'Refuser un transfert trop court arrête la lecture périmée, mais quel nœud échoue, et avec quel statut ?',
        nl: 'Een te korte transfer weigeren stopt het verouderd lezen, maar welke node faalt, en met welke status?',
      },
    ],
    explanation: {
      text: {
        en: 'Honouring the abort before the handoff retires the request on the prefill side with its original error, and sgl-router relays a prefill error to the client. The coverage check alone only catches the symptom on the decode side: the transfer fails and the decode node answers with a server error, not the 400 the client should get.',
        fr: 'Respecter l’abandon avant la remise retire la requête côté prefill avec son erreur d’origine, et sgl-router relaie au client une erreur du prefill. Le contrôle de couverture seul n’attrape que le symptôme côté décodage : le transfert échoue et le nœud de décodage répond par une erreur serveur, pas par le 400 que le client devrait recevoir.',
        nl: 'De afbreking vóór de overdracht respecteren trekt het verzoek aan de prefill-kant in met zijn oorspronkelijke fout, en sgl-router geeft een prefill-fout door aan de client. De dekkingscontrole alleen vangt het symptoom aan de decode-kant: de transfer mislukt en de decode-node antwoordt met een serverfout, niet met de 400 die de client hoort te krijgen.',
      },
      scenes: ['fixes'],
      sources: ['#38704', '#29017'],
    },
    scenario: incidentWith({ router: 'sgl-router' }),
    allowed: { fixes: ['honorAbortBeforeHandoff', 'coverageCheck'] },
    goal: { predicate: { every: { correct: true } } },
  },
  {
    id: 'fewest-switches',
    category: 'fix',
    // 2★: trying each switch in turn finds a one-switch answer (tests/lab/stars.test.ts)
    difficulty: 2,
    title: {
      en: 'The fewest switches, under either router',
      fr: 'Le moins d’interrupteurs possible, sous les deux routeurs',
      nl: 'Zo weinig mogelijk schakelaars, onder beide routers',
    },
    story: {
      en: 'You do not know which router your customers will put in front of the nodes. Turn on the fewest fix switches such that, on the incident’s workload, every response is correct behind sgl-router, and behind mini_lb no response is built on pages it did not write (a clean error is acceptable there). The lab runs both routers and checks that no smaller set would do. Then try to make mini_lb fully correct too, and see why the goal does not ask for it.',
      fr: 'Vous ne savez pas quel routeur vos clients placeront devant les nœuds. Activez le moins d’interrupteurs de correctif possible pour que, sur la charge de l’incident, chaque réponse soit correcte derrière sgl-router et que, derrière mini_lb, aucune réponse ne soit construite sur des pages qu’elle n’a pas écrites (une erreur propre y est acceptable). Le labo fait tourner les deux routeurs et vérifie qu’aucun ensemble plus petit ne suffirait. Essayez ensuite de rendre mini_lb entièrement correct, et voyez pourquoi l’objectif ne le demande pas.',
      nl: 'U weet niet welke router uw klanten voor de nodes zetten. Zet zo weinig mogelijk fix-schakelaars aan zodat op de werklast van het incident elk antwoord correct is achter sgl-router, en achter mini_lb geen antwoord gebouwd is op pagina’s die het niet zelf schreef (een nette fout is daar aanvaardbaar). Het lab draait beide routers en controleert dat geen kleinere set zou volstaan. Probeer daarna mini_lb ook helemaal correct te krijgen, en zie waarom het doel dat niet vraagt.',
    },
    hints: [
      {
        en: 'Run each switch alone under both routers first, and look at the status and isolation of D’s response.',
        fr: 'Essayez d’abord chaque interrupteur seul sous les deux routeurs, et regardez le statut et l’isolation de la réponse de D.',
        nl: 'Probeer eerst elke schakelaar apart onder beide routers, en kijk naar de status en de isolatie van het antwoord aan D.',
      },
      {
        en: 'Under mini_lb the client only ever sees the decode node’s answer, and a decode node whose transfer fails answers with a server error.',
        fr: 'Avec mini_lb, le client ne voit jamais que la réponse du nœud de décodage, et un nœud de décodage dont le transfert échoue répond par une erreur serveur.',
        nl: 'Onder mini_lb ziet de client alleen het antwoord van de decode-node, en een decode-node waarvan de transfer mislukt, antwoordt met een serverfout.',
      },
      {
        en: 'Behind sgl-router a prefill error reaches the client. Which switches make the prefill node answer with the original 400, and which only act on the decode side?',
        fr: 'Derrière sgl-router, une erreur du prefill parvient au client. Quels interrupteurs font répondre le nœud de prefill par le 400 d’origine, et lesquels n’agissent que côté décodage ?',
        nl: 'Achter sgl-router bereikt een prefill-fout de client. Welke schakelaars laten de prefill-node antwoorden met de oorspronkelijke 400, en welke werken alleen aan de decode-kant?',
      },
    ],
    explanation: {
      text: {
        en: 'What the client sees depends on the router as much as on the fix. sgl-router (since #29017) returns whichever node’s error arrives first, and here the prefill’s comes first, so any switch that makes the prefill node retire the request with its original error is complete there. mini_lb returns the decode node’s answer; with these switches the decode node learns of the abort, at best, as a failed transfer and answers with a server error: the leak is closed, but no combination returns the original 400 through mini_lb.',
        fr: 'Ce que voit le client dépend autant du routeur que du correctif. sgl-router (depuis #29017) renvoie l’erreur du nœud qui arrive la première, et ici celle du prefill arrive d’abord : tout interrupteur qui fait retirer la requête par le nœud de prefill avec son erreur d’origine y suffit. mini_lb renvoie la réponse du nœud de décodage ; avec ces interrupteurs, celui-ci apprend l’abandon au mieux comme un transfert échoué et répond par une erreur serveur : la fuite est fermée, mais aucune combinaison ne fait passer le 400 d’origine par mini_lb.',
        nl: 'Wat de client ziet, hangt evenveel af van de router als van de fix. sgl-router (sinds #29017) geeft de fout van de node die het eerst komt, en hier komt die van de prefill eerst, dus elke schakelaar die de prefill-node het verzoek met zijn oorspronkelijke fout laat intrekken, volstaat daar. mini_lb geeft het antwoord van de decode-node terug; met deze schakelaars hoort die node hooguit van de afbreking als een mislukte transfer en antwoordt hij met een serverfout: het lek is dicht, maar geen enkele combinatie brengt de oorspronkelijke 400 via mini_lb bij de client.',
      },
      scenes: ['fixes'],
      sources: ['#38935', '#36988', '#38704', '#28651', '#29017'],
    },
    scenario: incidentWith(),
    allowed: { fixes: [...FIX_NAMES] },
    goal: {
      predicate: {
        fewestFixes: {
          all: [
            { under: { router: 'sgl-router' }, holds: { every: { correct: true } } },
            { under: { router: 'mini_lb' }, holds: { every: { isolation: 'clean' } } },
          ],
        },
      },
    },
  },
];
