/** Operate: what a deployment's owner can change without a new SGLang: sizes and routers. */
import type { ChallengeFile } from '../types';
import { incidentWith } from './start';

const MAX_POOL = 4194304;

export const OPERATE: ChallengeFile[] = [
  {
    id: 'serve-long-prompts',
    category: 'operate',
    difficulty: 2,
    title: {
      en: 'Keep the long prompts, lose the gap',
      fr: 'Garder les longs prompts, fermer l’écart',
      nl: 'Lange prompts houden, de kloof dichten',
    },
    story: {
      en: 'Your customers need D’s 800,000-token prompt answered. No SGLang upgrade is possible this week: you may only resize the KV pools. Make every response correct, serve D with a 200, and leave no prompt length that the prefill rejects and the decode accepts.',
      fr: 'Vos clients ont besoin d’une réponse au prompt de 800 000 tokens de D. Aucune mise à jour de SGLang n’est possible cette semaine : vous pouvez seulement redimensionner les pools KV. Rendez chaque réponse correcte, servez D avec un 200, et ne laissez aucune longueur de prompt que le prefill rejette et que le décodage accepte.',
      nl: 'Uw klanten willen dat de prompt van 800.000 tokens van D beantwoord wordt. Een SGLang-upgrade kan deze week niet: u mag alleen de KV-pools van grootte veranderen. Maak elk antwoord correct, bedien D met een 200, en laat geen promptlengte over die de prefill weigert en de decode accepteert.',
    },
    hints: [
      {
        en: 'Making D fit the prefill pool answers D, but longer prompts would still fall in the gap.',
        fr: 'Faire tenir D dans le pool du prefill permet de répondre à D, mais des prompts plus longs tomberaient encore dans l’écart.',
        nl: 'D in de prefill-pool laten passen beantwoordt D, maar langere prompts zouden nog in de kloof vallen.',
      },
      {
        en: 'The gap closes when the prefill node’s limit reaches the decode node’s (or the context length).',
        fr: 'L’écart se ferme quand la limite du nœud de prefill atteint celle du nœud de décodage (ou la longueur de contexte).',
        nl: 'De kloof gaat dicht als de limiet van de prefill-node die van de decode-node bereikt (of de contextlengte).',
      },
    ],
    explanation: {
      text: {
        en: 'Sizing each node’s pool at or above the context window removes the configuration gap: every prompt the tokenizer lets through fits both nodes, so no request is ever turned into a placeholder. Cloudflare went to about twice the context. It is a mitigation of the configuration, not of the bug: a smaller pool anywhere reopens it.',
        fr: 'Dimensionner le pool de chaque nœud au moins à la fenêtre de contexte supprime l’écart de configuration : tout prompt que le tokenizer laisse passer tient dans les deux nœuds, donc aucune requête ne devient un substitut. Cloudflare est passé à environ deux fois le contexte. C’est une atténuation de la configuration, pas du bogue : un pool plus petit où que ce soit rouvre l’écart.',
        nl: 'De pool van elke node minstens zo groot maken als het contextvenster haalt de configuratiekloof weg: elke prompt die de tokenizer doorlaat, past in beide nodes, dus geen verzoek wordt ooit een placeholder. Cloudflare ging naar ongeveer twee keer de context. Het is een mitigatie van de configuratie, niet van de bug: een kleinere pool waar dan ook opent de kloof opnieuw.',
      },
      scenes: ['config-gap', 'check-your-nodes'],
      sources: ['incident-report'],
    },
    scenario: incidentWith({ router: 'sgl-router' }),
    allowed: { prefillPool: { min: 8, max: MAX_POOL }, decodePool: { min: 8, max: MAX_POOL } },
    goal: {
      predicate: {
        all: [
          { every: { correct: true } },
          { some: { request: 'd1', status: 200 } },
          { band: 'closed' },
        ],
      },
    },
  },
  {
    id: 'smallest-closing-pool',
    category: 'operate',
    // 2★: a number, told too high / too low, can be bisected
    difficulty: 2,
    title: {
      en: 'How much memory closes the gap?',
      fr: 'Combien de mémoire ferme l’écart ?',
      nl: 'Hoeveel geheugen dicht de kloof?',
    },
    story: {
      en: 'GPU memory is expensive. With the decode pool and context of the incident unchanged, what is the smallest prefill pool (max_total_num_tokens, in tokens) for which no prompt length is rejected by the prefill and accepted by the decode?',
      fr: 'La mémoire GPU coûte cher. Avec le pool de décodage et le contexte de l’incident inchangés, quel est le plus petit pool de prefill (max_total_num_tokens, en tokens) pour lequel aucune longueur de prompt n’est rejetée par le prefill et acceptée par le décodage ?',
      nl: 'GPU-geheugen is duur. Wat is, met de decode-pool en de context van het incident ongewijzigd, de kleinste prefill-pool (max_total_num_tokens, in tokens) waarbij geen enkele promptlengte door de prefill wordt geweigerd en door de decode geaccepteerd?',
    },
    hints: [
      {
        en: 'Each node rejects from min(context − 1, pool − 1) − 5 tokens up.',
        fr: 'Chaque nœud rejette à partir de min(contexte − 1, pool − 1) − 5 tokens.',
        nl: 'Elke node weigert vanaf min(context − 1, pool − 1) − 5 tokens.',
      },
      {
        en: 'The decode pool is larger than the context here, so the decode node’s limit is set by the context.',
        fr: 'Ici le pool de décodage est plus grand que le contexte : la limite du nœud de décodage est fixée par le contexte.',
        nl: 'De decode-pool is hier groter dan de context, dus de limiet van de decode-node wordt door de context bepaald.',
      },
    ],
    explanation: {
      text: {
        en: 'The gap is closed when the prefill limit min(context − 1, pool − 1) − 5 reaches the decode limit. With the decode pool above the context, that means a prefill pool of at least the context length itself: every prompt shorter than the context then fits both nodes, and the longer ones are refused by the tokenizer up front.',
        fr: 'L’écart est fermé quand la limite du prefill, min(contexte − 1, pool − 1) − 5, atteint celle du décodage. Avec un pool de décodage supérieur au contexte, il faut donc un pool de prefill au moins égal à la longueur de contexte : tout prompt plus court que le contexte tient alors dans les deux nœuds, et les plus longs sont refusés d’emblée par le tokenizer.',
        nl: 'De kloof is dicht als de prefill-limiet min(context − 1, pool − 1) − 5 de decode-limiet bereikt. Met een decode-pool boven de context betekent dat een prefill-pool van minstens de contextlengte zelf: elke prompt korter dan de context past dan in beide nodes, en langere worden meteen door de tokenizer geweigerd.',
      },
      scenes: ['config-gap', 'check-your-nodes'],
      sources: ['incident-report'],
    },
    scenario: incidentWith(),
    allowed: {},
    goal: { question: { ask: 'smallestClosingPrefillPool' } },
  },
  {
    id: 'router-choice',
    category: 'operate',
    difficulty: 2,
    title: {
      en: 'The router decides what the client sees',
      fr: 'Le routeur décide de ce que voit le client',
      nl: 'De router bepaalt wat de client ziet',
    },
    story: {
      en: 'Your SGLang build has PR #36988 (retire aborted prefill results) and nothing else. The nodes are fine as they are; only the router in front of them may change. Make every response of the incident correct.',
      fr: 'Votre version de SGLang contient la PR #36988 (retrait des résultats de prefill abandonnés) et rien d’autre. Les nœuds restent tels quels ; seul le routeur placé devant eux peut changer. Rendez correcte chaque réponse de l’incident.',
      nl: 'Uw SGLang-build bevat PR #36988 (afgebroken prefill-resultaten intrekken) en verder niets. De nodes blijven zoals ze zijn; alleen de router ervoor mag veranderen. Maak elk antwoord van het incident correct.',
    },
    hints: [
      {
        en: 'With this fix, the prefill node answers D with the original 400. Does the client get it?',
        fr: 'Avec ce correctif, le nœud de prefill répond à D par le 400 d’origine. Le client le reçoit-il ?',
        nl: 'Met deze fix antwoordt de prefill-node D met de oorspronkelijke 400. Krijgt de client die?',
      },
      {
        en: 'Merged PR #29017 changed how sgl-router treats a prefill error.',
        fr: 'La PR #29017 (fusionnée) a changé la façon dont sgl-router traite une erreur du prefill.',
        nl: 'De gemergde PR #29017 veranderde hoe sgl-router een prefill-fout behandelt.',
      },
    ],
    explanation: {
      text: {
        en: 'mini_lb forwards the request to both nodes and returns the decode node’s status and body; the prefill’s 400 is discarded while the decode node waits for a transfer that never comes. sgl-router returns the first error from either node, here the prefill’s 400, so the same nodes give the right answer. #38935’s author notes exactly this: with #36988 "the client does get its 400".',
        fr: 'mini_lb transmet la requête aux deux nœuds et renvoie le statut et le corps du nœud de décodage ; le 400 du prefill est ignoré pendant que le nœud de décodage attend un transfert qui ne vient jamais. sgl-router renvoie la première erreur venue de l’un ou l’autre nœud, ici le 400 du prefill : les mêmes nœuds donnent alors la bonne réponse. L’auteur de #38935 le note précisément : avec #36988, « le client reçoit bien son 400 ».',
        nl: 'mini_lb stuurt het verzoek naar beide nodes en geeft de status en body van de decode-node terug; de 400 van de prefill wordt weggegooid terwijl de decode-node wacht op een transfer die nooit komt. sgl-router geeft de eerste fout van een van beide nodes door, hier de 400 van de prefill, dus dezelfde nodes geven het juiste antwoord. De auteur van #38935 merkt precies dat op: met #36988 "krijgt de client wel zijn 400".',
      },
      scenes: ['fixes'],
      sources: ['#36988', '#29017', '#38935'],
    },
    scenario: incidentWith({ router: 'mini_lb', fixes: ['retireAbortedPrefill'] }),
    allowed: { router: true },
    goal: { predicate: { every: { correct: true } } },
  },
];
