/**
 * Goal predicates in words (English, French, Dutch), for the goal panel: one line per node of
 * the predicate tree. Ids and switch names are shown as they are (plain text, never markup).
 */
import { LOCALES } from '../nav/langs';
import type { FailingResponse, PartResult } from './predicate';
import type { Lang, Predicate, Range, ResponseMatch, Variant } from './types';

const EN = {
  all: 'all of these hold',
  any: 'at least one of these holds',
  not: 'this does not hold',
  some: 'some response',
  none: 'no response',
  every: 'every response',
  count: 'responses',
  request: 'to request',
  tenant: 'of tenant',
  notTenant: 'not of tenant',
  status: 'with HTTP',
  or: 'or',
  isolation: 'isolation',
  correct: 'correct',
  wrong: 'not correct',
  fromTenant: 'built on data of tenant',
  fromRequest: 'built on pages of request',
  onlyFrom: 'built only on pages of',
  prompt: 'with a prompt of',
  tokens: 'tokens',
  requests: 'requests',
  tenants: 'tenants',
  fixesOn: 'fix switches on',
  on: 'on',
  off: 'off',
  switch: 'switch',
  router: 'router',
  bandOpen: 'some prompt lengths are rejected by the prefill and accepted by the decode',
  bandClosed: 'no prompt length is rejected by the prefill and accepted by the decode',
  under: 'with',
  noFixes: 'no fix switch',
  fixes: 'switches',
  prefillPool: 'prefill pool',
  decodePool: 'decode pool',
  pageSize: 'page size',
  differs: 'some response differs in',
  between: 'between',
  and: 'and',
  fewest: 'with the fewest fix switches that make this hold',
  atLeast: 'at least',
  atMost: 'at most',
  to: 'to',
  exactly: 'exactly',
  httpStatus: 'HTTP status',
  correctField: 'correctness',
  isolationField: 'isolation',
  failsFor: 'does not hold for',
  more: 'more',
  promptHidden: 'with a prompt of the length the situation asks for',
};

type Words = Record<keyof typeof EN, string>;

