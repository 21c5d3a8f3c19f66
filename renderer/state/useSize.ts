// The size of an element, kept up to date as the window or the panels resize. A callback ref, so
// it follows the element even when it mounts after the component (a screen that loads first).
import { useCallback, useRef, useState } from 'react';

export function useSize<T extends HTMLElement>(): [(el: T | null) => void, { width: number; height: number }] {
  const observer = useRef<ResizeObserver | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const ref = useCallback((el: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    observer.current = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      setSize({ width: Math.floor(width), height: Math.floor(height) });
    });
    observer.current.observe(el);
  }, []);
  return [ref, size];
}
