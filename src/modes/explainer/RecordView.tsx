/** The last scene's lists: what is not known, the timeline, the public record. */
import { formatDate, t, type MessageKey } from '../../i18n';
import { useLang } from '../../store/react';
import { FACTS, formatTime, type Vars } from '../../story/figures';
import { richNodes } from './RichText';

const UNKNOWNS: MessageKey[] = [
  'story.unknown.exploitation',
  'story.unknown.customers',
  'story.unknown.data',
  'story.unknown.notified',
  'story.unknown.writeup',
  'story.unknown.setup',
];

type When = { date: string; time?: string };
const D = FACTS.dates;
const T = FACTS.times;
const TIMELINE: { when: When; key: MessageKey }[] = [
  { when: { date: D.issue30233 }, key: 'story.timeline.issue' },
  { when: { date: D.windowStart }, key: 'story.timeline.windowStart' },
  { when: { date: D.hackerone }, key: 'story.timeline.hackerone' },
  { when: { date: D.incidentDay, time: T.declared }, key: 'story.timeline.declared' },
  { when: { date: D.incidentDay, time: T.private }, key: 'story.timeline.private' },
  { when: { date: D.incidentDay, time: T.cause }, key: 'story.timeline.cause' },
  { when: { date: D.incidentDay, time: T.public }, key: 'story.timeline.public' },
  { when: { date: D.report }, key: 'story.timeline.report' },
];

const RECORD: { n: string; state: MessageKey; opened: string; key: MessageKey }[] = [
  {
    n: '30233',
    state: 'story.record.state.closed',
    opened: D.issue30233,
    key: 'story.record.30233',
  },
  {
    n: '36988',
    state: 'story.record.state.merged',
    opened: D.opened36988,
    key: 'story.record.36988',
  },
  {
    n: '38704',
    state: 'story.record.state.open',
    opened: D.opened38704,
    key: 'story.record.38704',
  },
  {
    n: '38935',
    state: 'story.record.state.merged',
    opened: D.opened38935,
    key: 'story.record.38935',
  },
];

export function RecordView({ vars }: { vars: Vars }) {
  const lang = useLang();
  const tx = (k: MessageKey, more: Vars = {}) => richNodes(t(k, { ...vars, ...more }));
  return (
    <div className="sp-record">
      <ul className="sp-unknowns" aria-label={t('story.unknown.heading')}>
        {UNKNOWNS.map((k) => (
          <li key={k}>{tx(k)}</li>
        ))}
      </ul>
      <h3>{t('story.timeline.heading')}</h3>
      <p className="sp-note">{t('story.timeline.caption', vars)}</p>
      <ol className="sp-timeline">
        {TIMELINE.map(({ when, key }) => (
          <li key={key} className={when.time ? 'sp-tl-day' : undefined}>
            <time dateTime={when.time ? `${when.date}T${when.time}Z` : when.date}>
              {formatDate(when.date, lang)}
              {when.time && <span className="sp-tl-time">{formatTime(when.time, lang)} UTC</span>}
            </time>
            <span>{tx(key)}</span>
          </li>
        ))}
      </ol>
      <h3>{t('story.record.heading')}</h3>
      <ul className="sp-record-list">
        {RECORD.map((r) => (
          <li key={r.n}>
            <strong>#{r.n}</strong>{' '}
            <span className="sp-note">
              {t(r.state)}, {t('story.record.opened', { date: formatDate(r.opened, lang) })}
            </span>
            <p>{tx(r.key)}</p>
          </li>
        ))}
      </ul>
      <p>{tx('story.record.others')}</p>
      <p className="sp-lesson">{tx('story.unknowns.p2')}</p>
    </div>
  );
}
