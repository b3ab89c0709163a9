/** A request card in a queue lane: a real button that selects and focuses the request. */
import { tv } from '../shared/format';
import { tenantBadge, tenantVar } from '../shared/traceModel';
import type { CardModel } from './lanes';
import '../../i18n/onDemand';

export interface QueueCardProps {
  card: CardModel;
  tenant: number;
  letter: string;
  tenantName: string;
  lit: boolean;
  selected: boolean;
  decisive: boolean;
  onSelect: () => void;
  onFocusIn: () => void;
  onFocusOut: () => void;
}

export function QueueCard(p: QueueCardProps) {
  const { card } = p;
  const none = tv('views.queues.none');
  return (
    <button
      type="button"
      className="qv-card"
      data-request={card.request}
      data-lit={p.lit || undefined}
      data-decisive={p.decisive || undefined}
      aria-pressed={p.selected}
      onClick={p.onSelect}
      onFocus={p.onFocusIn}
      onBlur={p.onFocusOut}
      onMouseEnter={p.onFocusIn}
      onMouseLeave={p.onFocusOut}
      style={{ borderLeftColor: tenantVar(p.tenant) }}
    >
      <span className="qv-card-head">
        <span className="qv-letter" style={tenantBadge(p.tenant)} aria-hidden="true">
          {p.letter}
        </span>{' '}
        <span className="qv-id">{card.id}</span> <span className="qv-tenant">{p.tenantName}</span>
      </span>{' '}
      <span className="qv-row" data-placeholder={card.placeholder || undefined}>
        <code>{tv('views.queues.inputLen', { n: card.inputLen })}</code>{' '}
        {card.placeholder ? (
          <span className="qv-ph">{tv('views.queues.placeholder', { n: card.promptTokens })}</span>
        ) : null}
      </span>{' '}
      <span className="qv-row">
        <code className="qv-key">{tv('views.queues.kvPoll')}</code>{' '}
        <code data-poll={card.kvPoll ?? undefined}>{card.kvPoll ?? none}</code>
      </span>{' '}
      <span className="qv-row">
        <code className="qv-key">{tv('views.queues.toFinish')}</code>{' '}
        <code data-abort={card.toFinish?.startsWith('FINISH_ABORT') || undefined}>
          {card.toFinish ?? none}
        </code>
      </span>{' '}
      <span className="qv-row">
        <code className="qv-key">{tv('views.queues.finishedReason')}</code>{' '}
        <code data-abort={card.finishedReason?.startsWith('FINISH_ABORT') || undefined}>
          {card.finishedReason ?? none}
        </code>
      </span>
    </button>
  );
}
