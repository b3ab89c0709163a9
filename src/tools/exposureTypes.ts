/** Types shared by the exposure checker's parser and verdict. */
import type { MODES } from './exposureFlags';

export type Level = 'error' | 'missing' | 'warning' | 'note';
export interface Message {
  level: Level;
  /** stable code for translations */
  code: string;
  /** English text naming the argument or field concerned */
  text: string;
  /** the flag or field concerned */
  arg?: string;
  /** which pasted box (0-based) and line (1-based) */
  box?: number;
  line?: number;
}

/** A value and where it was read ("--context-length, box 1 line 3"). */
export interface Fact {
  value: number;
  from: string;
}

export type Mode = (typeof MODES)[number];
export type FactName =
  'contextLength' | 'maxTotalTokens' | 'pageSize' | 'poolTokens' | 'maxReqInputLen';

export interface NodeSource {
  kind: 'command' | 'server-info' | 'config';
  box: number;
  line: number;
  /** `--disaggregation-mode` / `disaggregation_mode`; undefined when not given */
  mode?: Mode;
  address?: string;
  autoTruncate: boolean;
  facts: Record<FactName, Fact[]>;
  /** flags given with a value that could not be read (each has its error) */
  malformed?: string[];
  /** the SGLang release, from the server info's `version`, an image tag or a pip pin */
  version?: { value: string; from: string };
  /** multi-node launch: `--nnodes`, `--node-rank`, `--dist-init-addr` */
  nnodes?: number;
  nodeRank?: number;
  distInitAddr?: string;
  /** `--config FILE` (its YAML is pasted in a box of its own, or not at all) */
  config?: string;
  /** a config file itself (kind 'config'): the name it was pasted under, if any */
  configName?: string;
  /** flags read for what they mean to the check, by what they do (see exposureFlagTable.json) */
  read: ReadFlag[];
  /** flags the check does not need (listed once per node as ignored) */
  ignored: string[];
}

/** A flag the checker reads for its meaning (not for a figure), with its value. */
export interface ReadFlag {
  flag: string;
  read: string;
  value: string | null;
}

export interface RouterSource {
  kind: 'mini_lb' | 'sgl-router';
  box: number;
  line: number;
  prefill: string[];
  decode: string[];
  /** router flags read for their meaning (policy, retries, service discovery, …) */
  read: ReadFlag[];
  ignored: string[];
}

export interface Parsed {
  nodes: NodeSource[];
  routers: RouterSource[];
  messages: Message[];
}

export const emptyFacts = (): Record<FactName, Fact[]> => ({
  contextLength: [],
  maxTotalTokens: [],
  pageSize: [],
  poolTokens: [],
  maxReqInputLen: [],
});
