/// <reference lib="webworker" />
/**
 * The lab's goal check off the main thread (src/worker/labHandle.ts): the workbench's live
 * check on every edit and its Run, whose trace comes from the same engine run.
 */
import { handleLab } from './labHandle';
import type { LabRequest } from './labProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<LabRequest>) =>
  handleLab(e.data, (m, transfer) => scope.postMessage(m, transfer ?? []));
