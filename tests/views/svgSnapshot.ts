/**
 * Normalised SVG for snapshot files (Observable Plot's approach): one element per line,
 * indented by depth, attributes sorted by name, every number rounded to one decimal, ids
 * React generates stripped (and references to them), text trimmed on its own line. A diff
 * of two such files reads like a review of the drawing.
 */

/** Numbers in an attribute value rounded to one decimal (−0 as 0); names keep their digits. */
export function roundNumbers(value: string): string {
  // a minus after a letter or a dash is part of a name (`--tenant-1`), not a sign
  return value.replace(/(?:(?<![\w-])-)?\d*\.?\d+(?:e[-+]?\d+)?/gi, (n) => {
    const r = Math.round(Number(n) * 10) / 10;
    return String(Object.is(r, -0) ? 0 : r);
  });
}

/** React's useId ids (`:r1:`, `«r1»`, `_r_1_`), generated per render order, not per drawing. */
const GENERATED = /^(?::r[\w]*:|«r[\w]*»|_r_[\w]*_)$/;

function attributes(el: Element): string {
  return [...el.attributes]
    .filter((a) => !((a.name === 'id' || a.name.endsWith(':id')) && GENERATED.test(a.value)))
    .map((a) => {
      let v = a.value;
      for (const m of v.matchAll(/url\(#([^)]+)\)/g))
        if (GENERATED.test(m[1]!)) v = v.replace(m[0], 'url(#generated)');
      return [a.name, roundNumbers(v).replace(/\s+/g, ' ').trim()] as const;
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, v]) => ` ${name}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function lines(node: Node, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  if (node.nodeType === 3) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) out.push(`${pad}${escapeText(text)}`);
    return;
  }
  if (node.nodeType !== 1) return;
  const el = node as Element;
  const name = el.tagName.toLowerCase();
  const open = `${pad}<${name}${attributes(el)}`;
  const kids = [...el.childNodes].filter(
    (c) => c.nodeType === 1 || (c.nodeType === 3 && (c.textContent ?? '').trim() !== ''),
  );
  if (kids.length === 0) {
    out.push(`${open} />`);
    return;
  }
  out.push(`${open}>`);
  for (const c of kids) lines(c, depth + 1, out);
  out.push(`${pad}</${name}>`);
}

/** The element as normalised SVG text, ending with a newline. */
export function normaliseSvg(el: Element): string {
  const out: string[] = [];
  lines(el, 0, out);
  return `${out.join('\n')}\n`;
}