const W: Record<Lang, Words> = {
  en: EN,
  fr: {
    all: 'toutes ces conditions sont remplies',
    any: 'au moins une de ces conditions est remplie',
    not: 'cette condition n’est pas remplie',
    some: 'au moins une réponse',
    none: 'aucune réponse',
    every: 'chaque réponse',
    count: 'réponses',
    request: 'à la requête',
    tenant: 'du client',
    notTenant: 'd’un autre client que',
    status: 'avec HTTP',
    or: 'ou',
    isolation: 'isolation',
    correct: 'correcte',
    wrong: 'incorrecte',
    fromTenant: 'construite sur des données du client',
    fromRequest: 'construite sur des pages de la requête',
    onlyFrom: 'construite uniquement sur des pages de',
    prompt: 'avec un prompt de',
    tokens: 'tokens',
    requests: 'requêtes',
    tenants: 'clients',
    fixesOn: 'interrupteurs de correctif activés',
    on: 'activé',
    off: 'désactivé',
    switch: 'interrupteur',
    router: 'routeur',
    bandOpen:
      'certaines longueurs de prompt sont rejetées par le prefill et acceptées par le décodage',
    bandClosed:
      'aucune longueur de prompt n’est rejetée par le prefill et acceptée par le décodage',
    under: 'avec',
    noFixes: 'aucun interrupteur',
    fixes: 'interrupteurs',
    prefillPool: 'pool du prefill',
    decodePool: 'pool du décodage',
    pageSize: 'taille de page',
    differs: 'une réponse diffère par',
    between: 'entre',
    and: 'et',
    fewest: 'avec le moins d’interrupteurs de correctif qui permettent cela',
    atLeast: 'au moins',
    atMost: 'au plus',
    to: 'à',
    exactly: 'exactement',
    httpStatus: 'son statut HTTP',
    correctField: 'sa justesse',
    isolationField: 'son isolation',
    failsFor: 'n’est pas remplie pour',
    more: 'de plus',
    promptHidden: 'avec un prompt de la longueur que demande la situation',
  },
  nl: {
    all: 'al deze voorwaarden gelden',
    any: 'minstens één van deze voorwaarden geldt',
    not: 'deze voorwaarde geldt niet',
    some: 'minstens één antwoord',
    none: 'geen enkel antwoord',
    every: 'elk antwoord',
    count: 'antwoorden',
    request: 'op verzoek',
    tenant: 'van klant',
    notTenant: 'niet van klant',
    status: 'met HTTP',
    or: 'of',
    isolation: 'isolatie',
    correct: 'correct',
    wrong: 'niet correct',
    fromTenant: 'gebouwd op gegevens van klant',
    fromRequest: 'gebouwd op pagina’s van verzoek',
    onlyFrom: 'alleen gebouwd op pagina’s van',
    prompt: 'met een prompt van',
    tokens: 'tokens',
    requests: 'verzoeken',
    tenants: 'klanten',
    fixesOn: 'fix-schakelaars aan',
    on: 'aan',
    off: 'uit',
    switch: 'schakelaar',
    router: 'router',
    bandOpen:
      'sommige promptlengtes worden door de prefill geweigerd en door de decode geaccepteerd',
    bandClosed:
      'geen enkele promptlengte wordt door de prefill geweigerd en door de decode geaccepteerd',
    under: 'met',
    noFixes: 'geen schakelaar',
    fixes: 'schakelaars',
    prefillPool: 'prefill-pool',
    decodePool: 'decode-pool',
    pageSize: 'paginagrootte',
    differs: 'een antwoord verschilt in',
    between: 'tussen',
    and: 'en',
    fewest: 'met zo weinig mogelijk fix-schakelaars waarmee dit geldt',
    atLeast: 'minstens',
    atMost: 'hooguit',
    to: 'tot',
    exactly: 'precies',
    httpStatus: 'HTTP-status',
    correctField: 'juistheid',
    isolationField: 'isolatie',
    failsFor: 'geldt niet voor',
    more: 'meer',
    promptHidden: 'met een prompt van de lengte die de situatie vraagt',
  },
};

function range(r: Range, w: Words, lang: Lang): string {
  const n = (x: number) => x.toLocaleString(LOCALES[lang]);
  if (r.min !== undefined && r.max !== undefined)
    return r.min === r.max ? `${w.exactly} ${n(r.min)}` : `${n(r.min)} ${w.to} ${n(r.max)}`;
  if (r.min !== undefined) return `${w.atLeast} ${n(r.min)}`;
  return `${w.atMost} ${n(r.max ?? 0)}`;
}

const list = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

/**
 * `figures: false` leaves out a goal's prompt lengths: a live goal may name the answer (where a
 * band begins), and its feedback is shown to the trainee.
 */
export interface DescribeOptions {
  figures?: boolean;
}

function match(m: ResponseMatch, w: Words, lang: Lang, o: DescribeOptions = {}): string {
  const parts: string[] = [];
  if (m.request !== undefined) parts.push(`${w.request} ${m.request}`);
  if (m.tenant !== undefined) parts.push(`${w.tenant} ${m.tenant}`);
  if (m.notTenant !== undefined) parts.push(`${w.notTenant} ${m.notTenant}`);
  if (m.status !== undefined) parts.push(`${w.status} ${list(m.status).join(` ${w.or} `)}`);
  if (m.isolation !== undefined)
    parts.push(`${w.isolation} ${list(m.isolation).join(` ${w.or} `)}`);
  if (m.correct !== undefined) parts.push(m.correct ? w.correct : w.wrong);
  if (m.leakedFromTenant !== undefined) parts.push(`${w.fromTenant} ${m.leakedFromTenant}`);
  if (m.leakedFromRequest !== undefined) parts.push(`${w.fromRequest} ${m.leakedFromRequest}`);
  if (m.leakedOnlyFrom !== undefined) parts.push(`${w.onlyFrom} ${m.leakedOnlyFrom.join(', ')}`);
  if (m.promptTokens !== undefined)
    parts.push(
      o.figures === false
        ? w.promptHidden
        : `${w.prompt} ${range(m.promptTokens, w, lang)} ${w.tokens}`,
    );
  return parts.join(', ');
}

