/** The exposure calculator: your figures in, the exposed band and the version advice out. */
import { useId, useState } from 'react';
import { formatPercent, t, type MessageKey } from '../../i18n';
import { useLang } from '../../store/react';
import { calculate, type CalcInput } from '../../tools/calculator';
import { richNodes } from '../shared/RichText';
import type { CalcFacts } from './figureProps';
import './calculator.css';
import './status.css';
import '../../i18n/onDemand';

/** The decode pool no source gives; the examples assume it (said next to them). */
export const ASSUMED_DECODE = 1_572_864;

/** The examples, from the stated figures (the deck's slide shows their results). */
export const presets = (FACTS: CalcFacts): { key: MessageKey; input: CalcInput }[] => [
  {
    key: 'story.calc.preset.cloudflare',
    input: {
      contextLength: FACTS.contextLength,
      prefillPool: FACTS.prefillPool,
      decodePool: ASSUMED_DECODE,
      pageSize: 64,
      version: '',
    },
  },
  {
    key: 'story.calc.preset.remedy',
    input: {
      contextLength: FACTS.contextLength,
      prefillPool: FACTS.remedyPool,
      decodePool: ASSUMED_DECODE,
      pageSize: 64,
      version: '0.5.22',
    },
  },
  {
    key: 'story.calc.preset.issue',
    input: {
      contextLength: FACTS.contextLength,
      prefillPool: FACTS.issuePool,
      decodePool: ASSUMED_DECODE,
      pageSize: 64,
      version: '0.5.11',
    },
  },
];

type Field = 'contextLength' | 'prefillPool' | 'decodePool' | 'pageSize';
const FIELDS: { field: Field; label: MessageKey }[] = [
  { field: 'contextLength', label: 'story.calc.context' },
  { field: 'prefillPool', label: 'story.calc.prefillPool' },
  { field: 'decodePool', label: 'story.calc.decodePool' },
  { field: 'pageSize', label: 'story.calc.pageSize' },
];

export function CalculatorView({ facts }: { facts: CalcFacts }) {
  const lang = useLang();
  const id = useId();
  const PRESETS = presets(facts);
  const [input, setInput] = useState<CalcInput>(PRESETS[0]!.input);
  const r = calculate(input);
  const set = (field: keyof CalcInput, value: string) =>
    setInput((x) => ({ ...x, [field]: field === 'version' ? value : Number(value) }));
  const pct = (share: number) => formatPercent(share, lang);
  return (
    <form className="sp-calc" aria-labelledby={`${id}-title`} onSubmit={(e) => e.preventDefault()}>
      <h3 id={`${id}-title`}>{t('story.calc.title')}</h3>
      <div className="sp-calc-presets" role="group" aria-label={t('story.calc.presets')}>
        <span aria-hidden="true">{t('story.calc.presets')}:</span>
        {PRESETS.map((p) => (
          <button key={p.key} type="button" onClick={() => setInput(p.input)}>
            {t(p.key)}
          </button>
        ))}
      </div>
      <p className="sp-note">{t('story.calc.presetNote', { decodePool: ASSUMED_DECODE })}</p>
      <div className="sp-calc-fields">
        {FIELDS.map(({ field, label }) => (
          <label key={field}>
            <span>{richNodes(t(label))}</span>
            <input
              type="number"
              inputMode="numeric"
              min={field === 'pageSize' ? 1 : 8}
              step={1}
              value={Number.isFinite(input[field]) ? input[field] : ''}
              onChange={(e) => set(field, e.target.value)}
            />
          </label>
        ))}
        <label>
          <span>{t('story.calc.version')}</span>
          <input
            type="text"
            placeholder="0.5.21"
            value={input.version}
            onChange={(e) => set('version', e.target.value)}
          />
        </label>
      </div>
      <output className="sp-calc-out" aria-live="polite" data-testid="calc-result">
        {!r.valid && <p className="sp-fail">{t('story.calc.invalid')}</p>}
        {r.valid && (
          <>
            <ul className="sp-calc-limits">
              <li>
                {richNodes(
                  t('story.calc.limit', {
                    node: t('story.calc.node.prefill'),
                    value: r.prefillMax,
                    pages: r.prefillPages,
                  }),
                )}
              </li>
              <li>
                {richNodes(
                  t('story.calc.limit', {
                    node: t('story.calc.node.decode'),
                    value: r.decodeMax,
                    pages: r.decodePages,
                  }),
                )}
              </li>
            </ul>
            {r.exposed ? (
              <p className="sp-verdict sp-verdict-bad" data-exposed="true">
                {t('story.calc.exposed', {
                  from: r.exposed.from,
                  to: r.exposed.to,
                  count: r.exposed.count,
                  share: pct(r.exposed.share),
                })}
              </p>
            ) : (
              <p className="sp-verdict sp-verdict-ok" data-exposed="false">
                {t('story.calc.safe')}
              </p>
            )}
            {r.decodeOnly && (
              <p>{t('story.calc.decodeOnly', { from: r.decodeOnly.from, to: r.decodeOnly.to })}</p>
            )}
          </>
        )}
        <p>{t(`story.calc.version.${r.version}`)}</p>
        <p>{t('story.calc.version.tracker')}</p>
      </output>
      <p className="sp-note">{richNodes(t('story.calc.rule'))}</p>
    </form>
  );
}
