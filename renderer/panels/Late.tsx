// What stands in for a part of the window still on its way (a screen's code, a board's drawing,
// fetched the first time they are shown): a quiet "Loading…" that appears only if the wait lasts
// (styles.css .still-coming), so the usual few milliseconds show nothing rather than a flash of text.
import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Late({ testId = 'late' }: { testId?: string }) {
  const { t } = useTranslation('loading');
  return (
    <div className="still-coming" role="status" data-testid={testId}>
      {t('wait')}
    </div>
  );
}

/**
 * A component fetched the first time it is shown (its own chunk: `load` is a dynamic import), with
 * `Late` in its place meanwhile. The chunk once fetched stays: showing it again is immediate.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>, testId?: string): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Later(props: P): ReactNode {
    return (
      <Suspense fallback={<Late testId={testId} />}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Later;
}
