/**
 * One line under a live solve: whether its session was recorded by this class's server, as
 * the live server that served this page answers (./classServer.ts), or why that cannot be
 * known here. Only the server's "valid" gives "recorded by this class's server"; what the
 * session itself says of its signature (live/signature.ts) is shown where no server is asked.
 */
import { useContext, useEffect, useMemo, useState } from 'react';
import { t } from '../../i18n';
import { ClassServer, type ClassCheck } from './classServer';

/** What the session says of the live server that saved it (no secret: nothing is checked). */
type Signed = 'none' | 'ownSecret' | 'classSecret';
const signedOf = (session: unknown): Signed => {
  const r = (session as { recorded?: { verifiable?: unknown } } | null)?.recorded;
  return !r ? 'none' : r.verifiable === true ? 'classSecret' : 'ownSecret';
};
const SIGNED_TEXT = {
  none: 'lab.session.unsigned',
  ownSecret: 'lab.session.ownSecret',
  classSecret: 'lab.session.signed',
} as const;

const OFFLINE: ClassCheck = { kind: 'unverifiable', why: 'offline', detail: '' };

function lineOf(c: ClassCheck, session: unknown): string {
  switch (c.kind) {
    case 'asking':
      return t('lab.session.asking');
    case 'recorded':
      return c.team !== null
        ? t('lab.session.recordedTeam', { team: c.team })
        : t('lab.session.recordedHere', { deployment: c.deployment });
    case 'refused':
      return t('lab.session.notRecorded', {
        reason: t(`lab.session.why.${c.code}`, {
          team: c.sessionTeam ?? '',
          here: c.team ?? '',
        }),
      });
    case 'unverifiable':
      return c.why === 'offline' || c.why === 'noServer'
        ? t(SIGNED_TEXT[signedOf(session)])
        : t(`lab.session.here.${c.why}`, { detail: c.detail });
  }
}

export function ClassCheckLine({ session }: { session: unknown }) {
  const ask = useContext(ClassServer);
  const text = useMemo(() => JSON.stringify(session), [session]);
  const [check, setCheck] = useState<{ text: string; check: ClassCheck } | null>(null);
  useEffect(() => {
    if (!ask) return;
    const ctl = new AbortController();
    ask(text, ctl.signal).then(
      (c) => setCheck({ text, check: c }),
      () => {}, // aborted: another session, or the line is gone
    );
    return () => ctl.abort();
  }, [ask, text]);
  const shown: ClassCheck = !ask
    ? OFFLINE
    : check?.text === text
      ? check.check
      : { kind: 'asking' };
  const state = shown.kind === 'unverifiable' ? `unverifiable-${shown.why}` : shown.kind;
  const tone = shown.kind === 'recorded' ? ' lab-good' : shown.kind === 'refused' ? ' lab-bad' : '';
  return (
    <span className={`lab-session__class${tone}`} data-testid="class-check" data-state={state}>
      {lineOf(shown, session)}
    </span>
  );
}
