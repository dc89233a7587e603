import { render } from 'preact';
import { BUILTIN_SCENARIOS } from './scenario/builtin';
import { App } from './ui/app/App';
import './ui/app/app.css';
import { startServiceWorker } from './ui/sw/register';

const sw = 'serviceWorker' in navigator ? startServiceWorker() : undefined;

const root = document.getElementById('app');
if (root) render(<App scenarios={BUILTIN_SCENARIOS} sw={sw} />, root);
