/**
 * Live challenges (issue #22 point 1): the target is `npm run live`, the stand-in for an
 * SGLang split deployment on the trainee's own machine. The trainee sends requests with curl
 * (or the openai SDK), saves the session (`GET /live/scenario`) and loads it in the workbench;
 * the engine replays it and checks the goal. The starting scenario gives the deployment the
 * session must run on (its seed and config, as `npm run live` serves them); the requests and
 * tenants are whoever sent them.
 */
import { FIX_NAMES } from '../../engine';
import type { ChallengeFile } from '../types';
import { rq, start, tenants } from './start';

/**
 * The deployment's address in every command: the shell variable `BASE`, which the trainee sets
 * once to the address they were given (a class's team deployment, or what `npm run live`
 * prints on their own machine). No text names a host or a port.
 */
const LIVE = '$BASE';
const SAVE = `curl -s "${LIVE}/live/scenario" > session.json`;
/** A fix switch turned on with the team's key (`KEY`): in a class the live view sends none. */
const CONFIG = (name: string) =>
  `curl -s "${LIVE}/live/config" -H 'Content-Type: application/json' -H "Authorization: Bearer $KEY" -d '{"fixes": {"${name}": true}}'`;
/**
 * A shell function, defined once: `send T N` sends tenant T's prompt of exactly N bytes (tokens
 * on the stand-in) to `/generate`, as the stage recipe of docs/live.md does. Plain shell and
 * curl, so it works against a real SGLang deployment too: a JSON content type (SGLang's routers
 * refuse any other), only `GenerateReqInput`'s own fields (io_struct.py @001067ff: `text`,
 * `sampling_params`, `extra_key`), the tenant named both ways (its key in `Authorization`, read
 * in tenants-from-keys mode; its id in `extra_key`, read in single-key mode, where
 * `STALE_PAGES_API_KEY` holds the one key: live/routes/singleKey.ts).
 */
const SEND_DEF = `send() { { printf '{"extra_key":"%s","sampling_params":{"max_new_tokens":24},"text":"' "$1"; yes "tenant $1: quarterly board minutes, acquisition target and price, do not forward. " | tr -d '\\n' | head -c "$2"; printf '"}'; } | curl -s -i -H 'Content-Type: application/json' -H "Authorization: Bearer \${STALE_PAGES_API_KEY:-$1}" -d @- "${LIVE}/generate"; echo; }`;
/** A router command that names no tenant: the one key in single-key mode, else tenant A's. */
const KEY_A = `\${STALE_PAGES_API_KEY:-a}`;

const FOUR = tenants(['a', 'Tenant A'], ['b', 'Tenant B'], ['c', 'Tenant C'], ['d', 'Tenant D']);

/**
 * The first length of the exposed band on issue #30233's deployment: `max_req_input_len` of
 * its prefill node (pool 284,928 − 6: `max_req_len − 5` with `max_req_len = pool − 1`, as
 * src/engine/limits.ts follows SGLang), the length `validate_input_length` starts rejecting
 * at. Kept here, in the goal only: the lab's screens never print a live goal's figures.
 */
const ISSUE_BAND_FROM = 284922;
/** The incident's prefill rejects from 681,274 tokens (the same rule on a 681,280 pool). */
const INCIDENT_BAND_FROM = 681274;

