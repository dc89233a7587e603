/**
 * The six-word field of the join screen: plain text with the phone's autocorrect, capitals and suggestions off (they
 * would "fix" the words), feedback as the player types (which words are not in the list, how many there are), and
 * Join enabled only once all six are recognised. A word still being typed is not called unknown until it has the
 * four letters that decide it, or the player moves on to the next one.
 */
import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { parseJoinCode, type ParsedJoinCode } from '../../net/fairness';
import { NET_JOIN_TEXT as T } from '../text/netJoin';
import './net.css';

/** The feedback line for the text typed so far: empty means the hint. */
export function codeFeedback(text: string): { parsed: ParsedJoinCode; message: string; problem: boolean } {
  const parsed = parseJoinCode(text);
  if (parsed.ok) return { parsed, message: T.ready(parsed.code), problem: false };
  // The last word, when the player is still on it and it is too short to tell: not judged yet.
  const last = /([a-z]+)$/i.exec(text)?.[1];
  const judged = last && last.length < 4 ? parseJoinCode(text.slice(0, -last.length)) : parsed;
  const unknown = judged.ok ? [] : judged.unknown;
  if (unknown.length > 0) return { parsed, message: T.unknownWords(unknown), problem: true };
  if (parsed.count === 0) return { parsed, message: T.codeHint, problem: false };
  return { parsed, message: T.wordCount(parsed.count), problem: parsed.count > 6 };
}

export interface CodeInputProps {
  /** Words to start with (from a join link). */
  initial?: string;
  /** The six words, normalized (lower case, whole list words, single spaces). */
  onJoin: (code: string) => void;
}

export function CodeInput({ initial = '', onJoin }: CodeInputProps) {
  const id = useId();
  const text = useSignal(initial);
  const { parsed, message, problem } = codeFeedback(text.value);
  return (
    <form
      class="code-input"
      onSubmit={(e) => {
        e.preventDefault();
        if (parsed.ok) onJoin(parsed.code);
      }}
    >
      <label for={`${id}-words`} class="code-input-label">
        {T.codeLabel}
      </label>
      <input
        id={`${id}-words`}
        class="code-input-field"
        type="text"
        value={text.value}
        placeholder={T.codePlaceholder}
        autocapitalize="off"
        autocomplete="off"
        autoCorrect="off"
        spellcheck={false}
        inputMode="text"
        enterKeyHint="go"
        aria-describedby={`${id}-feedback`}
        aria-invalid={problem}
        onInput={(e) => (text.value = e.currentTarget.value)}
      />
      <p id={`${id}-feedback`} class={`code-input-feedback${problem ? ' problem' : ''}`} aria-live="polite">
        {message}
      </p>
      <button type="submit" class="button primary" disabled={!parsed.ok}>
        {T.joinButton}
      </button>
    </form>
  );
}
