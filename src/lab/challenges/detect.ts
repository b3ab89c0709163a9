/** Detect: recognise the bug from the outside — garbage, a probe, a deployment's settings. */
import type { ChallengeFile } from '../types';
import { rq, start, tenants } from './start';

const CONTEXT = 1048576;

/** Three deployments as an operator would paste them (figures assumed for the exercise). */
const EAST = `# east: router, then each node's launch command and its startup log line
python -m sglang_router.launch_router --pd-disaggregation \\
  --prefill http://10.0.0.1:30000 8998 --decode http://10.0.0.2:30000 --host 0.0.0.0 --port 8000
python -m sglang.launch_server --model-path /models/glm --trust-remote-code --tp-size 8 \\
  --disaggregation-mode prefill --context-length 1048576 --page-size 64 --host 10.0.0.1 --port 30000
[2026-09-01 08:00:00 TP0] max_total_num_tokens=681280, chunked_prefill_size=8192, max_prefill_tokens=16384, max_running_requests=64, context_len=1048576, available_gpu_mem=7.20 GB
python -m sglang.launch_server --model-path /models/glm --trust-remote-code --tp-size 8 \\
  --disaggregation-mode decode --context-length 1048576 --page-size 64 --host 10.0.0.2 --port 30000
[2026-09-01 08:00:00 TP0] max_total_num_tokens=1572864, chunked_prefill_size=8192, max_prefill_tokens=16384, max_running_requests=64, context_len=1048576, available_gpu_mem=9.10 GB
`;

const WEST = `{"disaggregation_mode": "prefill", "context_length": 1048576, "max_total_tokens": null, "page_size": 64, "max_total_num_tokens": 2097152, "max_req_input_len": 1048570, "version": "0.5.22"}
{"disaggregation_mode": "decode", "context_length": 1048576, "max_total_tokens": null, "page_size": 64, "max_total_num_tokens": 2097152, "max_req_input_len": 1048570, "version": "0.5.22"}
`;

const NORTH = `python -m sglang.srt.disaggregation.mini_lb --prefill http://10.1.0.1:30000 --decode http://10.1.0.2:30000
python -m sglang.launch_server --model-path /models/small --disaggregation-mode prefill --context-length 262144 --port 30000
[TP0] max_total_num_tokens=250000, chunked_prefill_size=8192, max_prefill_tokens=16384, max_running_requests=32, context_len=262144, available_gpu_mem=3.00 GB
python -m sglang.launch_server --model-path /models/small --disaggregation-mode decode --context-length 262144 --port 30001
[TP0] max_total_num_tokens=500000, chunked_prefill_size=8192, max_prefill_tokens=16384, max_running_requests=32, context_len=262144, available_gpu_mem=6.00 GB
`;

