// Test page for the settings screen (?screen=settings, the default) and the rules help (?screen=rules), as the app
// shows them: the app's theme, the real settings store over this page's localStorage. "Back" only counts its
// presses in window.__backs, since there is no router here.
import { h, render } from 'preact';
import '../../../src/ui/app/app.css';
import { RulesHelp } from '../../../src/ui/app/RulesHelp';
import { Settings } from '../../../src/ui/app/Settings';

declare global {
  interface Window {
    __backs?: number;
  }
}

window.__backs = 0;
const onBack = (): void => {
  window.__backs = (window.__backs ?? 0) + 1;
};
const screen = new URLSearchParams(location.search).get('screen') === 'rules' ? RulesHelp : Settings;
const root = document.getElementById('app');
if (root) render(h(screen, { onBack }), root);
