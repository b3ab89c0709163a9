/** A talk's title slide (a talk file's `title` slide): who gives it, where. */
import type { Talk } from '../../story/talk';

export function TitleSlide({ talk }: { talk: Talk }) {
  return (
    <div className="sp-title-slide" data-testid="title-slide">
      {talk.speaker && <p className="sp-title-speaker">{talk.speaker}</p>}
      {talk.affiliation && <p className="sp-title-affiliation">{talk.affiliation}</p>}
      {talk.event && <p className="sp-title-event">{talk.event}</p>}
    </div>
  );
}
