/** The lab's teaching feedback (issue #22 point 4): which way a number is off, what fails. */
export const labTeach = {
  'lab.answer.tooHigh': 'Not right: too high.',
  'lab.answer.tooLow': 'Not right: too low.',
  'lab.wb.failing': 'What fails: {what}.',
  'lab.goal.failsFor': 'does not hold for {list}',
  'lab.scenario.title': 'The scenario (read only)',
  'lab.scenario.about':
    'The question is about this scenario as it starts. Once you have answered, the workbench lets you edit and run it, to see why.',
};
