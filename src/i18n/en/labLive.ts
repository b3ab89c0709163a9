/** The lab's live challenges: what a replayed session got, and where a question is read. */
export const labLive = {
  'lab.session.saved': 'Solved with the session saved in your progress.',
  'lab.session.replayed': 'Your session, as the engine replayed it:',
  'lab.session.response':
    '{request} (tenant {tenant}, a prompt of {tokens} tokens): HTTP {status}, isolation {isolation}, {correct}',
  'lab.session.correct': 'correct',
  'lab.session.notCorrect': 'not correct',
  'lab.session.moreResponses': '{n} more {n|response|responses} not shown.',
  'lab.session.noRequests':
    'The session holds no request: send your requests to the deployment first, then save the session.',
  'lab.answer.wrongReadOnly':
    'Not right. Read the situation and “The scenario (read only)” again, and try again.',
  'lab.answer.wrongAudit':
    'Not right. Open each deployment in the exposure checker, read its verdict, and try again.',
};
