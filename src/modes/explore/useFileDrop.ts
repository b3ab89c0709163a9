/** Drag-and-drop of a scenario file anywhere on an element; `dragging` drives the overlay. */
import { useCallback, useRef, useState, type DragEvent } from 'react';
import { loadScenarioFile } from '../../store/actions';
import { useAppStore } from '../../store/react';
import { questionProblem } from './questionGuard';

function hasFiles(e: DragEvent): boolean {
  return Array.from(e.dataTransfer?.types ?? []).includes('Files');
}

export function useFileDrop() {
  const store = useAppStore();
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const onDragEnter = useCallback((e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth.current += 1;
    setDragging(true);
  }, []);
  const onDragOver = useCallback((e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
  }, []);
  const onDragLeave = useCallback((e: DragEvent) => {
    if (!hasFiles(e)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  }, []);
  const onDrop = useCallback(
    (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth.current = 0;
      setDragging(false);
      const file = e.dataTransfer.files[0];
      if (file) void loadScenarioFile(store, file, file.name, questionProblem);
    },
    [store],
  );
  return { dragging, handlers: { onDragEnter, onDragOver, onDragLeave, onDrop } };
}