export const LIVE_CHALLENGES: ChallengeFile[] = [
  {
    id: 'live-canary',
    category: 'exploit',
    difficulty: 2,
    title: {
      en: 'A canary from another tenant (live)',
      fr: 'Le canari d’un autre client (en direct)',
      nl: 'De kanarie van een andere klant (live)',
    },
    story: {
      en: `This time the target is a running deployment: the one at the address you were given, written \`${LIVE}\` in these commands (set it once in your terminal, \`export BASE=…\`; on your own machine, \`npm run live\` prints its address). Its live view, ${LIVE}/#/live, shows what it does. Each API key is a tenant: the keys a, b, c and d are tenants A to D (\`Authorization: Bearer a\`). A deployment started with one key (\`--api-key KEY\`, as SGLang's) takes that key from everyone: set it once, \`export STALE_PAGES_API_KEY=KEY\`, and the body's \`extra_key\` names the tenant.\n\nGet a response that quotes another tenant's prompt: an HTTP 200 built on someone else's pages. Send requests with curl, or with the openai SDK (base URL ${LIVE}/v1, the tenant's key as api_key). A token is one byte of the prompt (the deployment's tokenizer). Define \`send\` once in your terminal: \`${SEND_DEF}\`; then \`send T N\` sends a prompt of exactly N tokens in tenant T's words, as tenant T (its key, and its id in \`extra_key\`).\n\nThen save the session, \`${SAVE}\` (or the live view's "Save the session as a scenario file"), and load it below.`,
      fr: `Cette fois, la cible est un déploiement qui tourne : celui de l’adresse qui vous a été donnée, écrite \`${LIVE}\` dans ces commandes (définissez-la une fois dans votre terminal, \`export BASE=…\` ; sur votre propre machine, \`npm run live\` affiche son adresse). Sa vue en direct, ${LIVE}/#/live, montre ce qu’il fait. Chaque clé d’API est un client : les clés a, b, c et d sont les clients A à D (\`Authorization: Bearer a\`). Un déploiement lancé avec une seule clé (\`--api-key KEY\`, comme celui de SGLang) prend cette clé de tous : définissez-la une fois, \`export STALE_PAGES_API_KEY=KEY\`, et le champ \`extra_key\` du corps désigne le client.\n\nObtenez une réponse qui cite le prompt d’un autre client : un HTTP 200 construit sur les pages de quelqu’un d’autre. Envoyez vos requêtes avec curl, ou avec le SDK openai (URL de base ${LIVE}/v1, la clé du client comme api_key). Un token est un octet du prompt (le tokenizer du déploiement). Définissez \`send\` une fois dans votre terminal : \`${SEND_DEF}\` ; ensuite \`send T N\` envoie un prompt d’exactement N tokens dans les mots du client T, au nom du client T (sa clé, et son identifiant dans \`extra_key\`).\n\nEnsuite, enregistrez la session, \`${SAVE}\` (ou « Enregistrer la session comme fichier de scénario » dans la vue en direct), et chargez-la ci-dessous.`,
      nl: `Dit keer is het doelwit een draaiende deployment: die op het adres dat u kreeg, in deze commando’s geschreven als \`${LIVE}\` (zet het één keer in uw terminal, \`export BASE=…\`; op uw eigen machine toont \`npm run live\` zijn adres). Zijn live-weergave, ${LIVE}/#/live, toont wat hij doet. Elke API-sleutel is een klant: de sleutels a, b, c en d zijn klanten A tot D (\`Authorization: Bearer a\`). Een deployment gestart met één sleutel (\`--api-key KEY\`, zoals die van SGLang) neemt die sleutel van iedereen: zet hem één keer, \`export STALE_PAGES_API_KEY=KEY\`, en het veld \`extra_key\` in de body noemt de klant.\n\nKrijg een antwoord dat de prompt van een andere klant citeert: een HTTP 200 gebouwd op de pagina’s van iemand anders. Stuur verzoeken met curl, of met de openai-SDK (basis-URL ${LIVE}/v1, de sleutel van de klant als api_key). Een token is één byte van de prompt (de tokenizer van de deployment). Definieer \`send\` één keer in uw terminal: \`${SEND_DEF}\`; daarna stuurt \`send T N\` een prompt van precies N tokens in de woorden van klant T, als klant T (zijn sleutel, en zijn id in \`extra_key\`).\n\nBewaar daarna de sessie, \`${SAVE}\` (of "Sessie opslaan als scenariobestand" in de live-weergave), en laad hem hieronder.`,
    },
    hints: [
      {
        en: 'Other tenants’ words must be in the decode node’s pages first: send a few long prompts as two or three tenants.',
        fr: 'Les mots des autres clients doivent d’abord se trouver dans les pages du nœud de décodage : envoyez quelques longs prompts au nom de deux ou trois clients.',
        nl: 'De woorden van andere klanten moeten eerst in de pagina’s van de decode-node staan: stuur een paar lange prompts als twee of drie klanten.',
      },
      {
        en: 'Then, as another tenant, send a prompt that the prefill node rejects and the decode node accepts: the router’s GET /get_server_info gives the prefill node’s figures.',
        fr: 'Puis, au nom d’un autre client, envoyez un prompt que le nœud de prefill rejette et que le nœud de décodage accepte : le GET /get_server_info du routeur donne les chiffres du nœud de prefill.',
        nl: 'Stuur daarna, als een andere klant, een prompt die de prefill-node weigert en de decode-node accepteert: GET /get_server_info op de router geeft de cijfers van de prefill-node.',
      },
      {
        en: 'Order matters: the other tenants’ long prompts first, then yours, of a length only the decode node accepts. The response header x-stand-in-isolation says what the engine found.',
        fr: 'L’ordre compte : d’abord les longs prompts des autres clients, puis le vôtre, d’une longueur que seul le nœud de décodage accepte. L’en-tête de réponse x-stand-in-isolation dit ce que le moteur a trouvé.',
        nl: 'De volgorde telt: eerst de lange prompts van andere klanten, dan de uwe, van een lengte die alleen de decode-node accepteert. De antwoordheader x-stand-in-isolation zegt wat de engine vond.',
      },
    ],
    explanation: {
      text: {
        en: 'The same mechanism as in the incident, now over HTTP: the prefill node turns the over-long prompt into a one-token placeholder and reports Success, FINISH_LENGTH(0) erases its pending 400, and the decode node reads every page it reserved as valid KV. Those pages still held the other tenants’ prompts, so the answer quotes them, with status 200. The session you loaded is replayed by the same engine that served it.',
        fr: 'Le même mécanisme que lors de l’incident, cette fois en HTTP : le nœud de prefill transforme le prompt trop long en un substitut d’un seul token et signale Success, FINISH_LENGTH(0) efface son 400 en attente, et le nœud de décodage lit chaque page qu’il a réservée comme du KV valide. Ces pages contenaient encore les prompts des autres clients : la réponse les cite, avec le statut 200. La session chargée est rejouée par le même moteur qui l’a servie.',
        nl: 'Hetzelfde mechanisme als bij het incident, nu over HTTP: de prefill-node maakt van de te lange prompt een placeholder van één token en meldt Success, FINISH_LENGTH(0) wist zijn wachtende 400, en de decode-node leest elke gereserveerde pagina als geldige KV. Die pagina’s bevatten nog de prompts van de andere klanten, dus het antwoord citeert ze, met status 200. De geladen sessie wordt herspeeld door dezelfde engine die hem bediende.',
      },
      scenes: ['rejection', 'stale-pages', 'status-200'],
      sources: ['incident-report', '#30233'],
    },
    scenario: start(
      'A canary from another tenant (live)',
      'The deployment `npm run live` serves by default (the incident’s configuration).',
      FOUR,
      [rq('a1', 'a', 1000)],
    ),
    allowed: {},
    goal: { live: { some: { status: 200, isolation: 'cross-tenant' } } },
  },
  {
    id: 'live-server-info',
    category: 'observe',
    // 2★: the live server's isolation header lets a trainee bisect the edge instead of reading it
    difficulty: 2,
    title: {
      en: 'Where the band begins (live)',
      fr: 'Où commence la bande (en direct)',
      nl: 'Waar de band begint (live)',
    },
    story: {
      en: `This deployment is not the incident's: the one started with \`npm run live -- --scenario issue-30233\`, at the address you were given for it (\`${LIVE}\` in these commands; your facilitator says whether it is another address than the first). The key a is tenant A. The router answers \`curl -s -H "Authorization: Bearer ${KEY_A}" "${LIVE}/get_server_info"\` with the prefill node's real figures (sgl-router passes on the first prefill node's).\n\nFind the first prompt length of the exposed band, the lengths the prefill node rejects and the decode node accepts, and show it in one session: a prompt of exactly that length, which the engine finds not served correctly, and one of one token less, which is served correctly. A token is one byte. With \`send\` defined as in the canary challenge (\`${SEND_DEF}\`), \`send a N\` sends exactly N tokens.\n\nSave the session, \`${SAVE}\`, and load it below.`,
      fr: `Ce déploiement n’est pas celui de l’incident : c’est celui lancé avec \`npm run live -- --scenario issue-30233\`, à l’adresse qui vous a été donnée pour lui (\`${LIVE}\` dans ces commandes ; votre animateur dit si c’est une autre adresse que la première). La clé a est le client A. Le routeur répond à \`curl -s -H "Authorization: Bearer ${KEY_A}" "${LIVE}/get_server_info"\` avec les vrais chiffres du nœud de prefill (sgl-router transmet ceux du premier nœud de prefill).\n\nTrouvez la première longueur de prompt de la bande exposée, les longueurs que le nœud de prefill rejette et que le nœud de décodage accepte, et montrez-la en une session : un prompt d’exactement cette longueur, que le moteur juge mal servi, et un prompt d’un token de moins, servi correctement. Un token est un octet. Avec \`send\` défini comme dans le défi du canari (\`${SEND_DEF}\`), \`send a N\` envoie exactement N tokens.\n\nEnregistrez la session, \`${SAVE}\`, et chargez-la ci-dessous.`,
      nl: `Deze deployment is niet die van het incident: het is die gestart met \`npm run live -- --scenario issue-30233\`, op het adres dat u ervoor kreeg (\`${LIVE}\` in deze commando’s; uw begeleider zegt of het een ander adres is dan het eerste). De sleutel a is klant A. De router beantwoordt \`curl -s -H "Authorization: Bearer ${KEY_A}" "${LIVE}/get_server_info"\` met de echte cijfers van de prefill-node (sgl-router geeft die van de eerste prefill-node door).\n\nZoek de eerste promptlengte van de blootgestelde band, de lengtes die de prefill-node weigert en de decode-node accepteert, en toon hem in één sessie: een prompt van precies die lengte, die volgens de engine niet correct bediend wordt, en één van één token minder, die correct bediend wordt. Een token is één byte. Met \`send\` gedefinieerd zoals in de kanarie-uitdaging (\`${SEND_DEF}\`), stuurt \`send a N\` precies N tokens.\n\nBewaar de sessie, \`${SAVE}\`, en laad hem hieronder.`,
    },
    hints: [
      {
        en: 'The band begins where the prefill node starts rejecting; its limit comes from its own KV pool, not from the context length.',
        fr: 'La bande commence là où le nœud de prefill se met à rejeter ; sa limite vient de son propre pool KV, pas de la fenêtre de contexte.',
        nl: 'De band begint waar de prefill-node begint te weigeren; zijn limiet komt uit zijn eigen KV-pool, niet uit het contextvenster.',
      },
      {
        en: 'In the prefill node’s answer, compare max_total_num_tokens with max_req_input_len.',
        fr: 'Dans la réponse du nœud de prefill, comparez max_total_num_tokens et max_req_input_len.',
        nl: 'Vergelijk in het antwoord van de prefill-node max_total_num_tokens met max_req_input_len.',
      },
      {
        en: 'SGLang’s validate_input_length rejects when len(origin_input_ids) >= max_req_input_len: is the limit itself in the band?',
        fr: 'validate_input_length de SGLang rejette quand len(origin_input_ids) >= max_req_input_len : la limite elle-même est-elle dans la bande ?',
        nl: 'SGLang’s validate_input_length weigert wanneer len(origin_input_ids) >= max_req_input_len: zit de limiet zelf in de band?',
      },
    ],
    explanation: {
      text: {
        en: 'Each node derives its longest input from its own pool: max_req_len is the pool minus one, max_req_input_len is max_req_len minus 5, and a prompt is rejected from max_req_input_len on. On issue #30233’s deployment the prefill pool is far smaller than the decode pool, so every length from the prefill’s max_req_input_len up to what the decode node and the context window accept is turned into a placeholder on one node and served from reserved, unwritten or stale pages on the other. One token less, and the prefill node computes the prompt for real.',
        fr: 'Chaque nœud tire sa plus longue entrée de son propre pool : max_req_len vaut le pool moins un, max_req_input_len vaut max_req_len moins 5, et un prompt est rejeté à partir de max_req_input_len. Sur le déploiement de l’issue #30233, le pool du prefill est bien plus petit que celui du décodage : chaque longueur depuis le max_req_input_len du prefill jusqu’à ce qu’acceptent le nœud de décodage et la fenêtre de contexte devient un substitut sur un nœud et est servie, sur l’autre, depuis des pages réservées, non écrites ou périmées. Un token de moins, et le nœud de prefill calcule vraiment le prompt.',
        nl: 'Elke node leidt zijn langste invoer af van zijn eigen pool: max_req_len is de pool min één, max_req_input_len is max_req_len min 5, en een prompt wordt geweigerd vanaf max_req_input_len. Op de deployment van issue #30233 is de prefill-pool veel kleiner dan de decode-pool, dus elke lengte vanaf de max_req_input_len van de prefill tot wat de decode-node en het contextvenster accepteren wordt op de ene node een placeholder en op de andere bediend uit gereserveerde, ongeschreven of verouderde pagina’s. Eén token minder, en de prefill-node rekent de prompt echt uit.',
      },
      scenes: ['rejection', 'reservation'],
      sources: ['#30233'],
    },
    scenario: start(
      'Where the band begins (live)',
      'The deployment of `npm run live -- --scenario issue-30233`.',
      tenants(['a', 'Tenant A']),
      [rq('a1', 'a', 1000)],
      { base: 'issue-30233' },
    ),
    allowed: {},
    goal: {
      live: {
        all: [
          {
            some: { promptTokens: { min: ISSUE_BAND_FROM, max: ISSUE_BAND_FROM }, correct: false },
          },
          {
            some: {
              promptTokens: { min: ISSUE_BAND_FROM - 1, max: ISSUE_BAND_FROM - 1 },
              correct: true,
            },
          },
        ],
      },
    },
  },
  {
    id: 'live-fix-400',
    category: 'fix',
    // 2★: it falls to restarting with each switch in turn (tests/lab/stars.test.ts's rule)
    difficulty: 2,
    title: {
      en: 'Make the attack get 400 (live)',
      fr: 'Faire recevoir un 400 à l’attaque (en direct)',
      nl: 'Laat de aanval een 400 krijgen (live)',
    },
    story: {
      en: `Your over-long prompt got a 200 built on other tenants’ pages. One fix switch makes the same attack get HTTP 400, the error the client should have seen. Turn it on with your team's key (\`export KEY=…\`, from your card): \`${CONFIG('NAME')}\`; the nodes restart with empty pools, and \`npm run live -- --help\` lists the names. On your own machine, tick it in the live view's switchboard (${LIVE}/#/live), or start the deployment with \`npm run live -- --fix NAME\`.\n\nThen run the same attack again: other tenants’ long prompts first (\`send a 420000\`, and the same for b and c, with \`send\` defined as in the canary challenge: \`${SEND_DEF}\`), then your over-long one as tenant d. The attack must get 400 and no response may be built on pages it did not write. With the openai SDK for JavaScript, under sgl-router (the default) the 400 reads "400 Prefill server error (400 Bad Request): {…}": the gateway puts the prefill's error in error.message, where the SDK looks. Under mini_lb the same fix gets the decode's 500 instead (mini_lb passes on the decode's answer), which the SDK shows as "500 status code (no body)": the node's error has its message at the top level, where the SDK does not look; read the status, or the body with curl.\n\nSave the session, \`${SAVE}\`, and load it below.`,
      fr: `Votre prompt trop long a reçu un 200 construit sur les pages d’autres clients. Un interrupteur de correctif fait recevoir à la même attaque un HTTP 400, l’erreur que le client aurait dû voir. Activez-le avec la clé de votre équipe (\`export KEY=…\`, sur votre carte) : \`${CONFIG('NOM')}\` ; les nœuds redémarrent, pools vides, et \`npm run live -- --help\` donne les noms. Sur votre propre machine, cochez-le dans le tableau des interrupteurs de la vue en direct (${LIVE}/#/live), ou lancez le déploiement avec \`npm run live -- --fix NOM\`.\n\nRejouez ensuite la même attaque : d’abord les longs prompts d’autres clients (\`send a 420000\`, et de même pour b et c, avec \`send\` défini comme dans le défi du canari : \`${SEND_DEF}\`), puis le vôtre, trop long, comme client d. L’attaque doit recevoir un 400 et aucune réponse ne doit être construite sur des pages qu’elle n’a pas écrites. Avec le SDK openai pour JavaScript, sous sgl-router (le routeur par défaut) le 400 se lit « 400 Prefill server error (400 Bad Request): {…} » : la passerelle met l’erreur du prefill dans error.message, où le SDK regarde. Sous mini_lb, le même correctif donne plutôt le 500 du nœud de décodage (mini_lb transmet la réponse du décodage), que le SDK affiche « 500 status code (no body) » : l’erreur du nœud porte son message au premier niveau, où le SDK ne regarde pas ; lisez le statut, ou le corps avec curl.\n\nEnregistrez la session, \`${SAVE}\`, et chargez-la ci-dessous.`,
      nl: `Uw te lange prompt kreeg een 200 gebouwd op de pagina’s van andere klanten. Eén fix-schakelaar laat dezelfde aanval een HTTP 400 krijgen, de fout die de client had moeten zien. Zet hem aan met de sleutel van uw team (\`export KEY=…\`, van uw kaart): \`${CONFIG('NAAM')}\`; de nodes herstarten met lege pools, en \`npm run live -- --help\` geeft de namen. Op uw eigen machine vinkt u hem aan op het schakelbord van de live-weergave (${LIVE}/#/live), of start u de deployment met \`npm run live -- --fix NAAM\`.\n\nVoer daarna dezelfde aanval opnieuw uit: eerst de lange prompts van andere klanten (\`send a 420000\`, en hetzelfde voor b en c, met \`send\` gedefinieerd zoals in de kanarie-uitdaging: \`${SEND_DEF}\`), dan uw te lange als klant d. De aanval moet een 400 krijgen en geen enkel antwoord mag gebouwd zijn op pagina’s die het niet zelf schreef. Met de openai-SDK voor JavaScript leest de 400 onder sgl-router (de standaardrouter) als "400 Prefill server error (400 Bad Request): {…}": de gateway zet de fout van de prefill in error.message, waar de SDK kijkt. Onder mini_lb krijgt dezelfde fix in plaats daarvan de 500 van de decode-node (mini_lb geeft het antwoord van de decode door), die de SDK toont als "500 status code (no body)": de fout van de node heeft haar bericht op het hoogste niveau, waar de SDK niet kijkt; lees de status, of de body met curl.\n\nBewaar de sessie, \`${SAVE}\`, en laad hem hieronder.`,
    },
    hints: [
      {
        en: 'A 400 has to come from the node that rejects the prompt, before anything is handed over to the decode node.',
        fr: 'Un 400 doit venir du nœud qui rejette le prompt, avant que quoi que ce soit ne soit transmis au nœud de décodage.',
        nl: 'Een 400 moet komen van de node die de prompt weigert, voordat er iets aan de decode-node wordt doorgegeven.',
      },
      {
        en: 'Not every switch that stops the leak gives the client a 400: some end the request another way. Look at the status your attack gets after each restart.',
        fr: 'Tous les interrupteurs qui arrêtent la fuite ne rendent pas un 400 au client : certains terminent la requête autrement. Regardez le statut que reçoit votre attaque après chaque redémarrage.',
        nl: 'Niet elke schakelaar die het lek stopt geeft de client een 400: sommige beëindigen het verzoek anders. Kijk welke status uw aanval na elke herstart krijgt.',
      },
      {
        en: 'Two merged pull requests bring the original 400 back behind sgl-router: one at admission, one after the prefill node’s forward pass; the first half of the open PR #38704 does too. Any of them solves this.',
        fr: 'Deux pull requests fusionnées ramènent le 400 d’origine derrière sgl-router : l’une à l’admission, l’autre après la passe avant du nœud de prefill ; la première moitié de la PR ouverte #38704 aussi. N’importe laquelle résout ce défi.',
        nl: 'Twee gemergede pull requests brengen de oorspronkelijke 400 terug achter sgl-router: één bij toelating, één na de forward pass van de prefill-node; de eerste helft van de open PR #38704 ook. Elk ervan lost dit op.',
      },
    ],
    explanation: {
      text: {
        en: 'Behind sgl-router two merged fixes give the client its 400. PR #38935 retires the rejected request at admission on both nodes (PrefillBootstrapQueue.add, DecodePreallocQueue.add) with its original 400: nothing is allocated or transferred. PR #36988 retires the aborted prefill result after its forward pass with the original error: the transfer never reports Success, and sgl-router relays the prefill node’s 400. Either way the decode node never reads the pages it reserved as if they held the prompt, so nothing leaks. The first half of the open PR #38704 (rejected requests never reach the handoff) gives the same 400.',
        fr: 'Derrière sgl-router, deux correctifs fusionnés rendent son 400 au client. La PR #38935 retire la requête rejetée dès l’admission sur les deux nœuds (PrefillBootstrapQueue.add, DecodePreallocQueue.add) avec son 400 d’origine : rien n’est alloué ni transféré. La PR #36988 retire le résultat de prefill abandonné après sa passe avant, avec l’erreur d’origine : le transfert ne signale jamais Success, et sgl-router relaie le 400 du nœud de prefill. Dans les deux cas, le nœud de décodage ne lit jamais les pages réservées comme si elles contenaient le prompt  : rien ne fuit. La première moitié de la PR ouverte #38704 (les requêtes rejetées n’atteignent jamais la remise) donne le même 400.',
        nl: 'Achter sgl-router geven twee gemergede fixes de client zijn 400. PR #38935 trekt het geweigerde verzoek bij toelating op beide nodes in (PrefillBootstrapQueue.add, DecodePreallocQueue.add) met zijn oorspronkelijke 400: er wordt niets toegewezen of overgedragen. PR #36988 trekt het afgebroken prefill-resultaat na de forward pass in met de oorspronkelijke fout: de overdracht meldt nooit Success, en sgl-router geeft de 400 van de prefill-node door. Hoe dan ook leest de decode-node de gereserveerde pagina’s nooit alsof ze de prompt bevatten, dus er lekt niets. De eerste helft van de open PR #38704 (geweigerde verzoeken bereiken de overdracht nooit) geeft dezelfde 400.',
      },
      scenes: ['rejection', 'fixes'],
      sources: ['#38935', '#36988', '#38704'],
    },
    scenario: start(
      'Make the attack get 400 (live)',
      'The deployment `npm run live` serves by default; any fix switch may be turned on.',
      FOUR,
      [rq('a1', 'a', 1000)],
    ),
    allowed: { fixes: [...FIX_NAMES] },
    goal: {
      live: {
        all: [
          { some: { status: 200, promptTokens: { min: 100000 } } },
          {
            some: { status: 400, promptTokens: { min: INCIDENT_BAND_FROM, max: 1040000 } },
          },
          { every: { isolation: 'clean' } },
        ],
      },
    },
  },
];
