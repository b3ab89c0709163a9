/** Le fichier d’atelier d’un animateur dans le laboratoire (issue #22, point 2). */
import type { labWorkshop as en } from '../en/labWorkshop';
import type { Translation } from '../types';

export const labWorkshop: Translation<typeof en> = {
  'lab.workshop.title': 'Atelier',
  'lab.workshop.about':
    'Un animateur peut charger un fichier d’atelier : quels défis, dans quel ordre, et quels outils le laboratoire montre.',
  'lab.workshop.load': 'Charger un fichier d’atelier',
  'lab.workshop.loaded': 'Atelier chargé : {n} {n|défi|défis}.',
  'lab.workshop.bad':
    '{file} n’est pas un fichier d’atelier utilisable par le laboratoire ; rien n’a été modifié.',
  'lab.workshop.broken':
    'Le fichier d’atelier {file} ne tient plus (un fichier de défis qu’il cite a peut-être été retiré) ; tout le laboratoire est donc affiché :',
  'lab.workshop.active':
    'Atelier « {title} » : {n} {n|défi|défis}, dans l’ordre choisi par l’animateur.',
  'lab.workshop.spoilersOff':
    'Le chercheur de fuites, la vérification de l’objectif pendant la saisie et le plus petit changement du vérificateur d’exposition sont désactivés : l’objectif est vérifié quand vous appuyez sur Exécuter.',
  'lab.workshop.hintsOff': 'Les indices sont désactivés.',
  'lab.workshop.opaque': 'Les liens vers les défis ne montrent pas leur nom.',
  'lab.workshop.leave': 'Quitter l’atelier',
  'lab.workshop.left': 'Atelier quitté : tous les défis et tous les outils sont de retour.',
  'lab.workshop.board': 'Les défis de cet atelier',
  'lab.workshop.steps': 'Ordre de l’atelier',
  'lab.workshop.step': 'Défi {n} sur {total}',
  'lab.workshop.prev': 'Défi précédent',
  'lab.workshop.next': 'Défi suivant',
  'lab.goal.onRun':
    'Vérifié quand vous appuyez sur Exécuter : cet atelier ne vérifie pas l’objectif pendant la saisie.',
  'lab.goal.lastRun':
    'Tel que vérifié à votre dernière exécution ; les modifications suivantes le seront à la prochaine.',
};
