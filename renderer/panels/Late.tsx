// What stands in for a part of the window still on its way (a screen's code, a board's drawing,
// fetched the first time they are shown): a quiet "Loading…" that appears only if the wait lasts
// (styles.css .still-coming), so the usual few milliseconds show nothing rather than a flash of text.
import { lazy, Suspense, useEffect, type ComponentType, type JSX, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Late({ testId = 'late', onEscape }: { testId?: string; onEscape?: () => void }) {
  const { t } = useTranslation('loading');
  // A dialog still on its way closes with Escape as it would once shown: without this, Escape pressed
  // during the wait did nothing and the dialog opened after the GM had dismissed it, taking the keys
  // (F9, P) meant for the board (a11y.test.ts, on a loaded machine).
  useEffect(() => {
    if (!onEscape) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onEscape();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onEscape]);
  return (
    <div className="still-coming" role="status" data-testid={testId}>
      {t('wait')}
    </div>
  );
}

/**
 * A component fetched the first time it is shown (its own chunk: `load` is a dynamic import), with
 * `Late` in its place meanwhile. The chunk once fetched stays: showing it again is immediate. A
 * dialog's close (its `onClose` or `onLeave` prop) is Escape's during the wait too.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>, testId?: string): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Later(props: P): ReactNode {
    const own = props as Record<string, unknown>;
    const close = [own.onClose, own.onLeave].find((f): f is () => void => typeof f === 'function');
    return (
      <Suspense fallback={<Late testId={testId} onEscape={close} />}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Later;
}
