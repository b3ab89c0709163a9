/**
 * The generated tokens, each coloured by the tenant whose page it came from. Leaked tokens
 * carry a vermillion underline and say where they came from; never-written pages show ∅.
 * Everything is React text: prompt texts may contain markup and stay inert.
 */
import { tv } from '../shared/format';
import { Fragment } from 'react';
import { tenantBadge, tenantVar } from '../shared/traceModel';
import type { TokenView } from './responseModel';
import { useAppStore } from '../../store/react';

function why(tok: TokenView): string {
  if (tok.fromPrefill)
    return tv(
      tok.kind === 'placeholder' ? 'views.resp.tokenPrefillPlaceholder' : 'views.resp.tokenPrefill',
    );
  switch (tok.kind) {
    case 'leak':
    case 'same-tenant':
      return tv('views.resp.tokenLeak', { tenant: tok.fromTenant ?? '?', id: tok.fromId ?? '?' });
    case 'placeholder':
      return tv('views.resp.tokenPlaceholder');
    case 'never':
      return tv('views.resp.tokenNever');
    default:
      return tv('views.resp.tokenOwn');
  }
}

export function ResponseBody({
  request,
  tokens,
  litToken,
  letters,
}: {
  request: number;
  tokens: TokenView[];
  litToken: number | null;
  letters: string[];
}) {
  const store = useAppStore();
  const focusToken = (token: number) =>
    store.getState().setFocus({ kind: 'token', request, token });
  const unfocus = (token: number) => {
    const s = store.getState();
    if (s.focus?.kind === 'token' && s.focus.request === request && s.focus.token === token)
      s.setFocus(null);
  };
  return (
    <p className="rp-tokens">
      {tokens.map((tok, i) => {
        const leaked = tok.kind === 'leak' || tok.kind === 'same-tenant';
        const prev = tokens[i - 1];
        const runStart = !prev || prev.from !== tok.from;
        const label = why(tok);
        const letter =
          runStart && tok.kind !== 'never' ? (
            <span className="rp-run-letter" style={tenantBadge(tok.tenant)} aria-hidden="true">
              {letters[tok.tenant] ?? '?'}
            </span>
          ) : null;
        return (
          <Fragment key={tok.index}>
            <span className="rp-token-wrap">
              {/* a button is an inline block: its letter goes inside, so a long token wraps
                  within the line instead of pushing past it */}
              {leaked ? null : letter}
              {leaked ? (
                <button
                  type="button"
                  className="rp-token"
                  data-kind={tok.kind}
                  data-lit={litToken === tok.index || undefined}
                  style={{ borderBottomColor: tenantVar(tok.tenant) }}
                  title={label}
                  onMouseEnter={() => focusToken(tok.index)}
                  onMouseLeave={() => unfocus(tok.index)}
                  onFocus={() => focusToken(tok.index)}
                  onBlur={() => unfocus(tok.index)}
                  onClick={() => focusToken(tok.index)}
                >
                  {letter}
                  {tok.text}
                  <span className="rp-sr">{` (${label})`}</span>
                </button>
              ) : (
                <span
                  className="rp-token"
                  data-kind={tok.kind}
                  data-lit={litToken === tok.index || undefined}
                  style={
                    tok.kind === 'never' ? undefined : { borderBottomColor: tenantVar(tok.tenant) }
                  }
                  title={label}
                  onMouseEnter={() => focusToken(tok.index)}
                  onMouseLeave={() => unfocus(tok.index)}
                >
                  {tok.text}
                  {tok.kind === 'never' || tok.kind === 'placeholder' ? (
                    <span className="rp-sr">{` (${label})`}</span>
                  ) : null}
                </span>
              )}
            </span>{' '}
          </Fragment>
        );
      })}
    </p>
  );
}
