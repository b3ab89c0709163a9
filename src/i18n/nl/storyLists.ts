/** De lijsten van de laatste scène: wat niet bekend is, de tijdlijn, de openbare bronnen, in het Nederlands (owner: story). */
import type { storyLists as en } from '../en/storyLists';
import type { Translation } from '../types';

export const storyLists: Translation<typeof en> = {
  'story.unknown.heading': 'Niet bekend',
  'story.unknown.exploitation':
    'Of iemand het bewust heeft misbruikt: Cloudflare zegt geen bewijs van bewust misbruik te hebben gevonden. Dat is zijn interne beoordeling; geen derde partij heeft die gecontroleerd.',
  'story.unknown.customers': 'Hoeveel klanten getroffen zijn: niet vermeld („een klein aantal”).',
  'story.unknown.data': 'Welk soort gegevens de {responses} antwoorden blootgaven: niet vermeld.',
  'story.unknown.notified': 'Of en hoe getroffen klanten zijn ingelicht: niet vermeld.',
  'story.unknown.writeup': 'Het eigen onderzoeksverslag van de melder: nog niet gepubliceerd.',
  'story.unknown.setup':
    'De decode-pool, de paginagrootte en de SGLang-versie die Cloudflare draaide: niet in de verslagen. De live weergave neemt de eerste twee aan.',

  'story.timeline.heading': 'Tijdlijn',
  'story.timeline.caption': 'Data zoals gemeld; tijden op {incidentDay} in UTC.',
  'story.timeline.issue': 'Een vergelijkbaar probleem wordt gemeld in SGLang-issue #30233.',
  'story.timeline.windowStart': 'Begin van de periode van blootstelling.',
  'story.timeline.hackerone': 'Gadi Evron (Knostic) meldt het probleem via HackerOne.',
  'story.timeline.declared':
    'Cloudflare roept een incident uit, nadat het vanaf twee aparte accounts is nagebootst.',
  'story.timeline.private': 'Het model wordt privé gemaakt.',
  'story.timeline.cause': 'Oorzaak gevonden, {causeMinutes} minuten na het uitroepen (afgeleid).',
  'story.timeline.public':
    'Het model is weer openbaar, met de prefill-KV-pool verhoogd tot ongeveer {newPool} miljoen tokens. Het was {privateHours} u {privateMinutes} min privé (afgeleid).',
  'story.timeline.report': 'Incidentrapport gepubliceerd, in overleg met de beheerders van SGLang.',

  'story.record.heading': 'Openbare bronnen op de SGLang-tracker',
  'story.record.state.closed': 'issue, gesloten wegens inactiviteit',
  'story.record.state.merged': 'pull request, samengevoegd',
  'story.record.state.open': 'pull request, open (niet samengevoegd)',
  'story.record.opened': 'geopend op {date}',
  'story.record.30233':
    'GLM-5.2 (vermeld als GLM-5.2-FP8), SGLang 0.5.11, context {context} tokens, pool {issuePool} tokens, paginagrootte 64, KV tussen de nodes gekopieerd met Mooncake (een van de bibliotheken die SGLang daarvoor kan gebruiken): een te lange prompt laat decode onzin produceren uit onvolledige KV, en prefill meldt `prompt_tokens = 1`. Er staat geen reactie van een beheerder bij.',
  'story.record.36988':
    'De prefill-node handelt een afgebroken verzoek af na zijn forward pass; de decode-kant krijgt geen bericht. `sgl-router` (in zijn huidige versies) geeft de 400 van de prefill door; `mini_lb` wacht op de timeout van de decode-node en geeft diens 500 terug.',
  'story.record.38704':
    'Respecteert afbrekingen vóór de overdracht; de prefill publiceert hoeveel KV hij dekte en de decode-node weigert een kortere overdracht. De persverslagen noemen dit de fix (scène 8).',
  'story.record.38935':
    'Elke node trekt bij de toelating, met zijn oorspronkelijke 400, een verzoek terug dat hij zelf heeft afgewezen; een node die de prompt accepteerde, hoort het niet van de andere (scène 8 volgt beide). De auteur noemt het een fix tegen verspilling en latentie en zegt dat het symptoom van verouderde KV op main niet meer optreedt na #36988.',
  'story.record.others':
    'Ook op de tracker, juli–augustus 2026: #30325, #33507/#33508, #34208 (een melder zag „resultaten die bij andere verzoeken horen”) en #35421 (asymmetrische pools: eerst 200 en onzin, daarna 400), open fixes en meldingen van hetzelfde mechanisme.',
};
