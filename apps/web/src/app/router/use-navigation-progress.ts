/** The top progress bar during navigation, including while a lazy page is being fetched (spec section 9). */
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';

const NPROGRESS_OPTIONS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
} as const;
NProgress.configure(NPROGRESS_OPTIONS);

export function useNavigationProgress(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
}

/** For the first load, before the router has rendered anything. */
export function useProgressWhileMounted(): void {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
}
