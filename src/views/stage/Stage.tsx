/**
 * The compact stage for the explainer and the presenter: topology, both KV pools and the
 * response, no controls. It reads the store like every view.
 */
import { PoolView } from '../pools/PoolView';
import { ResponsePanel } from '../response/ResponsePanel';
import { TopologyView } from '../topology/TopologyView';
import './stage.css';

export function Stage({ className = '' }: { className?: string }) {
  return (
    <div className={`stage ${className}`.trim()}>
      <div className="stage__topology">
        <TopologyView />
      </div>
      <div className="stage__pools">
        <PoolView node="prefill" />
        <PoolView node="decode" />
      </div>
      <div className="stage__response">
        <ResponsePanel />
      </div>
    </div>
  );
}
