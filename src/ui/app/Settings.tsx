/**
 * The settings screen. Every control writes straight to the settings signal (saved on change), so there is no
 * "Save" button to forget and leaving the screen by any route keeps what was chosen. The one exception is the
 * address of one's own signalling server: several fields that only make sense together, so they are checked and
 * saved as a whole by their Save button.
 */
import { useId, useState } from 'preact/hooks';
import { feedback } from '../settings/feedback';
import {
  AVAILABLE_LANGUAGES,
  checkSignalForm,
  settings,
  signalForm,
  updateSettings,
  type SignalField,
  type SignalForm,
  type SignalProblem,
} from '../settings/settings';
import type { BoardRotation, Settings as SettingsRecord } from '../settings/types';
import { SETTINGS_TEXT as T, type SignalChoice } from '../text/settings';
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

        <SignalSettings uid={uid} />

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
  /** The form name of the checkbox, where a test or a form needs one. */
  name?: string;
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
function Switch({ id, name, label, hint, checked, onChange }: SwitchProps) {
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
        name={name}
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

const SIGNAL_CHOICES: readonly SignalChoice[] = ['public', 'own'];
const SIGNAL_FIELDS: readonly SignalField[] = ['host', 'port', 'path', 'key'];

/**
 * "Two-phone connection": the public PeerJS server (chosen and saved by one tap) or one's own, whose fields are
 * checked together by Save, each wrong field saying what is wrong with it. Inputs carry stable names
 * (signal-choice, signal-host, signal-port, signal-path, signal-key, signal-secure, signal-save) for tests.
 */
function SignalSettings({ uid }: { uid: string }) {
  const current = settings.value.signal;
  const [choice, setChoice] = useState<SignalChoice>(current ? 'own' : 'public');
  const [form, setForm] = useState<SignalForm>(() => signalForm(current));
  const [problems, setProblems] = useState<Partial<Record<SignalField, SignalProblem>>>({});
  const [note, setNote] = useState<'saved' | 'invalid' | null>(null);
  const id = (name: string): string => `${uid}-signal-${name}`;

  const choose = (c: SignalChoice): void => {
    setChoice(c);
    setNote(null);
    setProblems({});
    if (c === 'public') updateSettings({ signal: null });
  };
  const edit = (patch: Partial<SignalForm>): void => {
    setForm({ ...form, ...patch });
    setNote(null);
  };
  const save = (e: Event): void => {
    e.preventDefault();
    const checked = checkSignalForm(form);
    if (checked.ok) {
      updateSettings({ signal: checked.server });
      setProblems({});
      setNote('saved');
    } else {
      setProblems(checked.problems);
      setNote('invalid');
    }
  };

  return (
    <section class="settings-group" aria-labelledby={id('heading')}>
      <h2 id={id('heading')} class="screen-eyebrow">
        {T.connectionHeading}
      </h2>
      <div class="settings-panel">
        <p class="settings-hint settings-para">{T.connectionIntro}</p>
        <fieldset class="settings-choices">
          <legend>{T.signalChoice}</legend>
          {SIGNAL_CHOICES.map((c) => (
            <label key={c} class="settings-choice">
              <input
                type="radio"
                name="signal-choice"
                value={c}
                checked={choice === c}
                aria-describedby={id(`choice-${c}`)}
                onChange={() => choose(c)}
              />
              <span class="settings-text">
                <span class="settings-label">{T.signalOption[c]}</span>
                <span class="settings-hint" id={id(`choice-${c}`)}>
                  {T.signalOptionHint[c]}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <p class="settings-current" role="status" data-signal={current ? 'own' : 'public'}>
          {T.signalInUse(current)}
        </p>
        {choice === 'own' && (
          <form class="settings-signal-form" noValidate onSubmit={save}>
            {SIGNAL_FIELDS.map((f) => (
              <div key={f} class="settings-field">
                <label class="settings-label" for={id(f)}>
                  {T.signalField[f]}
                </label>
                <input
                  id={id(f)}
                  name={`signal-${f}`}
                  class="settings-input"
                  type="text"
                  inputMode={f === 'port' ? 'numeric' : undefined}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellcheck={false}
                  value={form[f]}
                  aria-invalid={problems[f] ? true : undefined}
                  aria-describedby={problems[f] ? `${id(f)}-error ${id(f)}-hint` : `${id(f)}-hint`}
                  onInput={(e) => edit({ [f]: (e.currentTarget as HTMLInputElement).value })}
                />
                {problems[f] && (
                  <p class="settings-error" id={`${id(f)}-error`}>
                    {T.signalProblem(f, problems[f])}
                  </p>
                )}
                <p class="settings-hint" id={`${id(f)}-hint`}>
                  {T.signalFieldHint[f]}
                </p>
              </div>
            ))}
            <Switch
              id={id('secure')}
              name="signal-secure"
              label={T.signalSecure}
              hint={T.signalSecureHint}
              checked={form.secure}
              onChange={(e) => edit({ secure: (e.currentTarget as HTMLInputElement).checked })}
            />
            <div class="settings-field">
              <button type="submit" name="signal-save" class="button primary settings-save">
                {T.signalSave}
              </button>
              {note && (
                <p class={note === 'saved' ? 'settings-saved' : 'settings-error'} role="alert">
                  {note === 'saved' ? T.signalSaved : T.signalInvalid}
                </p>
              )}
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
