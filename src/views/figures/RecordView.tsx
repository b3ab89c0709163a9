/**
 * The last scene's lists: what is not known, the timeline, the public record (the dates and
 * entries from src/story/figureData.ts).
 */
import { useEffect } from 'react';
import { formatDate, t, type Lang, type MessageKey } from '../../i18n';
import { loadListsDict } from '../../i18n/lists';
import { useLang } from '../../store/react';
import { richNodes } from '../shared/RichText';
import type { RecordEntry, TimelineEntry, Vars } from './figureProps';
import './record.css';
import './status.css';

const UNKNOWNS: MessageKey[] = [
  'story.unknown.exploitation',
  'story.unknown.customers',
  'story.unknown.data',
  'story.unknown.notified',
  'story.unknown.writeup',
  'story.unknown.setup',
];

/** A record entry's number, kind and opening date (on a slide, its text follows on the line). */
function EntryHead({ r, lang }: { r: RecordEntry; lang: Lang }) {
  return (
    <>
      <strong>#{r.n}</strong>{' '}
      <span className="sp-note">
        {t(r.state)}, {t('story.record.opened', { date: formatDate(r.opened, lang) })}
      </span>
    </>
  );
}

/**
 * `slide` (the presenter): the same texts in three columns (what is not known and the lesson,
 * the timeline, the record), each entry's date or number on the line of its text.
 */
export function RecordView({
  timeline,
  record,
  vars,
  slide = false,
}: {
  timeline: readonly TimelineEntry[];
  record: readonly RecordEntry[];
  vars: Vars;
  slide?: boolean;
}) {
  const lang = useLang();
  // its strings load with it (English at once, with this module); useLang re-renders on arrival
  useEffect(() => void loadListsDict(lang), [lang]);
  const tx = (k: MessageKey, more: Vars = {}) => richNodes(t(k, { ...vars, ...more }));
  if (slide)
    return (
      <div className="sp-record sp-record-slide">
        <section>
          <h3>{t('story.unknown.heading')}</h3>
          <ul className="sp-unknowns">
            {UNKNOWNS.map((k) => (
              <li key={k}>{tx(k)}</li>
            ))}
          </ul>
          <p className="sp-lesson">{tx('story.unknowns.p2')}</p>
        </section>
        <section>
          <h3>{t('story.timeline.heading')}</h3>
          <p className="sp-note">{t('story.timeline.caption', vars)}</p>
          <ol className="sp-timeline">
            {timeline.map(({ date, time, key }) => (
              <li key={key} className={time ? 'sp-tl-day' : undefined}>
                <span>
                  <time dateTime={time ? time.iso : date}>
                    {formatDate(date, lang)}
                    {time && <span className="sp-tl-time">{time.text} UTC</span>}
                  </time>{' '}
                  {tx(key)}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section>
          <h3>{t('story.record.heading')}</h3>
          <ul className="sp-record-list">
            {record.map((r) => (
              <li key={r.n}>
                <EntryHead r={r} lang={lang} /> {tx(r.key)}
              </li>
            ))}
          </ul>
          <p>{tx('story.record.others')}</p>
        </section>
      </div>
    );
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
        {timeline.map(({ date, time, key }) => (
          <li key={key} className={time ? 'sp-tl-day' : undefined}>
            <time dateTime={time ? time.iso : date}>
              {formatDate(date, lang)}
              {time && <span className="sp-tl-time">{time.text} UTC</span>}
            </time>
            <span>{tx(key)}</span>
          </li>
        ))}
      </ol>
      <h3>{t('story.record.heading')}</h3>
      <ul className="sp-record-list">
        {record.map((r) => (
          <li key={r.n}>
            <EntryHead r={r} lang={lang} />
            <p>{tx(r.key)}</p>
          </li>
        ))}
      </ul>
      <p>{tx('story.record.others')}</p>
      <p className="sp-lesson">{tx('story.unknowns.p2')}</p>
    </div>
  );
}
