/** The live view (#/live): a stand-in SGLang deployment (`npm run live`) watched as it runs. */
export const live = {
  'live.title': 'Live deployment',
  'live.intro':
    'This page watches the stand-in deployment started by npm run live. Send it requests with curl or any OpenAI client; they appear here as they arrive.',
  'live.conn.label': 'Connection',
  'live.conn.connecting': 'connecting…',
  'live.conn.connected': 'connected',
  'live.conn.reconnecting': 'server not answering: reconnecting…',
  'live.conn.absent':
    'no live server answers here (start npm run live: this page follows it by itself)',
  'live.session': '{n} {n|request|requests} in this session, engine tick {tick}',
  'live.epoch': 'nodes started {n} {n|time|times}',
  'live.empty': 'No request yet. Send one from a terminal:',
  'live.follow': 'Follow live',
  'live.follow.hint': 'Off: the view stays where you scrub, while the deployment runs on.',
  'live.export': 'Save the session as a scenario file',
  'live.config.title': 'Deployment',
  'live.config.note': 'Changing the router or a fix restarts the nodes: their pools start empty.',
  'live.config.error': 'The deployment did not take the change: {message}',
  'live.config.key': 'Key (your team’s or the facilitator’s)',
  'live.config.keyNeeded':
    'This deployment takes changes only with a key: your team’s or the facilitator’s. Type it in the field below, then make the change again.',
  'live.config.keyRefused':
    'This key may not change this deployment: it is another team’s key, or in this class only the facilitator’s key changes a deployment.',
  'live.aborted': 'Clients that went away (aborted in the engine): {ids}',
};
