/** Textes français des figures des scènes : les champs de la requête (scène 5), le bandeau de scénario (owner: story). */
import type { storyFigures as en } from '../en/storyFigures';
import type { figureText } from '../en/figureText';
import type { Translation } from '../types';

export const storyFigures: Translation<
  typeof en &
    Pick<
      typeof figureText,
      Extract<
        keyof typeof figureText,
        `story.kv.${string}` | `story.zoom.${string}` | `story.fields.${string}`
      >
    >
> = {
  'story.fields.caption':
    'La requête {id} (tenant {storyTenant}), champ par champ, de part et d’autre du `Success` du transfert',
  'story.fields.field': 'Champ',
  'story.fields.before': 'Nœud de prefill, juste avant `Success`',
  'story.fields.after': 'Nœud de prefill, à `Success`',
  'story.fields.decode': 'Nœud de decode, qui accepte le transfert',
  'story.fields.placeholderIds': 'le substitut : 1 token, pour un prompt de {n}',
  'story.fields.promptIds': 'le prompt complet : {n} {n|token|tokens}',
  'story.fields.changed': 'modifié',
  'story.fields.note':
    'À `Success`, `finished_reason` devient `FINISH_LENGTH(0)` : la requête compte désormais comme terminée normalement. Le 400 en attente est toujours dans `to_finish`, mais plus rien ne lit ce champ. Le nœud de decode garde la longueur complète du prompt et n’a jamais vu le 400.',

  'story.scn.label': 'Scénario dans la vue',
  'story.scn.switched': 'Changé : ce n’est plus le scénario de la scène précédente',
  'story.scn.facts':
    'tenants : {tenants} · requêtes : {requests} · pool de prefill : {prefillPool} tokens · pool de decode : {decodePool} tokens · {steps} étapes',
  'story.scn.name.incident':
    'l’incident : fenêtre de contexte et pool de prefill de Workers AI ; tenants, prompts et pool de decode supposés',
  'story.scn.name.incident-fixed':
    'la charge de l’incident avec le correctif « Rejet à l’admission »',
  'story.scn.name.issue-30233': 'les chiffres du ticket #30233 (GLM-5.2) sur un serveur neuf',
  'story.scn.name.pool-2x':
    'la charge de l’incident avec un pool de prefill d’environ 2× la fenêtre',
  'story.scn.name.equal-pools':
    'la charge de l’incident avec un pool de decode aussi petit que celui du prefill',
  'story.scn.name.custom': 'un scénario à vous',

  'story.kv.caption':
    'Ce que contient une page KV : des nombres calculés à partir des tokens, pas le texte',
  'story.kv.tokens': '1. Le prompt, en identifiants de tokens',
  'story.kv.perLayer':
    '2. Calculés par le modèle : pour chaque token, dans chaque couche, un vecteur clé et un vecteur valeur',
  'story.kv.token': 'token',
  'story.kv.layer': 'couche {n}',
  'story.kv.key': 'clé',
  'story.kv.value': 'valeur',
  'story.kv.pages': '3. Rangés dans des pages KV de {pageSize} tokens chacune (toutes couches)',
  'story.kv.page': 'page {n} : tokens {from}–{to}',
  'story.kv.note':
    'Les valeurs des vecteurs sont illustratives ; ceux d’un vrai modèle sont bien plus longs, dans chaque couche. Une étape de decode lit ces nombres, jamais les mots : ce que contient une page façonne le token suivant. La réponse de substitution de la vue en direct n’affiche des mots que pour montrer de quelle page vient chaque token.',
  'story.zoom.caption':
    'Le pool de decode, agrandi sur les {n} pages réservées pour {id} (pages {first} à {last}) : un carré par page, dans l’ordre de réservation, coloré selon qui l’a écrite en dernier.',
  'story.zoom.alt':
    '{n} {n|page réservée|pages réservées} pour {id} : une écrite pour elle, toutes les autres contiennent encore ce qu’une requête antérieure y a écrit. Décompte par ancien propriétaire ci-dessous.',
  'story.zoom.owner': 'écrites en dernier par {name} : périmées, hachurées',
  'story.zoom.own': 'écrite pour {id} : l’unique page du substitut (cerclée)',
  'story.zoom.never': 'jamais écrites depuis le démarrage (des zéros)',
  'story.zoom.note':
    'Le lot PREBUILT traite les {n} {n|page|pages} comme le KV calculé de {id} ; {stale} d’entre elles n’ont jamais été écrites pour elle. Décomptes tirés de la trace, à l’étape de cette scène. Le décompte d’un tenant peut y être inférieur au nombre de pages de sa requête : la page unique du substitut a écrasé la première page réservée, et seules les pages comprises dans cette plage réservée sont comptées.',
};
