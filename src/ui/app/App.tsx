import type { Scenario } from '../../scenario/types';
import type { ServiceWorkerState } from '../sw/state';
import { Home } from './Home';
import { Notices } from './Notices';

export interface AppProps {
  scenarios: readonly Scenario[];
  /** Absent where service workers are unavailable (or in tests). */
  sw?: ServiceWorkerState;
}

export function App({ scenarios, sw }: AppProps) {
  return (
    <>
      <Home scenarios={scenarios} />
      {sw && <Notices sw={sw} />}
    </>
  );
}
