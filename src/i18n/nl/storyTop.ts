/** De bovenkant van de uitleg in het Nederlands: de bug in één zin, en wat nu te doen (owner: story). */
import type { storyTop as en } from '../en/storyTop';
import type { Translation } from '../types';

export const storyTop: Translation<typeof en> = {
  'story.top.summaryLabel': 'In één zin',
  'story.top.summary':
    'Als een prompt te lang was voor de geheugen-[[pool|pool]] van de [[prefill|prefill]]-node, verving de gesplitste serving van SGLang hem door een [[placeholder|plaatshouder]] van één token, maar liet de [[decode|decode]]-node doorgaan alsof de hele prompt verwerkt was: de decode-node antwoordde met HTTP 200 vanuit geheugen-[[kv-page|pagina’s]] die nog gegevens van andere gebruikers bevatten.',
  'story.todo.title': 'Wat nu te doen',
  'story.todo.pools':
    '**Vergelijk de pool van elke node met het [[context-window|contextvenster]].** Het lek vraagt een prompt die de prefill-node weigert en de decode-node accepteert. SGLang weigert een prompt van `min(context_length − 1, max_total_num_tokens − 1) − 5` tokens of meer, op elke node met zijn eigen pool.',
  'story.todo.calc': 'Controleer uw cijfers in de calculator (scène {n})',
  'story.todo.versions':
    '**Versies, volgens de openbare bronnen.** De persverslagen zeggen dat de fix pull request #38704 is, in SGLang sinds v0.5.20, en raden v0.5.22 of later aan. De tracker van SGLang die we konden lezen toont #38704 nog open, en #38935 en #36988 samengevoegd op hetzelfde pad. De twee bronnen zijn het niet eens; beide staan hier.',
  'story.todo.test':
    '**De test die het had gevonden.** Stuur een prompt binnen de blootgestelde band: die moet terugkomen met HTTP 400 en de oorspronkelijke fout („Input length … exceeds the maximum allowed length …”), niet met 200. En controleer de uitvoer zelf, niet alleen de statuscode: een 200 gebouwd op pagina’s van een ander doorstaat een statuscontrole.',
  'story.top.links':
    '**Zo lees je deze pagina.** Scroll: de live weergave naast de tekst volgt de scène die je leest, en de knoppen spelen het model stap voor stap af. De links bovenaan leiden elders heen: **Presenteren** opent hetzelfde verhaal als diavoorstelling voor een praatje; **Vrij verkennen** opent het hele model op één scherm, met elke wachtrij, pool en fixschakelaar; **Trainingslab** bevat oefeningen die de engine nakijkt. Onder sommige figuren opent **Deze stap openen in Verkennen** Verkennen op het moment dat de figuur toont.',
};
