/** Observe: read what the model does before changing anything. Answers are computed. */
import type { ChallengeFile } from '../types';
import { incidentWith, rq, start, tenants } from './start';

export const OBSERVE: ChallengeFile[] = [
  {
    id: 'smallest-rejected-prompt',
    category: 'observe',
    difficulty: 1,
    title: {
      en: 'The first prompt the prefill turns away',
      fr: 'Le premier prompt que le prefill refuse',
      nl: 'De eerste prompt die de prefill weigert',
    },
    story: {
      en: 'Cloudflare reports that all 155 affected responses came from prompts longer than 681,280 tokens, the size of the prefill node’s KV pool. SGLang’s own check draws the line a little earlier. In this deployment (context 1,048,576 tokens, prefill pool 681,280 tokens), what is the smallest prompt length, in tokens, that the prefill node rejects?',
      fr: 'Cloudflare indique que les 155 réponses touchées venaient toutes de prompts de plus de 681 280 tokens, la taille du pool KV du nœud de prefill. Le contrôle de SGLang tire le trait un peu plus tôt. Dans ce déploiement (contexte de 1 048 576 tokens, pool de prefill de 681 280 tokens), quelle est la plus petite longueur de prompt, en tokens, que le nœud de prefill rejette ?',
      nl: 'Volgens Cloudflare kwamen alle 155 getroffen antwoorden van prompts langer dan 681.280 tokens, de grootte van de KV-pool van de prefill-node. De controle van SGLang zelf legt de grens iets eerder. Wat is in deze deployment (context 1.048.576 tokens, prefill-pool 681.280 tokens) de kleinste promptlengte, in tokens, die de prefill-node weigert?',
    },
    hints: [
      {
        en: 'The prefill node does not compare the prompt with the pool size itself, but with max_req_input_len.',
        fr: 'Le nœud de prefill ne compare pas le prompt à la taille du pool elle-même, mais à max_req_input_len.',
        nl: 'De prefill-node vergelijkt de prompt niet met de poolgrootte zelf, maar met max_req_input_len.',
      },
      {
        en: 'max_req_input_len = min(context_length − 1, max_total_num_tokens − 1) − 5.',
        fr: 'max_req_input_len = min(context_length − 1, max_total_num_tokens − 1) − 5.',
        nl: 'max_req_input_len = min(context_length − 1, max_total_num_tokens − 1) − 5.',
      },
      {
        en: 'validate_input_length rejects a prompt whose length is greater than or equal to max_req_input_len.',
        fr: 'validate_input_length rejette un prompt dont la longueur est supérieure ou égale à max_req_input_len.',
        nl: 'validate_input_length weigert een prompt waarvan de lengte groter dan of gelijk aan max_req_input_len is.',
      },
    ],
    explanation: {
      text: {
        en: 'SGLang’s validate_input_length rejects a prompt when len(origin_input_ids) ≥ max_req_input_len, with max_req_input_len = min(context − 1, pool − 1) − 5. With a 681,280-token pool the edge sits six tokens below the figure in the press accounts. Both describe the same gap; the exact edge comes from the code.',
        fr: 'validate_input_length rejette un prompt quand len(origin_input_ids) ≥ max_req_input_len, avec max_req_input_len = min(contexte − 1, pool − 1) − 5. Avec un pool de 681 280 tokens, la limite tombe six tokens sous le chiffre des comptes rendus de presse. Les deux décrivent le même écart ; la limite exacte vient du code.',
        nl: 'validate_input_length weigert een prompt als len(origin_input_ids) ≥ max_req_input_len, met max_req_input_len = min(context − 1, pool − 1) − 5. Bij een pool van 681.280 tokens ligt de grens zes tokens onder het getal uit de persberichten. Beide beschrijven dezelfde kloof; de exacte grens komt uit de code.',
      },
      scenes: ['config-gap', 'rejection'],
      sources: ['incident-report'],
    },
    scenario: incidentWith(),
    allowed: {},
    goal: { question: { ask: 'prefillRejectsFrom' } },
  },
  {
    id: 'whose-pages',
    category: 'observe',
    difficulty: 2,
    title: {
      en: 'Whose pages will d1 read?',
      fr: 'Quelles pages d1 va-t-il lire ?',
      nl: 'Wiens pagina’s leest d1?',
    },
    story: {
      en: 'Tenants A, B and C send one long prompt each, one after the other; then tenant D sends a 700,000-token prompt that the prefill node rejects and the decode node accepts. Before you press play: whose data will D’s response be built on? Pick every tenant whose pages it reads (none, if you think it reads no one’s).',
      fr: 'Les clients A, B et C envoient chacun un long prompt, l’un après l’autre ; puis le client D envoie un prompt de 700 000 tokens que le nœud de prefill rejette et que le nœud de décodage accepte. Avant de lancer la lecture : sur les données de qui la réponse de D sera-t-elle construite ? Cochez chaque client dont elle lit les pages (aucun, si vous pensez qu’elle ne lit personne).',
      nl: 'Klanten A, B en C sturen elk één lange prompt, na elkaar; daarna stuurt klant D een prompt van 700.000 tokens die de prefill-node weigert en de decode-node accepteert. Voordat u op afspelen drukt: op wiens gegevens wordt het antwoord aan D gebouwd? Kies elke klant van wie het pagina’s leest (geen, als u denkt dat het niemands pagina’s leest).',
    },
    hints: [
      {
        en: 'Freed pages do not go back to the free list at once: they wait in a staged list.',
        fr: 'Les pages libérées ne reviennent pas tout de suite dans la liste libre : elles attendent dans une liste d’attente.',
        nl: 'Vrijgegeven pagina’s gaan niet meteen terug naar de vrije lijst: ze wachten in een aparte lijst.',
      },
      {
        en: 'When the free list runs short, the staged pages are merged back and the list is sorted: the lowest page numbers come first.',
        fr: 'Quand la liste libre s’épuise, les pages en attente y sont fusionnées et la liste est triée : les plus petits numéros de page passent en premier.',
        nl: 'Als de vrije lijst opraakt, worden de wachtende pagina’s teruggevoegd en wordt de lijst gesorteerd: de laagste paginanummers komen eerst.',
      },
      {
        en: 'D reserves pages from the front of the sorted list, as many as its full prompt needs. Which requests wrote the lowest pages, and how far does D’s reservation reach?',
        fr: 'D réserve des pages en tête de la liste triée, autant que son prompt complet en demande. Quelles requêtes ont écrit les pages les plus basses, et jusqu’où va la réservation de D ?',
        nl: 'D reserveert pagina’s vooraan in de gesorteerde lijst, zoveel als zijn volledige prompt nodig heeft. Welke verzoeken schreven de laagste pagina’s, en hoe ver reikt de reservering van D?',
      },
    ],
    explanation: {
      text: {
        en: 'Allocation takes pages from the front of the free list; freed pages are staged and merged back, sorted, only when the list runs short. So D’s reservation starts at page 1 and covers the lowest-numbered pages, whoever wrote them last: the most recent request is not necessarily the one whose data leaks.',
        fr: 'L’allocation prend les pages en tête de la liste libre ; les pages libérées attendent et ne sont fusionnées, triées, que lorsque la liste s’épuise. La réservation de D commence donc à la page 1 et couvre les pages aux plus petits numéros, quel que soit leur dernier auteur : la requête la plus récente n’est pas forcément celle dont les données fuient.',
        nl: 'Toewijzing neemt pagina’s vooraan uit de vrije lijst; vrijgegeven pagina’s wachten en worden pas gesorteerd teruggevoegd als de lijst opraakt. De reservering van D begint dus bij pagina 1 en beslaat de laagst genummerde pagina’s, wie ze ook het laatst schreef: het meest recente verzoek is niet per se het verzoek waarvan gegevens uitlekken.',
      },
      scenes: ['reservation', 'stale-pages'],
      sources: ['#30233'],
    },
    scenario: start(
      'Whose pages?',
      'A, B and C send long prompts one after the other; then D sends a prompt in the exposed band.',
      tenants(['a', 'Tenant A'], ['b', 'Tenant B'], ['c', 'Tenant C'], ['d', 'Tenant D']),
      [
        rq('a1', 'a', 600000, {
          text: 'A: quarterly revenue forecast, region north, confidential',
        }),
        rq('b1', 'b', 600000, {
          after: 'a1',
          text: 'B: hiring plan, three senior engineers, salary bands',
        }),
        rq('c1', 'c', 300000, {
          after: 'b1',
          text: 'C: incident postmortem draft, root cause still open',
        }),
        rq('d1', 'd', 700000, {
          after: 'c1',
          maxNewTokens: 24,
          text: 'D: summarise this document',
        }),
      ],
    ),
    allowed: {},
    goal: { question: { ask: 'readsFrom', request: 'd1', of: 'tenants' } },
  },
  {
    id: 'what-the-client-sees',
    category: 'observe',
    difficulty: 2,
    title: {
      en: 'A fix, and what the client sees',
      fr: 'Un correctif, et ce que voit le client',
      nl: 'Een fix, en wat de client ziet',
    },
    story: {
      en: 'Merged PR #36988 makes the prefill node retire an aborted request after its forward pass, so the transfer never reports Success and no stale page is read. The deployment runs mini_lb as its router. With that switch on, what HTTP status does the client get for D’s over-long prompt?',
      fr: 'La PR #36988 (fusionnée) fait retirer par le nœud de prefill une requête abandonnée après sa passe avant : le transfert ne signale jamais Success et aucune page périmée n’est lue. Le déploiement utilise mini_lb comme routeur. Avec ce correctif actif, quel statut HTTP le client reçoit-il pour le prompt trop long de D ?',
      nl: 'De gemergde PR #36988 laat de prefill-node een afgebroken verzoek na zijn forward pass intrekken, zodat de transfer nooit Success meldt en er geen verouderde pagina wordt gelezen. De deployment gebruikt mini_lb als router. Welke HTTP-status krijgt de client met die schakelaar aan voor de te lange prompt van D?',
    },
    hints: [
      {
        en: 'mini_lb returns the decode node’s status and body; the prefill node’s reply is discarded.',
        fr: 'mini_lb renvoie le statut et le corps du nœud de décodage ; la réponse du nœud de prefill est ignorée.',
        nl: 'mini_lb geeft de status en body van de decode-node terug; het antwoord van de prefill-node wordt weggegooid.',
      },
      {
        en: 'The decode node accepted the prompt and reserved pages. Is it told that the prefill gave up?',
        fr: 'Le nœud de décodage a accepté le prompt et réservé des pages. Est-il prévenu que le prefill a abandonné ?',
        nl: 'De decode-node accepteerde de prompt en reserveerde pagina’s. Krijgt hij te horen dat de prefill is gestopt?',
      },
    ],
    explanation: {
      text: {
        en: 'Under mini_lb the client gets the decode node’s answer. Nobody tells the decode node that the prefill retired the request, so it waits for a transfer that never comes until SGLANG_DISAGGREGATION_WAITING_TIMEOUT (300 s) fails it (KVPoll.Failed, answered as an internal server error). No stale page is read, but the client gets neither an answer nor the original 400. #38935’s description says that behind sgl-router (#29017) the client does get its 400.',
        fr: 'Avec mini_lb, le client reçoit la réponse du nœud de décodage. Personne ne prévient celui-ci que le prefill a retiré la requête : il attend un transfert qui ne vient jamais, jusqu’à ce que SGLANG_DISAGGREGATION_WAITING_TIMEOUT (300 s) le fasse échouer (KVPoll.Failed, renvoyé comme erreur interne du serveur). Aucune page périmée n’est lue, mais le client n’obtient ni réponse ni le 400 d’origine. Selon la description de #38935, derrière sgl-router (#29017) le client reçoit bien son 400.',
        nl: 'Onder mini_lb krijgt de client het antwoord van de decode-node. Niemand vertelt die node dat de prefill het verzoek introk, dus wacht hij op een transfer die nooit komt, tot SGLANG_DISAGGREGATION_WAITING_TIMEOUT (300 s) het laat mislukken (KVPoll.Failed, beantwoord als interne serverfout). Er wordt geen verouderde pagina gelezen, maar de client krijgt geen antwoord en ook niet de oorspronkelijke 400. Volgens de beschrijving van #38935 krijgt de client achter sgl-router (#29017) wel zijn 400.',
      },
      scenes: ['fixes'],
      sources: ['#36988', '#38935', '#29017'],
    },
    scenario: incidentWith({ router: 'mini_lb', fixes: ['retireAbortedPrefill'] }),
    allowed: {},
    goal: { question: { ask: 'status', request: 'd1' } },
  },
];
