import { render } from 'preact';
import BUILTIN_SUMMARY from './scenario/builtin-summary.json';
import type { BattleSummary } from './scenario/summary';
import { App } from './ui/app/App';
import './ui/app/app.css';
import { startServiceWorker } from './ui/sw/register';

const sw = 'serviceWorker' in navigator ? startServiceWorker() : undefined;

// Home shows the built-in battles from their generated summary (scripts/builtin-summary.ts): the boards, the engine
// and the validator load with the screens that need them (issue 15, a fast start).
const root = document.getElementById('app');
if (root) render(<App scenarios={BUILTIN_SUMMARY as readonly BattleSummary[]} sw={sw} />, root);
