/**
 * An identifier as it is spelled in SGLang, breakable only at its own seams: after `_`, `.`
 * or `·`, and between the words of a CamelCase name (a <wbr> there; on a phone
 * `BadRequestError` overran the next column of scene 5's field table), never inside a word (the CSS of its container keeps
 * `overflow-wrap: normal`). `disagg_prefill_inflight_queue` wraps as whole parts.
 */
import { Fragment } from 'react';

export function Ident({ text }: { text: string }) {
  const parts = text.split(/(?<=[_.·])|(?<=[a-z])(?=[A-Z])/);
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </>
  );
}
