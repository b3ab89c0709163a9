/** De bovenkant van de uitleg in het Nederlands: de bug in één zin, en wat nu te doen (owner: story). */
import type { storyTop as en } from '../en/storyTop';
import type { Translation } from '../types';

export const storyTop: Translation<typeof en> = {
  'story.top.summaryLabel': 'In één zin',
  'story.top.summary':
    'Als een prompt te lang was voor de geheugen-[[pool|pool]] van de [[prefill|prefill]]-node, verving de gesplitste serving van [[sglang|SGLang]] (de opensourcesoftware die het model bij Cloudflare Workers AI aanbood) hem door een [[placeholder|plaatshouder]] van één token, maar liet de [[decode|decode]]-node doorgaan alsof de hele prompt verwerkt was: de decode-node antwoordde met HTTP 200 vanuit geheugen-[[kv-page|pagina’s]] die nog gegevens van andere gebruikers bevatten.',
  'story.todo.title': 'Wat nu te doen',
  'story.todo.pools':
    '**Vergelijk de pool van elke node met het contextvenster.** Het lek vraagt een prompt die de prefill-node weigert en de decode-node accepteert. Elke node weigert prompts vanaf een grens een paar tokens onder de kleinste van zijn pool en het venster (scène 3 geeft de formule).',
  'story.todo.calc': 'Controleer uw cijfers in de calculator (scène {n})',
  'story.todo.versions':
    '**Upgrade.** De persverslagen raden SGLang v0.5.22 of later aan; scène 8 zegt wat er over de fix zelf bekend is.',
  'story.todo.test':
    '**De test die het had gevonden.** Stuur een prompt binnen de blootgestelde band en controleer zowel de status als de uitvoer. Een correcte server antwoordt HTTP 400 met de oorspronkelijke fout („Input length … exceeds the maximum allowed length …”). Een 200 is het lek, hoe gewoon de tekst er ook uitziet. Een 500 van de decode-node, die sommige fixes geven afhankelijk van de router (scène 8), is geen lek, maar ook niet het juiste antwoord.',
  'story.top.links':
    '**Zo lees je deze pagina.** Scroll: de live weergave naast de tekst volgt de scène die je leest, en de knoppen gaan stap voor stap door de herhaling. De herhaling wordt berekend door de engine, het programma achter het model van SGLang op deze pagina. De stapteksten houden de namen uit de code van SGLang zelf (functies, wachtrijen en velden, zoals pop_preallocated), zodat een SGLang-engineer elk ervan herkent; kies een naam om te zien wat hij doet. De links bovenaan leiden elders heen: **Presenteren** opent hetzelfde verhaal als diavoorstelling voor een praatje; **Vrij verkennen** opent de hele herhaling op één scherm, met elke wachtrij, pool en fixschakelaar; **Trainingslab** bevat oefeningen die de engine nakijkt. Onder sommige figuren opent **Deze stap openen in Verkennen** Verkennen op het moment dat de figuur toont.',
};
