import { ProgressBar } from '@blueprintjs/core';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LOADER_STEP_MS, nextLoaderPercent } from './loader-progress';
import { usePendingScreens } from './pending-screens';
import './percent-loader.css';

const HIDE_AFTER_MS = 250;

/** Spec: a percentage loader while screens load; it finishes when the data (or the screen's code) arrives. */
export function PercentLoader() {
  const loading = useIsFetching() + usePendingScreens() > 0;
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => {
    setPercent((p) => nextLoaderPercent(p, loading));
    if (!loading) return;
    const timer = setInterval(() => setPercent((p) => nextLoaderPercent(p, true)), LOADER_STEP_MS);
    return () => clearInterval(timer);
  }, [loading]);

  useEffect(() => {
    if (percent !== 100) return;
    const timer = setTimeout(() => setPercent(null), HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [percent]);

  if (percent === null) return null;
  return (
    <div className="percent-loader">
      <ProgressBar
        value={percent / 100}
        intent="primary"
        stripes={false}
        animate={false}
        aria-label="Loading"
      />
      <span className="percent-loader__label" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
