/**
 * Whether a pool map's summary is a live region (announced when the pool changes). A mode
 * with a status line of its own (the explainer) turns it off; the summary stays the map's
 * description, read when the map has focus.
 */
import { createContext } from 'react';

export const PoolSummaryLive = createContext(true);
