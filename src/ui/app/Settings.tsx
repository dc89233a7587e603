/**
 * The settings screen. Every control writes straight to the settings signal (saved on change), so there is no
 * "Save" button to forget and leaving the screen by any route keeps what was chosen.
 */
import { useId } from 'preact/hooks';
import { feedback } from '../settings/feedback';
import { AVAILABLE_LANGUAGES, settings, updateSettings } from '../settings/settings';
import type { BoardRotation, Settings as SettingsRecord } from '../settings/types';
import { SETTINGS_TEXT as T } from '../text/settings';
import { HexRule } from './icons';
import { StorageInfo } from './StorageInfo';
import { ScreenBar } from './ScreenBar';
import './settings.css';

const ROTATIONS: readonly BoardRotation[] = ['active-side', 'fixed'];

type BooleanSetting = 'sound' | 'vibration' | 'leftHanded' | 'ambushAlwaysAsk';

export function Settings({ onBack }: { onBack: () => void }) {
  const s = settings.value;
  const uid = useId();

  // Turning sound or vibration on plays a tap cue at once, so the player hears (or feels) what they chose.
  const preview = (key: BooleanSetting, on: boolean): void => {
    if (on && (key === 'sound' || key === 'vibration')) feedback('tap');
  };
  const toggle = (key: BooleanSetting) => (e: Event) => {
    const on = (e.currentTarget as HTMLInputElement).checked;
    updateSettings({ [key]: on } as Partial<SettingsRecord>);
    preview(key, on);
  };

  return (
    <div class="screen settings-screen">
      <ScreenBar title={T.title} backLabel={T.back} onBack={onBack} />
      <main id="main" class="screen-body">
        <p class="screen-intro">{T.intro}</p>
        <HexRule />

        <section class="settings-group" aria-labelledby={`${uid}-feedback`}>
          <h2 id={`${uid}-feedback`} class="screen-eyebrow">
            {T.feedbackHeading}
          </h2>
          <div class="settings-panel">
            <Switch
              id={`${uid}-sound`}
              label={T.sound}
              hint={T.soundHint}
              checked={s.sound}
              onChange={toggle('sound')}
            />
            <Switch
              id={`${uid}-vibration`}
              label={T.vibration}
              hint={T.vibrationHint}
              checked={s.vibration}
              onChange={toggle('vibration')}
            />
          </div>
        </section>

        <section class="settings-group" aria-labelledby={`${uid}-layout`}>
          <h2 id={`${uid}-layout`} class="screen-eyebrow">
            {T.layoutHeading}
          </h2>
          <div class="settings-panel">
            <Switch
              id={`${uid}-left`}
              label={T.leftHanded}
              hint={T.leftHandedHint}
              checked={s.leftHanded}
              onChange={toggle('leftHanded')}
            />
          </div>
        </section>

        <section class="settings-group" aria-labelledby={`${uid}-pnp`}>
          <h2 id={`${uid}-pnp`} class="screen-eyebrow">
            {T.passAndPlayHeading}
          </h2>
          <div class="settings-panel">
            <fieldset class="settings-choices">
              <legend>{T.rotation}</legend>
              {ROTATIONS.map((r) => (
                <label key={r} class="settings-choice">
                  <input
                    type="radio"
                    name={`${uid}-rotation`}
                    value={r}
                    checked={s.rotation === r}
                    aria-describedby={`${uid}-rotation-${r}`}
                    onChange={() => updateSettings({ rotation: r })}
                  />
                  <span class="settings-text">
                    <span class="settings-label">{T.rotationOption[r]}</span>
                    <span class="settings-hint" id={`${uid}-rotation-${r}`}>
                      {T.rotationHint[r]}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <Switch
              id={`${uid}-ambush`}
              label={T.ambushAlwaysAsk}
              hint={T.ambushAlwaysAskHint}
              checked={s.ambushAlwaysAsk}
              onChange={toggle('ambushAlwaysAsk')}
            />
          </div>
        </section>

        <section class="settings-group" aria-labelledby={`${uid}-lang`}>
          <h2 id={`${uid}-lang`} class="screen-eyebrow">
            {T.languageHeading}
          </h2>
          <div class="settings-panel settings-field">
            <label class="settings-label" for={`${uid}-language`}>
              {T.language}
            </label>
            <select
              id={`${uid}-language`}
              class="settings-select"
              value={s.language}
              aria-describedby={`${uid}-language-hint`}
              onChange={(e) => updateSettings({ language: (e.currentTarget as HTMLSelectElement).value })}
            >
              {AVAILABLE_LANGUAGES.map((tag) => (
                <option key={tag} value={tag} lang={tag}>
                  {T.languageName[tag] ?? tag}
                </option>
              ))}
            </select>
            <p class="settings-hint" id={`${uid}-language-hint`}>
              {T.languageHint}
            </p>
          </div>
        </section>

        <StorageInfo headingId={`${uid}-storage`} />
      </main>
    </div>
  );
}

interface SwitchProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (e: Event) => void;
}

/**
 * An on/off setting: a native checkbox drawn as a switch (Space toggles it, screen readers say "switch, on"). The
 * whole row is its label, so a tap anywhere on it toggles; the name and the hint are wired separately so the
 * accessible name stays short and the hint is read as its description.
 */
function Switch({ id, label, hint, checked, onChange }: SwitchProps) {
  return (
    <label class="settings-row" for={id}>
      <span class="settings-text">
        <span class="settings-label" id={`${id}-label`}>
          {label}
        </span>
        <span class="settings-hint" id={`${id}-hint`}>
          {hint}
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        class="settings-switch"
        checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onChange={onChange}
      />
    </label>
  );
}
