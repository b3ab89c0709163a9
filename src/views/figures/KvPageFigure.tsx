/**
 * "What a KV page holds", for scene 2: prompt tokens (as ids) → a key and a value vector per
 * token in every layer (the forward pass) → packed into pages of `page_size` tokens.
 * Numbers, not text. Vector values are illustrative (seeded, the same on every render) and
 * say so; the page size is the scenario's.
 */
import { formatNumber, t } from '../../i18n';
import { useLang } from '../../store/react';
import type { Vars } from './figureProps';
import './kvPage.css';
import '../../i18n/onDemand';

/** A small deterministic generator (mulberry32): the same illustrative numbers every time. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const TOKENS = 4;
const LAYERS = 2;
const DIMS = 4;

export function KvPageFigure({ vars }: { vars: Vars }) {
  const lang = useLang();
  const rnd = seeded(20260827);
  const ids = Array.from({ length: TOKENS }, () => 100 + Math.floor(rnd() * 150_000));
  const vec = () =>
    Array.from({ length: DIMS }, () => formatNumber(Math.round((rnd() * 4 - 2) * 100) / 100, lang));
  const pageSize = Number(vars.pageSize) || 64;
  const show = (v: string[]) => `[${v.join(lang === 'en' ? ', ' : '; ')}, …]`;
  return (
    <figure className="sp-kv" data-testid="kv-page-figure">
      <figcaption className="sp-kv-title">{t('story.kv.caption')}</figcaption>
      <ol className="sp-kv-steps">
        <li>
          <p className="sp-kv-head">{t('story.kv.tokens')}</p>
          <p className="sp-kv-ids">
            {ids.map((id, i) => (
              <code key={i}>{formatNumber(id, lang)}</code>
            ))}
            <span aria-hidden="true">…</span>
          </p>
        </li>
        <li>
          <p className="sp-kv-head">{t('story.kv.perLayer')}</p>
          <table className="sp-kv-table">
            <thead>
              <tr>
                <th scope="col">{t('story.kv.token')}</th>
                {Array.from({ length: LAYERS }, (_, l) => (
                  <th scope="col" key={l}>
                    {t('story.kv.layer', { n: l + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ids.slice(0, 2).map((id, i) => (
                <tr key={i}>
                  <th scope="row">
                    <code>{formatNumber(id, lang)}</code>
                  </th>
                  {Array.from({ length: LAYERS }, (_, l) => (
                    <td key={l}>
                      <span className="sp-kv-k">
                        {t('story.kv.key')} <code>{show(vec())}</code>
                      </span>
                      <span className="sp-kv-v">
                        {t('story.kv.value')} <code>{show(vec())}</code>
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </li>
        <li>
          <p className="sp-kv-head">{t('story.kv.pages', { pageSize })}</p>
          <div className="sp-kv-pages">
            {[1, 2, 3].map((n) => (
              <div className="sp-kv-page" key={n}>
                <div className="sp-kv-cells" aria-hidden="true">
                  {Array.from({ length: 16 }, (_, c) => (
                    <span key={c} />
                  ))}
                </div>
                <span>
                  {t('story.kv.page', {
                    n,
                    from: (n - 1) * pageSize + 1,
                    to: n * pageSize,
                  })}
                </span>
              </div>
            ))}
          </div>
        </li>
      </ol>
      <p className="sp-kv-note">{t('story.kv.note', { pageSize })}</p>
    </figure>
  );
}