function variant(v: Variant, w: Words, lang: Lang): string {
  const n = (x: number) => x.toLocaleString(LOCALES[lang]);
  const parts: string[] = [];
  if (v.fixes !== undefined)
    parts.push(v.fixes.length ? `${w.fixes} ${v.fixes.join(', ')}` : w.noFixes);
  if (v.router !== undefined) parts.push(`${w.router} ${v.router}`);
  if (v.prefillPool !== undefined) parts.push(`${w.prefillPool} ${n(v.prefillPool)}`);
  if (v.decodePool !== undefined) parts.push(`${w.decodePool} ${n(v.decodePool)}`);
  if (v.pageSize !== undefined) parts.push(`${w.pageSize} ${n(v.pageSize)}`);
  return parts.join(', ');
}

const FIELD_WORD = {
  httpStatus: 'httpStatus',
  correct: 'correctField',
  isolation: 'isolationField',
} as const;

/** One line for one node of a goal (its children, if any, get their own lines). */
export function describePredicate(p: Predicate, lang: Lang, o: DescribeOptions = {}): string {
  const w = W[lang];
  const sp = (a: string, b: string) => (b ? `${a} ${b}` : a);
  if ('all' in p) return w.all;
  if ('any' in p) return w.any;
  if ('not' in p) return w.not;
  if ('some' in p) return sp(w.some, match(p.some, w, lang, o));
  if ('none' in p) return sp(w.none, match(p.none, w, lang, o));
  if ('every' in p) return sp(w.every, match(p.every, w, lang, o));
  if ('count' in p) return sp(`${range(p, w, lang)} ${w.count}`, match(p.count, w, lang, o));
  if ('requests' in p) return `${range(p.requests, w, lang)} ${w.requests}`;
  if ('tenants' in p) return `${range(p.tenants, w, lang)} ${w.tenants}`;
  if ('fixesOn' in p) return `${range(p.fixesOn, w, lang)} ${w.fixesOn}`;
  if ('fix' in p) return `${w.switch} ${p.fix} ${p.on ? w.on : w.off}`;
  if ('router' in p) return `${w.router} ${p.router}`;
  if ('band' in p) return p.band === 'open' ? w.bandOpen : w.bandClosed;
  if ('under' in p) return `${w.under} ${variant(p.under, w, lang)}:`;
  if ('differs' in p) {
    const fields = (p.on ?? ['httpStatus', 'isolation', 'correct']).map((f) => w[FIELD_WORD[f]]);
    const [a, b] = p.differs.map((v) => variant(v, w, lang) || '—');
    return `${w.differs} ${fields.join(` ${w.or} `)} ${w.between} ${a} ${w.and} ${b}`;
  }
  return w.fewest;
}

/** One failing response and what it got: `d1: HTTP 500, isolation clean, not correct`. */
export function describeFailingResponse(f: FailingResponse, lang: Lang): string {
  const w = W[lang];
  return `${f.request}: HTTP ${f.httpStatus}, ${w.isolation} ${f.isolation}, ${f.correct ? w.correct : w.wrong}`;
}

/**
 * The failing part of a goal in words, naming the responses that make it fail (at most three,
 * then how many more): `every response correct — does not hold for d1: HTTP 500, …`.
 */
export function describeFailure(part: PartResult, lang: Lang, o: DescribeOptions = {}): string {
  const w = W[lang];
  const text = describePredicate(part.predicate, lang, o).replace(/:$/, '');
  const failing = part.failing ?? [];
  if (failing.length === 0) return text;
  const shown = failing.slice(0, 3).map((f) => describeFailingResponse(f, lang));
  const more = failing.length > 3 ? `; +${failing.length - 3} ${w.more}` : '';
  return `${text} — ${w.failsFor} ${shown.join('; ')}${more}`;
}
