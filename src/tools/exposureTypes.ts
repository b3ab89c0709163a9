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
  kind: 'command' | 'server-info';
  box: number;
  line: number;
  /** `--disaggregation-mode` / `disaggregation_mode`; undefined when not given */
  mode?: Mode;
  address?: string;
  autoTruncate: boolean;
  facts: Record<FactName, Fact[]>;
  /** flags given with a value that could not be read (each has its error) */
  malformed?: string[];
}

export interface RouterSource {
  kind: 'mini_lb' | 'sgl-router';
  box: number;
  line: number;
  prefill: string[];
  decode: string[];
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
