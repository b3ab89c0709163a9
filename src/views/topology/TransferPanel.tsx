/** The KV transfer between the nodes: pages sent vs pages the decode node reserved. */
import { tv } from '../shared/format';
import { fitText, textWidth, wrapText } from './fitText';
import type { TopologyLayout, TransferInfo } from './layout';

export function TransferPanel({
  layout,
  transfer,
}: {
  layout: TopologyLayout;
  transfer: TransferInfo | null;
}) {
  const b = layout.boxes.transfer;
  const cx = b.x + b.w / 2;
  const short = transfer !== null && !transfer.pending && transfer.sent < transfer.reserved;
  // on a phone (narrow) the bar sits under the figure, in the right half: the caption wraps in
  // the left half (its type grows with the figure's scale, readableLayout)
  const barW = layout.narrow ? b.w / 2 - 24 : Math.min(b.w - 24, 200);
  const sentW = transfer
    ? Math.max(
        2,
        (barW * Math.min(transfer.sent, transfer.reserved)) / Math.max(1, transfer.reserved),
      )
    : 0;
  // the explainer's row wraps its labels (whole words and identifiers) instead of cutting them
  const row = layout.kind === 'row';
  // the layout's type scale: sizes and line steps below grow with the font sizes
  const k = layout.type;
  // the row: the metadata label's lines from the drawing's top, the title under them (three
  // lines in Dutch once the type grew: readableLayout), the figure under the title
  const metaLast = Math.max(
    b.y + 14,
    10 * k + 11 * k * (wrapText(tv('views.topo.metadata'), b.w + 8, 10 * k).length - 1),
  );
  const titleY = Math.max(b.y + 36 * k, metaLast + 15 * k);
  const top = layout.narrow ? b.y + 18 : row ? titleY + 6 * k : b.y + 62;
  const caption = transfer ? tv('views.topo.sentCaption', { id: transfer.id }) : '';
  const captionLines = row
    ? wrapText(caption, b.w, 10 * k)
    : layout.narrow
      ? wrapText(caption, b.w / 2 - 14, 10 * k)
      : [caption];
  const lines = (text: string, x: number, last: number, cls: string) =>
    wrapText(text, b.w + 8, 10 * k).map((l, i, all) => (
      <text
        key={i}
        className={cls}
        x={x}
        y={last - 11 * k * (all.length - 1 - i)}
        textAnchor="middle"
      >
        {l}
      </text>
    ));
  const numText = transfer
    ? tv('views.topo.sentOf', { sent: transfer.sent, reserved: transfer.reserved })
    : '';
  // the big figure shrinks to fit the panel (never truncated), never under the labels' size
  // (10 at type 1: drawn at 12 px or more, readableLayout)
  const numSize = Math.max(
    10 * k,
    Math.min(
      22,
      (22 * (layout.narrow ? b.w / 2 : b.w - 8)) /
        Math.max(1, textWidth(numText, 22, { bold: true })),
    ),
  );
  return (
    <g
      className="tv-transfer"
      data-short={short || undefined}
      data-now={transfer?.now || undefined}
    >
      {layout.narrow ? (
        <>
          <rect className="tv-transfer-bg" x={b.x} y={b.y} width={b.w} height={b.h} rx={8} />
          <text className="tv-box-title" x={b.x + 10} y={b.y + 18}>
            {tv('views.topo.transfer')}
          </text>
        </>
      ) : (
        <>
          {row ? (
            <>
              {/* its first line at the top of the drawing, whatever the type (its lines went
                  above the figure once the type grew: readableLayout) */}
              {lines(
                tv('views.topo.metadata'),
                cx,
                Math.max(
                  b.y + 14,
                  10 * k +
                    11 * k * (wrapText(tv('views.topo.metadata'), b.w + 8, 10 * k).length - 1),
                ),
                'tv-edge-label',
              )}
              {/* under its arrow (above it, it met the caption once the type grew); left out under a
                  caption of three lines or more (Dutch at 1280 x 720), which it met there too */}
              {captionLines.length < 3 &&
                lines(
                  tv('views.topo.kv'),
                  cx,
                  b.y +
                    b.h +
                    4 +
                    10 * k +
                    11 * k * (wrapText(tv('views.topo.kv'), b.w + 8, 10 * k).length - 1),
                  'tv-edge-label',
                )}
            </>
          ) : (
            <>
              <text className="tv-edge-label" x={cx} y={b.y + 14} textAnchor="middle">
                {fitText(tv('views.topo.metadata'), b.w + 8, 10)}
              </text>
              <text className="tv-edge-label" x={cx} y={b.y + b.h - 22} textAnchor="middle">
                {fitText(tv('views.topo.kv'), b.w + 8, 10)}
              </text>
            </>
          )}
          <text className="tv-box-title" x={cx} y={row ? titleY : b.y + 46} textAnchor="middle">
            {tv('views.topo.transfer')}
          </text>
        </>
      )}
      {transfer?.none ? (
        <text
          className="tv-box-sub"
          x={layout.narrow ? b.x + 10 : cx}
          y={top + 22}
          textAnchor={layout.narrow ? 'start' : 'middle'}
        >
          {row
            ? wrapText(tv('views.topo.noTransferFor', { id: transfer.id }), b.w, 11 * k).map(
                (l, i) => (
                  <tspan key={i} x={cx} dy={i === 0 ? 0 : 12 * k}>
                    {l}
                  </tspan>
                ),
              )
            : fitText(
                tv('views.topo.noTransferFor', { id: transfer.id }),
                layout.narrow ? b.w - 20 : b.w,
                11,
              )}
        </text>
      ) : transfer ? (
        <>
          <text
            className="tv-transfer-num"
            style={{ fontSize: numSize }}
            x={layout.narrow ? b.x + b.w - 12 : cx}
            y={top + 22}
            textAnchor={layout.narrow ? 'end' : 'middle'}
          >
            {numText}
          </text>
          <text
            className="tv-transfer-cap"
            x={layout.narrow ? b.x + 10 : cx}
            y={layout.narrow ? top + 22 : row ? top + 38 * k : top + 40}
            textAnchor={layout.narrow ? 'start' : 'middle'}
          >
            {row || layout.narrow
              ? captionLines.map((l, i) => (
                  <tspan key={i} x={row ? cx : b.x + 10} dy={i === 0 ? 0 : 11 * k}>
                    {l}
                  </tspan>
                ))
              : fitText(caption, b.w, 10)}
          </text>
          {/* the row with a caption of three lines or more (Dutch, French) has no room for the
              bar under it: the figure above says the same */}
          {!(row && captionLines.length >= 3) && (
            <g
              transform={`translate(${layout.narrow ? b.x + b.w / 2 + 12 : cx - barW / 2}, ${layout.narrow ? top + 30 : row ? top + (40 + 11 * (captionLines.length - 1)) * k + 5 : top + 50})`}
            >
              <title>
                {tv('views.topo.sent', {
                  id: transfer.id,
                  sent: transfer.sent,
                  reserved: transfer.reserved,
                })}
              </title>
              <rect className="tv-bar-reserved" width={barW} height={8} rx={2} />
              <rect className="tv-bar-sent" width={sentW} height={8} rx={2} />
            </g>
          )}
        </>
      ) : (
        <text
          className="tv-box-sub"
          x={layout.narrow ? b.x + 10 : cx}
          y={top + 22}
          textAnchor={layout.narrow ? 'start' : 'middle'}
        >
          {tv('views.topo.noTransfer')}
        </text>
      )}
    </g>
  );
}
