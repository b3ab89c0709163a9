/** Form fields of the workbench: a number within bounds, shown disabled with "locked" when fixed. */
import { useId, useState } from 'react';
import { formatNumber, t } from '../../i18n';
import '../../i18n/lab';
import type { Range } from '../../lab';

export function boundsText(range: Range | null): string {
  if (!range) return t('lab.edit.locked');
  if (range.min !== undefined && range.max === undefined)
    return t('lab.edit.atLeast', { min: range.min });
  const lo = range.min !== undefined ? formatNumber(range.min) : '…';
  const hi = range.max !== undefined ? formatNumber(range.max) : '…';
  return t('lab.edit.bounds', { min: lo, max: hi });
}

export function NumField({
  label,
  value,
  range,
  onChange,
}: {
  label: string;
  value: number;
  /** null: locked */
  range: Range | null;
  onChange: (n: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [last, setLast] = useState(value);
  if (value !== last) {
    setLast(value);
    setText(String(value));
  }
  const n = Number(text);
  const bad =
    text.trim() === '' ||
    !Number.isInteger(n) ||
    (range?.min !== undefined && n < range.min) ||
    (range?.max !== undefined && n > range.max);
  return (
    <span className="lab-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={range?.min}
        max={range?.max}
        value={text}
        disabled={range === null}
        aria-invalid={range !== null && bad ? true : undefined}
        aria-describedby={`${id}-b`}
        onChange={(e) => {
          const v = e.target.value;
          setText(v);
          const k = Number(v);
          if (v.trim() !== '' && Number.isInteger(k)) {
            setLast(k);
            onChange(k);
          }
        }}
      />
      <span id={`${id}-b`} className="lab-field__bounds">
        {boundsText(range)}
      </span>
    </span>
  );
}

export function TextField({
  label,
  value,
  locked,
  onChange,
}: {
  label: string;
  value: string;
  locked: boolean;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <span className="lab-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        disabled={locked}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
    </span>
  );
}
