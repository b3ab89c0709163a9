/** The table lab:verify prints: one row per progress entry, control characters escaped. */
import { escapeControls } from '../engine/report';
import type { VerifyRow } from './progress';

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

export function formatVerifyTable(rows: readonly VerifyRow[]): string {
  const head = ['challenge', 'claimed', 'verified', 'reason'];
  const body = rows.map((r) =>
    [
      r.challenge,
      yesNo(r.claimed),
      r.claimed || r.verified ? yesNo(r.verified) : '-',
      r.reason || '-',
    ].map(escapeControls),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const claimed = rows.filter((r) => r.claimed);
  const held = claimed.filter((r) => r.verified).length;
  return [
    line(head),
    ...body.map(line),
    '',
    `${held} of ${claimed.length} claimed solutions verified by the engine`,
  ].join('\n');
}
