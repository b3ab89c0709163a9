/** Le chapitre final de l’explication, « Pas un cas isolé » (chargé avec lui : ../family.ts). */
import type { family as en } from '../en/family';
import type { Translation } from '../types';

export const family: Translation<typeof en> = {
  'family.kicker': 'Chapitre final',
  'family.title': 'Pas un cas isolé',
  'family.intro':
    'L’incident n’est qu’un membre d’une famille. En service séparé, le nœud de prefill copie le cache KV d’un prompt dans des pages du pool du nœud de decode, qui écrit la réponse ; quand une requête se termine, ses pages retournent dans une liste libre et une requête ultérieure les reçoit. Chaque membre finit de la même façon : une requête lit, comme son propre KV, des pages qui contiennent les données d’une autre requête. Dans l’incident, ces pages n’ont jamais été écrites pour la requête qui les lit ; dans l’écriture tardive et l’accusé de vidage perdu (un accusé de vidage est le message du prefill disant que son écriture est terminée), une page est donnée à une autre requête alors que son premier occupant y écrit encore ; dans la page source réutilisée, alors que le transfert doit encore la lire. Aucun ne lève d’erreur : le client reçoit HTTP 200 (succès) avec les données d’un autre tenant.',
  'family.tags':
    'Comment chaque affirmation est connue, d’après les sources publiques : « code » — lu dans le source, fichier et fonction nommés ; « mainteneur » — dit par un mainteneur du projet ; « affirmation de l’auteur » — seule la personne qui a ouvert le ticket ou la pull request l’affirme. Un numéro après « # » est un élément du suivi public du projet : un ticket (un signalement) ou une pull request (PR, une modification de code proposée). Les figures comptent le temps en ticks, des tours de l’horloge du moteur, pas des secondes ; leurs ticks, durées et tenants sont ceux du moteur.',
  'family.tag.code': 'code',
  'family.tag.maint': 'mainteneur',
  'family.tag.desc': 'affirmation de l’auteur',
  'family.known': 'Comment on le sait :',
  'family.incident.title': 'L’incident',
  'family.incident.body':
    'Les chapitres ci-dessus : un prompt plus long que ce que le serveur accepte est réduit à un substitut d’un jeton, envoyé quand même, et le decode lit le reste de ses pages dans ce que des requêtes précédentes y ont laissé. HTTP 200 avec les données d’un autre tenant.',
  'family.incident.known':
    'Les contrôles du prefill avant le correctif (prefill.py) — code. La même classe est signalée dans d’autres fils (suivi de SGLang : #34208, #35421) — affirmations des auteurs.',
  'family.A1.title': 'L’écriture tardive',
  'family.A1.body':
    'La requête A reçoit les pages 14–44 du decode et le prefill commence à y écrire le KV de A. A est annulée (son client s’en va) pendant l’écriture, et le decode libère aussitôt les pages. La requête B, d’un autre tenant, reçoit les pages 1–32. L’écriture de A arrive en retard, sur les pages 14–32 : 19 pages du KV de B contiennent maintenant les données de A, et B répond HTTP 200.',
  'family.A1.known':
    'Le mécanisme : suivi de SGLang, #24527 — affirmation de l’auteur. La reproduction journalisée avec ces numéros de page : PR #35049, fusionnée — mainteneur. La défense optionnelle, la libération différée (decode.py, DecodeTransferQueue) — code.',
  'family.A2.title': 'L’accusé de vidage perdu',
  'family.A2.body':
    'La réponse de SGLang à l’écriture tardive, la libération différée (désactivée par défaut), garde les pages d’une requête annulée jusqu’à ce que le prefill envoie son accusé de vidage. Si cet accusé se perd, le decode attend son échéance, journalise « releasing anyway » et libère les pages alors que l’écriture est encore en vol : l’écriture tardive à nouveau, simplement plus tard. Ici l’échéance est de 10 ticks ; B reçoit les pages et l’écriture de A arrive sur 19 d’entre elles. HTTP 200.',
  'family.A2.known':
    'La libération à l’échéance (decode.py, resolve_deferred_releases) — code. Comment l’accusé se perd (le prefill efface sa cible d’accusé pendant que l’écriture tourne encore) : PR SGLang #38961, ouverte — affirmation de l’auteur.',
  'family.A3.title': 'La page source réutilisée',
  'family.A3.body':
    'L’image miroir, côté prefill : les pages source qui gardent le KV de A jusqu’à ce que le transfert les lise sont libérées trop tôt (un délai dépassé, une libération anticipée), et le prefill de la requête C les reçoit et y écrit son propre KV. Le transfert copie alors le KV de C vers le decode de A, avec une poignée de main valide : 20 des 31 pages de A contiennent les données d’un autre tenant, et A répond HTTP 200.',
  'family.A3.known':
    'Sur le suivi d’autres projets : Dynamo #826 (son auteur ne l’a jamais rencontré en pratique), vLLM #21570 (reconnu par un mainteneur) et vLLM #52234, qui signale un HTTP 200 avec la réponse au prompt précédent — affirmations des auteurs.',
  'family.explore': 'Le parcourir pas à pas dans Explorer',
  'family.fig.label': 'Chronologie de « {title} », en ticks du moteur',
  'family.fig.window': 'Zone teintée : le transfert est en vol, de son début à son arrivée.',
  'family.fig.tick': 'tick {n}',
  'family.fig.foreign': '{n} {n|page contient|pages contiennent} le KV d’un autre tenant',
  'family.mark.A1.start': 'l’écriture de A commence (pages 14–44)',
  'family.mark.A1.free': 'A annulée : pages libérées aussitôt',
  'family.mark.A1.reuse': 'B reçoit les pages 1–32',
  'family.mark.A1.land': 'l’écriture de A arrive sur les pages 14–32 de B',
  'family.mark.A2.start': 'l’écriture de A commence (pages 14–44)',
  'family.mark.A2.free': 'échéance : « releasing anyway »',
  'family.mark.A2.reuse': 'B reçoit les pages 1–32',
  'family.mark.A2.land': 'l’écriture de A arrive sur les pages 14–32 de B',
  'family.mark.A3.start': 'le transfert de A commence (31 pages source)',
  'family.mark.A3.free': 'pages source de A libérées',
  'family.mark.A3.reuse': 'le prefill de C les reçoit et y écrit',
  'family.mark.A3.land': 'le transfert arrive : A contient le KV de C',
  'family.matrix.title': 'Quelle défense arrête quoi',
  'family.matrix.intro':
    'Chaque colonne est un membre de la famille, chaque ligne une défense activée seule. Le signe est la lecture des sources publiques, un tableau tiré des fils et du code cités plus haut (le tableau des sources) : ✔ arrête, ◐ en partie ou sous condition, ✘ n’arrête pas, — une défense que ce tableau ne donne pas. Les mots sont ce que le moteur calcule pour le scénario intégré ; le moteur est le modèle de SGLang de cette page, le programme qui fait tourner la vue en direct. Là où les deux diffèrent, la case dit pourquoi. « Épinglage par compteur de références » compte qui utilise encore une page et ne la rend à la liste libre que lorsque plus personne ne l’utilise : celui qui écrit garde sa référence jusqu’à ce qu’on sache qu’il a fini. « Barrière de vidage » est une défense que le moteur ajoute, absente de SGLang comme des sources : le nœud de decode garde les pages d’une requête abandonnée jusqu’à ce que l’écriture qui les vise soit vraiment finie, sans échéance. « Rejet à l’admission » est le correctif de ce nom de la scène 8. « Effacement à l’allocation » met une page à zéro quand elle est donnée ; l’« Effacement à la libération » de la scène 8 la met à zéro quand elle est libérée : la même défense à un autre moment, avec le même résultat pour l’incident. « Pool ≥ contexte » porte chaque pool au moins à la fenêtre ; le pool de Cloudflare à environ 2× la fenêtre (scène 8) en est un cas.',
  'family.matrix.caption':
    'Défenses contre la famille : la lecture des sources et le résultat du moteur pour chaque membre',
  'family.matrix.defence': 'Défense',
  'family.mode.A4': 'L’incident',
  'family.mode.A1': 'L’écriture tardive',
  'family.mode.A2': 'L’accusé de vidage perdu',
  'family.mode.A3': 'La page source réutilisée',
  'family.def.none': 'Aucune défense',
  'family.def.refcountPin': 'Épinglage par compteur de références (PR #24519, non fusionnée)',
  'family.def.deferredRelease': 'Libération différée (code, optionnelle)',
  'family.def.drainBarrier': 'Barrière de vidage (ajoutée par le moteur)',
  'family.def.checksum39229': 'Somme de contrôle KV, PR #39229 (fermée)',
  'family.def.checksum39500': 'Somme de contrôle KV, PR #39500 (fusionnée, optionnelle)',
  'family.def.scrubOnAlloc': 'Effacement à l’allocation (absent du code)',
  'family.def.rejectBeforeHandoff': 'Rejet à l’admission (scène 8)',
  'family.def.poolGeContext': 'Pool ≥ contexte',
  'family.sign.yes': 'les sources : arrête',
  'family.sign.part': 'les sources : en partie',
  'family.sign.no': 'les sources : n’arrête pas',
  'family.cell.engine': 'le moteur :',
  'family.sign.none': 'absent du tableau des sources',
  'family.outcome.leak': 'fuite : 200 avec les données d’un autre tenant',
  'family.outcome.garbage': '200 avec du contenu vide (des zéros)',
  'family.outcome.500': '500 « checksum mismatch »',
  'family.outcome.stops': 'arrêtée',
  'family.cond.A4.checksum39229':
    'détectée par l’endroit où se trouvent les lignes digérées, pas par un contrôle de couverture (inféré de son code et de son test : l’appel côté prefill n’est pas public) ; 500, pas le 400 du client ; optionnelle',
  'family.cond.A4.scrubOnAlloc':
    'le contenu étranger devient des zéros : du contenu vide, toujours HTTP 200',
  'family.cond.A1.deferredRelease':
    'l’arrête si l’écriture finit avant l’échéance ; avec une échéance plus courte, « releasing anyway » libère les pages sous elle : une fuite',
  'family.cond.A1.checksum39229':
    'l’empreinte est prise une fois : une écriture arrivée avant est détectée (500), une arrivée après est manquée, comme ici',
  'family.cond.A1.checksum39500':
    'l’empreinte est prise une fois : une écriture arrivée avant est détectée (500), une arrivée après est manquée, comme ici',
  'family.cond.A2.refcountPin':
    'les sources : il faut un vrai signal de vidage ; l’épingle du moteur est relâchée par la fin de l’écriture elle-même, donc elle l’arrête',
  'family.cond.A2.checksum39229':
    'l’empreinte est prise une fois : détectée si l’écriture arrive avant l’empreinte de B, manquée après, comme ici',
  'family.cond.A2.checksum39500':
    'l’empreinte est prise une fois : détectée si l’écriture arrive avant l’empreinte de B, manquée après, comme ici',
  'family.cond.A3.deferredRelease':
    'les sources : seulement si étendue aux pages source ; le code ne garde que les pages du decode, le moteur aussi : une fuite',
  'family.cond.A3.checksum39229':
    'le prefill du moteur calcule l’empreinte avant que la source soit écrasée, donc celle du decode diffère : 500, pas une réponse correcte',
  'family.cond.A3.checksum39500':
    'les sources : l’empreinte du prefill est prise avant la lecture ; le moteur la prend avant l’écrasement : détectée (500), pas une réponse correcte',
};