export const DETECT: ChallengeFile[] = [
  {
    id: 'fresh-server-garbage',
    category: 'detect',
    difficulty: 2,
    title: {
      en: 'Garbage on a fresh server (#30233)',
      fr: 'Du charabia sur un serveur neuf (#30233)',
      nl: 'Onzin op een verse server (#30233)',
    },
    story: {
      en: 'On 2026-07-06 an SGLang user reported that an over-long prompt made the decode node produce garbage while the prefill reported prompt_tokens = 1. Reproduce it with the issue’s figures: on this freshly started server, get a 200 whose output was built on pages nobody ever wrote.',
      fr: 'Le 06/07/2026, un utilisateur de SGLang a signalé qu’un prompt trop long faisait produire du charabia au nœud de décodage, tandis que le prefill indiquait prompt_tokens = 1. Reproduisez-le avec les chiffres du ticket : sur ce serveur tout juste démarré, obtenez un 200 dont la sortie a été construite sur des pages que personne n’a jamais écrites.',
      nl: 'Op 6 juli 2026 meldde een SGLang-gebruiker dat een te lange prompt de decode-node onzin liet produceren, terwijl de prefill prompt_tokens = 1 meldde. Reproduceer het met de cijfers uit de issue: krijg op deze net gestarte server een 200 waarvan de uitvoer gebouwd is op pagina’s die nooit iemand schreef.',
    },
    hints: [
      {
        en: 'The prefill pool here is only 284,928 tokens.',
        fr: 'Le pool du prefill ne fait ici que 284 928 tokens.',
        nl: 'De prefill-pool is hier maar 284.928 tokens.',
      },
      {
        en: 'On a fresh server, the pages at the front of the free list have never been written: there is nothing to leak yet, only zeros.',
        fr: 'Sur un serveur neuf, les pages en tête de la liste libre n’ont jamais été écrites : rien à faire fuir, seulement des zéros.',
        nl: 'Op een verse server zijn de pagina’s vooraan in de vrije lijst nooit beschreven: er valt nog niets te lekken, alleen nullen.',
      },
    ],
    explanation: {
      text: {
        en: 'The same mechanism as the incident, before any other tenant used the pool: the decode node reads KV buffers zeroed at start-up. The symptom is garbage rather than someone else’s data, which is how #30233 described it. The issue was closed as inactive with no maintainer reply shown.',
        fr: 'Le même mécanisme que l’incident, avant qu’aucun autre client n’ait utilisé le pool : le nœud de décodage lit des tampons KV mis à zéro au démarrage. Le symptôme est du charabia plutôt que les données de quelqu’un d’autre, comme le décrivait #30233. Le ticket a été clos pour inactivité, sans réponse visible d’un mainteneur.',
        nl: 'Hetzelfde mechanisme als bij het incident, voordat een andere klant de pool gebruikte: de decode-node leest KV-buffers die bij het opstarten op nul zijn gezet. Het symptoom is onzin in plaats van andermans gegevens, zoals #30233 het beschreef. De issue werd als inactief gesloten, zonder zichtbare reactie van een maintainer.',
      },
      scenes: ['what-happened', 'unknowns'],
      sources: ['#30233'],
    },
    scenario: start(
      'Garbage on a fresh server',
      'A freshly started server; one tenant, one short request.',
      tenants(['a', 'Tenant A']),
      [rq('r1', 'a', 1000, { text: 'A: a short warm-up question' })],
      { base: 'issue-30233' },
    ),
    allowed: { requests: { count: { min: 1, max: 3 }, promptTokens: { min: 1, max: CONTEXT } } },
    goal: { predicate: { some: { status: 200, isolation: 'unwritten' } } },
  },
  {
    id: 'probe-differs',
    category: 'detect',
    difficulty: 3,
    title: {
      en: 'A probe that tells',
      fr: 'Une sonde qui révèle',
      nl: 'Een sonde die het verraadt',
    },
    story: {
      en: 'You run a deployment and cannot read its code. Write a single probe request whose HTTP status differs between the vulnerable server and the same server with PR #38935 (reject at admission). A probe sent to a quiet server leaks nobody’s data.',
      fr: 'Vous exploitez un déploiement dont vous ne pouvez pas lire le code. Écrivez une seule requête-sonde dont le statut HTTP diffère entre le serveur vulnérable et le même serveur avec la PR #38935 (rejet à l’admission). Une sonde envoyée à un serveur au repos ne fait fuir les données de personne.',
      nl: 'U beheert een deployment waarvan u de code niet kunt lezen. Schrijf één enkel sondeverzoek waarvan de HTTP-status verschilt tussen de kwetsbare server en dezelfde server met PR #38935 (weigeren bij toelating). Een sonde naar een rustige server lekt niemands gegevens.',
    },
    hints: [
      {
        en: 'A fixed server answers an over-long prompt with its original 400.',
        fr: 'Un serveur corrigé répond à un prompt trop long par son 400 d’origine.',
        nl: 'Een gepatchte server beantwoordt een te lange prompt met zijn oorspronkelijke 400.',
      },
      {
        en: 'Which prompt lengths does the vulnerable server answer with 200 when it should not?',
        fr: 'À quelles longueurs de prompt le serveur vulnérable répond-il 200 alors qu’il ne le devrait pas ?',
        nl: 'Op welke promptlengtes antwoordt de kwetsbare server 200 terwijl dat niet zou moeten?',
      },
    ],
    explanation: {
      text: {
        en: 'A prompt in the exposed band is the test: the vulnerable server answers 200, a fixed one 400 with "Input length … exceeds …". Cloudflare reports that its pre-launch checks covered status codes and long-context performance, not the correctness of the final output; a probe like this one checks exactly the status.',
        fr: 'Un prompt dans la bande exposée est le test : le serveur vulnérable répond 200, un serveur corrigé 400 avec « Input length … exceeds … ». Cloudflare indique que ses contrôles avant lancement portaient sur les codes de statut et les performances en contexte long, pas sur la justesse de la sortie finale ; une sonde comme celle-ci vérifie précisément le statut.',
        nl: 'Een prompt in de blootgestelde band is de test: de kwetsbare server antwoordt 200, een gepatchte 400 met "Input length … exceeds …". Cloudflare meldt dat zijn controles vóór de lancering statuscodes en prestaties bij lange context dekten, niet de juistheid van de uiteindelijke uitvoer; een sonde als deze controleert precies de status.',
      },
      scenes: ['status-200', 'check-your-nodes'],
      sources: ['#38935', 'incident-report'],
    },
    scenario: start(
      'A probe that tells',
      'A quiet server; one probe request.',
      tenants(['q', 'Probe']),
      [rq('q1', 'q', 1000, { text: 'probe' })],
      { router: 'sgl-router' },
    ),
    allowed: { requests: { count: { min: 1, max: 1 }, promptTokens: { min: 1, max: CONTEXT } } },
    goal: {
      predicate: {
        all: [
          { requests: { max: 1 } },
          { differs: [{ fixes: [] }, { fixes: ['rejectAtAdmission'] }], on: ['httpStatus'] },
        ],
      },
    },
  },
  {
    id: 'exposure-audit',
    category: 'detect',
    // 2★: each deployment opens in the exposure checker with one button
    difficulty: 2,
    title: {
      en: 'Audit three deployments',
      fr: 'Auditer trois déploiements',
      nl: 'Drie deployments doorlichten',
    },
    story: {
      en: 'Three teams sent you what they could: launch commands, startup logs, /get_server_info answers. Paste each into the exposure checker and say which deployments leave prompt lengths that the prefill rejects and the decode accepts.',
      fr: 'Trois équipes vous ont envoyé ce qu’elles avaient : commandes de lancement, journaux de démarrage, réponses de /get_server_info. Collez chacune dans le vérificateur d’exposition et indiquez quels déploiements laissent des longueurs de prompt que le prefill rejette et que le décodage accepte.',
      nl: 'Drie teams stuurden wat ze hadden: startcommando’s, opstartlogs, antwoorden van /get_server_info. Plak ze elk in de blootstellingscontrole en zeg welke deployments promptlengtes laten die de prefill weigert en de decode accepteert.',
    },
    hints: [
      {
        en: 'Without --max-total-tokens the pool size is in the startup log: max_total_num_tokens=….',
        fr: 'Sans --max-total-tokens, la taille du pool figure dans le journal de démarrage : max_total_num_tokens=….',
        nl: 'Zonder --max-total-tokens staat de poolgrootte in de opstartlog: max_total_num_tokens=….',
      },
      {
        en: 'The band is closed when the prefill pool is at least as large as the smaller of the context length and the decode pool.',
        fr: 'La bande est fermée quand le pool du prefill est au moins aussi grand que le plus petit de la longueur de contexte et du pool de décodage.',
        nl: 'De band is dicht als de prefill-pool minstens zo groot is als de kleinste van de contextlengte en de decode-pool.',
      },
    ],
    explanation: {
      text: {
        en: 'The pool size is normally derived from GPU memory, so it rarely appears in a launch command: the scheduler prints it once at start-up, and /get_server_info reports it as max_total_num_tokens. A deployment is exposed whenever its prefill node’s limit is below both the decode node’s and the context length, whatever the absolute sizes.',
        fr: 'La taille du pool est normalement déduite de la mémoire GPU ; elle figure donc rarement dans une commande de lancement : l’ordonnanceur l’affiche une fois au démarrage, et /get_server_info la donne sous max_total_num_tokens. Un déploiement est exposé dès que la limite de son nœud de prefill est inférieure à la fois à celle du nœud de décodage et à la longueur de contexte, quelles que soient les tailles absolues.',
        nl: 'De poolgrootte wordt normaal afgeleid uit het GPU-geheugen en staat dus zelden in een startcommando: de scheduler drukt ze één keer af bij het opstarten, en /get_server_info geeft ze als max_total_num_tokens. Een deployment is blootgesteld zodra de limiet van de prefill-node lager is dan zowel die van de decode-node als de contextlengte, wat de absolute groottes ook zijn.',
      },
      scenes: ['config-gap', 'check-your-nodes'],
      sources: ['incident-report'],
    },
    scenario: start(
      'Audit three deployments',
      'Not used by the audit itself: the incident’s configuration, for reference.',
      tenants(['a', 'Tenant A']),
      [rq('a1', 'a', 1000)],
    ),
    allowed: {},
    goal: {
      question: {
        ask: 'exposedDeployments',
        deployments: [
          { id: 'east', text: EAST },
          { id: 'west', text: WEST },
          { id: 'north', text: NORTH },
        ],
      },
    },
  },
];
