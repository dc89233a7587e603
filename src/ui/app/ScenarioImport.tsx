/**
 * "Import a scenario": a file picker, and a drop zone over the whole new-battle screen. The file is checked
 * (src/scenario/importFile.ts); a refusal lists every reason and changes nothing; an accepted battle is stored with
 * the saves and selected, with what the app could not apply (rules and markers it does not play) listed plainly next to
 * the battle-wide rule switches, and how the file was read (warnings).
 */
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { EXCLUSIVE_BATTLE_RULES, type BattleRuleId } from '../../scenario/battleRules';
import type { NotApplied } from '../../scenario/notApplied';
import { STRINGS } from '../strings';
import { groupedRules } from './battleRuleGroups';
import { Chevron } from './icons';
import { warningWords } from './importWarnings';

export type ImportOutcome =
  /** `rules`: the battle-wide rules in force (those the file names, then the player's choice). */
  | { ok: true; id: string; name: string; warnings: string[]; notApplied: NotApplied[]; rules: BattleRuleId[] }
  /**
   * `campaign`: a campaign file (a series of battles), shown as such rather than as a list of faults; `playlistId`: the
   * playlist it was kept as, and `missing`: which of its battles (by position) the app does not have.
   */
  | { ok: false; reasons: string[]; campaign?: { name: string; battles: readonly { name: string }[] }; playlistId?: string; missing?: readonly number[] };

export interface ScenarioImportProps {
  onFile: (file: File) => Promise<ImportOutcome>;
  /** The player switched a battle-wide rule of the imported battle: store the new set (resolves to the set kept). */
  onRules?: (id: string, rules: BattleRuleId[]) => Promise<BattleRuleId[]>;
  /** A battle was imported: select it. */
  onImported: (id: string) => void;
  /** A campaign file was kept as a playlist: show it. */
  onCampaign?: (playlistId: string) => void;
  /** The outcome of a file that arrived from outside (opened with the app, or shared to it). */
  initial?: ImportOutcome | null;
  children: ComponentChildren;
}

export function ScenarioImport({ onFile, onRules, onImported, onCampaign, initial, children }: ScenarioImportProps) {
  const T = STRINGS.scenarioImport;
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(initial ?? null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);

  const take = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    setBusy(true);
    try {
      const r = await onFile(file);
      setOutcome(r);
      if (r.ok) onImported(r.id);
      else if (r.playlistId) onCampaign?.(r.playlistId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      class={`scenario-import-zone${dragging ? ' dragging' : ''}`}
      onDragOver={(e) => {
        if (!e.dataTransfer?.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        void take(e.dataTransfer?.files[0]);
      }}
    >
      {children}
      <div class="scenario-import">
        <input
          ref={input}
          type="file"
          accept=".m44,.json,application/json"
          class="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const el = e.currentTarget as HTMLInputElement;
            void take(el.files?.[0]).finally(() => (el.value = ''));
          }}
        />
        <button type="button" class="button scenario-import-button" disabled={busy} onClick={() => input.current?.click()}>
          {T.button}
        </button>
        <p class="scenario-import-hint">{T.hint}</p>
        <div aria-live="polite" class="scenario-import-result">
          {outcome?.ok && (
            <div class="import-ok">
              <p>{T.imported(outcome.name)}</p>
              {outcome.notApplied.length > 0 && (
                <section class="not-applied" aria-label={T.notAppliedHeading}>
                  <h3>{T.notAppliedHeading}</h3>
                  <p>{T.notAppliedIntro}</p>
                  <ul>
                    {outcome.notApplied.map((n, i) => (
                      <li key={i}>{T.notApplied(n)}</li>
                    ))}
                  </ul>
                </section>
              )}
              {outcome.warnings.length > 0 && (
                <>
                  <p>{T.warnings}</p>
                  <ul>
                    {outcome.warnings.map((w, i) => (
                      <li key={i}>{warningWords(w)}</li>
                    ))}
                  </ul>
                </>
              )}
              {onRules && (
                <BattleRuleSwitches
                  rules={outcome.rules}
                  onChange={async (rules) => {
                    const kept = await onRules(outcome.id, rules);
                    setOutcome({ ...outcome, rules: kept });
                  }}
                />
              )}
            </div>
          )}
          {outcome && !outcome.ok && outcome.campaign && (
            <div class="import-campaign">
              <p>{T.campaign(outcome.campaign.name, outcome.campaign.battles.length)}</p>
              <ol>
                {outcome.campaign.battles.map((b, i) => (
                  <li key={i}>
                    {b.name}
                    {outcome.missing?.includes(i) && <span class="campaign-missing"> {T.campaignMissing}</span>}
                  </li>
                ))}
              </ol>
              {outcome.playlistId && <p>{T.campaignKept}</p>}
            </div>
          )}
          {outcome && !outcome.ok && !outcome.campaign && (
            <div class="import-error" role="alert">
              <p>{T.refused}</p>
              <ul>
                {outcome.reasons.slice(0, 20).map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
      {dragging && (
        <div class="drop-overlay" aria-hidden="true">
          <p>{T.drop}</p>
        </div>
      )}
    </div>
  );
}

/**
 * The battle-wide rules the app plays, one switch each, set to what the file names: the player switches on those the
 * battle's printed notes ask for (files rarely carry them). Rules that exclude each other (Blitz and its parts on their
 * own, a side's two ways of blowing bridges) are listed in EXCLUSIVE_BATTLE_RULES.
 */
function BattleRuleSwitches({ rules, onChange }: { rules: BattleRuleId[]; onChange: (rules: BattleRuleId[]) => Promise<void> }) {
  const T = STRINGS.scenarioImport;
  const [busy, setBusy] = useState(false);
  const toggle = async (id: BattleRuleId, on: boolean): Promise<void> => {
    const next = on ? [...rules.filter((r) => !EXCLUSIVE_BATTLE_RULES[id]?.includes(r)), id] : rules.filter((r) => r !== id);
    setBusy(true);
    try {
      await onChange(next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset class="battle-rules" disabled={busy}>
      <legend>{T.rulesHeading}</legend>
      <p class="battle-rules-intro">{T.rulesIntro}</p>
      {groupedRules().map(({ group, rules: ids }) => {
        const on = ids.filter((id) => rules.includes(id)).length;
        return (
          // A group with a rule on opens at first; the others stay closed so a phone shows a short list.
          <details key={group} class="battle-rule-group" data-group={group} open={on > 0 || undefined}>
            <summary>
              <Chevron />
              <span class="battle-rule-group-name">{T.ruleGroup[group]}</span>
              {on > 0 && <span class="battle-rule-group-on">{T.ruleGroupOn(on)}</span>}
            </summary>
            {ids.map((id) => (
              <label key={id} class="battle-rule">
                <input type="checkbox" checked={rules.includes(id)} onChange={(e) => void toggle(id, (e.currentTarget as HTMLInputElement).checked)} />
                <span class="battle-rule-text">
                  <span class="battle-rule-name">{T.rule[id].name}</span>
                  <span class="battle-rule-effect">{T.rule[id].effect}</span>
                </span>
              </label>
            ))}
          </details>
        );
      })}
    </fieldset>
  );
}
