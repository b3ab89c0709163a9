/** Het workshopbestand van een begeleider in het lab (issue #22, punt 2). */
import type { labWorkshop as en } from '../en/labWorkshop';
import type { Translation } from '../types';

export const labWorkshop: Translation<typeof en> = {
  'lab.workshop.title': 'Workshop',
  'lab.workshop.about':
    'Een begeleider kan een workshopbestand laden: welke opdrachten, in welke volgorde, en welke hulpmiddelen het lab toont.',
  'lab.workshop.load': 'Een workshopbestand laden',
  'lab.workshop.loaded': 'Workshop geladen: {n} {n|opdracht|opdrachten}.',
  'lab.workshop.bad':
    '{file} is geen workshopbestand dat het lab kan gebruiken; er is niets gewijzigd.',
  'lab.workshop.broken':
    'Het workshopbestand {file} klopt niet meer (een opdrachtbestand dat het noemt is misschien verwijderd), dus het hele lab wordt getoond:',
  'lab.workshop.active':
    'Workshop ‘{title}’: {n} {n|opdracht|opdrachten}, in de volgorde van de begeleider.',
  'lab.workshop.spoilersOff':
    'De lekzoeker, de controle van het doel tijdens het bewerken en de kleinste wijziging van de blootstellingscontrole staan uit: het doel wordt gecontroleerd wanneer je op Uitvoeren drukt.',
  'lab.workshop.hintsOff': 'Hints staan uit.',
  'lab.workshop.opaque': 'Links naar opdrachten tonen hun naam niet.',
  'lab.workshop.leave': 'De workshop verlaten',
  'lab.workshop.left': 'Workshop verlaten: alle opdrachten en hulpmiddelen zijn terug.',
  'lab.workshop.board': 'De opdrachten van deze workshop',
  'lab.workshop.steps': 'Volgorde van de workshop',
  'lab.workshop.step': 'Opdracht {n} van {total}',
  'lab.workshop.prev': 'Vorige opdracht',
  'lab.workshop.next': 'Volgende opdracht',
  'lab.goal.onRun':
    'Gecontroleerd wanneer je op Uitvoeren drukt: deze workshop controleert het doel niet tijdens het bewerken.',
  'lab.goal.lastRun':
    'Zoals gecontroleerd bij je laatste uitvoering; latere wijzigingen worden bij de volgende gecontroleerd.',
};
