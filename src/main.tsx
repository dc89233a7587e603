import { effect } from '@preact/signals';
import { render } from 'preact';
import BUILTIN_SUMMARY from './scenario/builtin-summary.json';
import type { BattleSummary } from './scenario/summary';
import { App, homeReady } from './ui/app/App';
import './ui/app/app.css';
import { language, setLanguage, type Language } from './ui/i18n';
import { settings } from './ui/settings/settings';
import { startServiceWorker } from './ui/sw/register';

const sw = 'serviceWorker' in navigator ? startServiceWorker() : undefined;

// Home shows the built-in battles from their generated summary (scripts/builtin-summary.ts): the boards, the engine
// and the validator load with the screens that need them (issue 15, a fast start).
const root = document.getElementById('app');
const show = (): void => {
  if (root) render(<App scenarios={BUILTIN_SUMMARY as readonly BattleSummary[]} sw={sw} />, root);
  // A language chosen in Settings (or in another tab) takes effect at once, on every screen, without a reload.
  effect(() => {
    const chosen = settings.value.language as Language;
    if (chosen !== language.peek()) void setLanguage(chosen);
  });
};
// English is in the bundle; another language's first-screen words load before the first render (src/ui/i18n.ts).
// The saves are read meanwhile, so home is drawn once with its Continue buttons in place (App.tsx homeReady).
const chosen = settings.value.language as Language;
void Promise.all([chosen === 'en' ? undefined : setLanguage(chosen), homeReady()]).then(show);
