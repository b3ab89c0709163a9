/** A facilitator's workshop file in the lab (issue #22 point 2). */
export const labWorkshop = {
  'lab.workshop.title': 'Workshop',
  'lab.workshop.about':
    'A facilitator can load a workshop file: which challenges, in what order, and which tools the lab shows.',
  'lab.workshop.load': 'Load a workshop file',
  'lab.workshop.loaded': 'Workshop loaded: {n} {n|challenge|challenges}.',
  'lab.workshop.bad': '{file} is not a workshop file the lab can use; nothing was changed.',
  'lab.workshop.broken':
    'The workshop file {file} no longer holds (a challenge file it names may have been removed), so the whole lab is shown:',
  'lab.workshop.active':
    'Workshop “{title}”: {n} {n|challenge|challenges}, in the facilitator’s order.',
  'lab.workshop.spoilersOff':
    'The leak finder, the goal check as you edit and the exposure checker’s smallest change are off: the goal is checked when you press Run.',
  'lab.workshop.hintsOff': 'Hints are off.',
  'lab.workshop.opaque': 'Challenge links do not show the challenge’s name.',
  'lab.workshop.leave': 'Leave the workshop',
  'lab.workshop.left': 'Workshop left: every challenge and tool is back.',
  'lab.workshop.board': 'This workshop’s challenges',
  'lab.workshop.steps': 'Workshop order',
  'lab.workshop.step': 'Challenge {n} of {total}',
  'lab.workshop.prev': 'Previous challenge',
  'lab.workshop.next': 'Next challenge',
  'lab.goal.onRun':
    'Checked when you press Run: this workshop does not check the goal as you edit.',
  'lab.goal.lastRun': 'As checked at your last Run; later edits are checked at the next Run.',
};
