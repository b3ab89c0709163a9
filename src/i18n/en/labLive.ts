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
  // whether this class's live server recorded a solved session (POST /live/session/verify)
  'lab.session.asking': 'Asking this page’s live server whether it recorded the session…',
  'lab.session.recordedTeam': 'Recorded by this class’s server (team {team}).',
  'lab.session.recordedHere': 'Recorded by this class’s server (deployment {deployment}).',
  'lab.session.notRecorded':
    'Not recorded by this class’s server: {reason}. It does not count where the facilitator checks signatures.',
  'lab.session.why.invalid': 'the session is not a valid scenario file',
  'lab.session.why.unsigned':
    'the session carries no live server’s signature (a scenario file, not a recorded session)',
  'lab.session.why.ownSecret': 'it was signed by a live server started without the class secret',
  'lab.session.why.otherSecret': 'it was signed with another secret than this class’s',
  'lab.session.why.edited':
    'its signature does not match its content: the session was edited after it was saved',
  'lab.session.why.otherTeam':
    'it was recorded by team {team}’s deployment, not by this one (team {here})',
  'lab.session.why.noTeam': 'it was recorded by a deployment of no team of this class',
  'lab.session.why.otherDeployment': 'it was recorded by another deployment than this one',
  'lab.session.here.unreachable':
    'Not verifiable here: the live server that served this page does not answer ({detail}). Your facilitator checks the session with lab:verify --secret-file.',
  'lab.session.here.noSecret':
    'Not verifiable here: this page’s live server was started without a class secret, so it cannot tell its sessions from forged ones.',
  'lab.session.here.refusedCheck':
    'Not verifiable here: the live server did not check the session ({detail}). Your facilitator checks it with lab:verify --secret-file.',
};
