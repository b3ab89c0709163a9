/**
 * YAML the exposure checker reads (pure; the `yaml` library, pinned):
 * - an SGLang `--config` file: a mapping of server arguments. SGLang's ConfigArgumentMerger
 *   (python/sglang/srt/utils/server_args_config_parser.py @7ef0fc26, `parse_config`) loads it
 *   with `yaml.safe_load`, normalises each key's dashes to underscores and turns it into the
 *   flag; `merge_config_with_args` puts the file's arguments before the command line's, so the
 *   command line wins, and a switch in the file can only turn it on (true adds it, false nothing).
 * - Kubernetes manifests: each container's `command:` and `args:` lists are one command
 *   (`sh -c "…"` scripts are split like pasted shell text); `image:` tags give the release.
 */
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Node } from 'yaml';
import { splitCommands } from './shellWords';

export interface YamlWords {
  words: string[];
  /** 1-based line of each word */
  lines: number[];
  line: number;
}

const KUBE = /^\s*(?:-\s+)?(?:command|args)\s*:/m;
const KEY_LINE = /^\s*[A-Za-z_][\w.-]*\s*:(?:\s|$)/;

/** What a box holds, when it is YAML: a Kubernetes manifest, a config file, or neither. */
export function yamlKind(text: string): 'kubernetes' | 'config' | null {
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !/^\s*#/.test(l));
  if (lines.length === 0) return null;
  // SGLang has no --command or --args flag: such keys are a container's (manifest or snippet)
  if (KUBE.test(text)) return 'kubernetes';
  // a config file: top-level `key: value` lines (nested or list lines indented under them)
  const top = lines.filter((l) => !/^\s/.test(l));
  return top.length > 0 && top.every((l) => KEY_LINE.test(l) || /^---\s*$/.test(l))
    ? 'config'
    : null;
}

/** A YAML value as the text argparse would get: a mapping or list as its JSON. */
function scalarText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v) ?? '';
}

function lineOf(counter: LineCounter, node: Node | null | undefined, fallback: number): number {
  const at = node?.range?.[0];
  return at === undefined ? fallback : counter.linePos(at).line;
}

/** The YAML's parse errors, as text with their line. */
function errors(docs: ReturnType<typeof parseAllDocuments>, counter: LineCounter): string[] {
  const list = Array.isArray(docs) ? docs : [docs];
  return list.flatMap((d) =>
    d.errors.map((e) => `line ${counter.linePos(e.pos[0]).line}: ${e.message.split('\n')[0]}`),
  );
}

/**
 * An SGLang config file as the flags SGLang makes of it (`--key value`, a true switch as
 * `--key`, a list as several values, a mapping as its JSON). Returns the parse errors instead
 * when the YAML is not a mapping.
 */
export function configWords(text: string): YamlWords | { errors: string[] } {
  const counter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: counter });
  const bad = errors(docs, counter);
  const doc = Array.isArray(docs) ? docs[0] : undefined;
  if (bad.length > 0 || !doc) return { errors: bad.length > 0 ? bad : ['no YAML document'] };
  const root = doc.contents;
  if (!isMap(root)) return { errors: ['the config file must hold a mapping at its root'] };
  const out: YamlWords = { words: [], lines: [], line: lineOf(counter, root, 1) };
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : null;
    if (!key) continue;
    const flag = `--${key.replace(/_/g, '-')}`;
    const line = lineOf(counter, pair.key, out.line);
    const v: unknown = isScalar(pair.value)
      ? pair.value.value
      : (pair.value as Node | null)?.toJSON();
    const add = (...w: string[]) => {
      out.words.push(...w);
      out.lines.push(...w.map(() => line));
    };
    if (v === true) add(flag);
    else if (v === false || v === null || v === undefined) continue;
    else if (Array.isArray(v)) add(flag, ...v.map((x: unknown) => scalarText(x)));
    else add(flag, scalarText(v));
  }
  return out;
}

export interface KubeContainer extends YamlWords {
  image?: string;
}

/** Every container's `command:` + `args:` in a Kubernetes manifest (one or more documents). */
export function kubernetesCommands(text: string): {
  containers: KubeContainer[];
  errors: string[];
} {
  const counter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: counter });
  const bad = errors(docs, counter);
  const containers: KubeContainer[] = [];
  const list = Array.isArray(docs) ? docs : [];
  const strings = (n: unknown): { text: string; line: number }[] | null =>
    isSeq(n)
      ? n.items.flatMap((x) =>
          isScalar(x) && x.value !== null
            ? [{ text: scalarText(x.value), line: lineOf(counter, x, 1) }]
            : [],
        )
      : null;
  const visit = (n: unknown): void => {
    if (isSeq(n)) {
      n.items.forEach(visit);
      return;
    }
    if (!isMap(n)) return;
    const get = (k: string) => n.items.find((p) => isScalar(p.key) && p.key.value === k)?.value;
    const command = strings(get('command'));
    const args = strings(get('args'));
    if (command || args) {
      const all = [...(command ?? []), ...(args ?? [])];
      const image = get('image');
      const c: Omit<KubeContainer, 'words' | 'lines' | 'line'> = {
        ...(isScalar(image) && typeof image.value === 'string' ? { image: image.value } : {}),
      };
      const shell =
        all.length >= 3 && /(^|\/)(ba|da|z)?sh$/.test(all[0]!.text) && all[1]!.text === '-c';
      if (shell)
        // `sh -c "python -m sglang.launch_server …"`: the script is shell text
        for (const cmd of splitCommands(
          all
            .slice(2)
            .map((w) => w.text)
            .join(' '),
        ).commands)
          containers.push({
            ...c,
            words: cmd.words,
            lines: cmd.words.map(() => all[2]!.line),
            line: all[2]!.line,
          });
      else
        containers.push({
          ...c,
          words: all.map((w) => w.text),
          lines: all.map((w) => w.line),
          line: all[0]?.line ?? 1,
        });
    }
    for (const p of n.items) visit(p.value);
  };
  for (const d of list) visit(d.contents);
  return { containers, errors: bad };
}
