/**
 * Splits pasted shell text into commands of words, the way a POSIX shell would for the
 * commands people paste: single and double quotes, backslash escapes, line continuations,
 * comments, and `;` `&&` `||` `|` `&` between commands. No expansion of any kind is done.
 */

export interface Command {
  words: string[];
  /** 1-based line where the command starts */
  line: number;
  /** 1-based physical line where each word starts (a continued command spans several) */
  lines: number[];
}

export interface Split {
  commands: Command[];
  /** problems, e.g. an unterminated quote (with its line) */
  errors: { line: number; message: string }[];
}

const OPERATORS = ['&&', '||', ';', '|', '&'];

/** Splits shell text into commands. Newlines end commands unless escaped or inside quotes. */
export function splitCommands(text: string): Split {
  const commands: Command[] = [];
  const errors: Split['errors'] = [];
  let words: string[] = [];
  let lines: number[] = [];
  let word: string | null = null;
  let wordLine = 1;
  let line = 1;
  let start = 1;
  /** the text of the current word so far, noting its line when it begins */
  const cur = () => {
    if (word === null) wordLine = line;
    return word ?? '';
  };
  const endWord = () => {
    if (word !== null) {
      words.push(word);
      lines.push(wordLine);
    }
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push({ words, line: start, lines });
    words = [];
    lines = [];
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (words.length === 0 && word === null) start = line;
    if (ch === '\\') {
      const next = text[i + 1];
      if (next === '\n' || (next === '\r' && text[i + 2] === '\n')) {
        i += next === '\n' ? 2 : 3;
        line++;
        continue;
      }
      word = cur() + (next ?? '');
      i += 2;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const close = ch === "'" ? findSingle(text, i + 1) : findDouble(text, i + 1);
      if (close < 0) {
        errors.push({ line, message: `unterminated ${ch === "'" ? 'single' : 'double'} quote` });
        word = cur() + text.slice(i + 1);
        break;
      }
      const inner = text.slice(i + 1, close);
      word = cur() + (ch === '"' ? inner.replace(/\\([\\"$`\n])/g, '$1') : inner);
      line += count(inner, '\n');
      i = close + 1;
      continue;
    }
    if (ch === '\n') {
      endCommand();
      line++;
      i++;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r') {
      endWord();
      i++;
      continue;
    }
    if (ch === '#' && word === null) {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i));
    if (op) {
      endCommand();
      i += op.length;
      continue;
    }
    word = cur() + ch;
    i++;
  }
  endCommand();
  return { commands, errors };
}

function findSingle(text: string, from: number): number {
  return text.indexOf("'", from);
}

function findDouble(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i;
  }
  return -1;
}

function count(s: string, ch: string): number {
  let n = 0;
  for (const c of s) if (c === ch) n++;
  return n;
}

/**
 * Finds JSON objects in pasted text: each `{` at the start of a line (after blanks) begins one,
 * which runs to its matching `}` (strings respected). Returns them and the text without them
 * (replaced by blank lines, so line numbers stay right).
 */
export function extractJsonBlocks(text: string): {
  blocks: { line: number; text: string }[];
  rest: string;
} {
  const blocks: { line: number; text: string }[] = [];
  let rest = '';
  let i = 0;
  let line = 1;
  while (i < text.length) {
    const lineStart = i === 0 || text[i - 1] === '\n';
    const m = lineStart ? /^[ \t]*\{/.exec(text.slice(i, i + 200)) : null;
    if (m) {
      const open = i + m[0].length - 1;
      const end = matchingBrace(text, open);
      const body = text.slice(open, end < 0 ? text.length : end + 1);
      blocks.push({ line, text: body });
      const lines = count(text.slice(i, end < 0 ? text.length : end + 1), '\n');
      rest += '\n'.repeat(lines);
      line += lines;
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    const ch = text[i]!;
    rest += ch;
    if (ch === '\n') line++;
    i++;
  }
  return { blocks, rest };
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}
