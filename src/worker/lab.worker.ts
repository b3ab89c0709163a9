/// <reference lib="webworker" />
/**
 * The lab's worker: the goal check off the main thread (src/worker/labHandle.ts), the
 * workbench's live check on every edit and its Run, whose trace comes from the same engine
 * run; and the lab's other heavy jobs (src/worker/labJobHandle.ts): importing progress, the
 * exposure checker, reading a scenario.
 */
import { handleLabJob } from './labJobHandle';
import type { LabJobRequest } from './labJobProtocol';
import { handleLab } from './labHandle';
import type { LabRequest } from './labProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<LabRequest | LabJobRequest>) => {
  const req = e.data;
  if ('job' in req) handleLabJob(req, (m) => scope.postMessage(m));
  else handleLab(req, (m, transfer) => scope.postMessage(m, transfer ?? []));
};
