import { useEffect, useRef } from 'preact/hooks';
import { Chevron } from './icons';
import './settings.css';

export interface ScreenBarProps {
  title: string;
  /** Visible text of the back button. */
  backLabel: string;
  onBack: () => void;
}

/**
 * The top bar of a secondary screen (settings, rules help): a back button and the screen's title. The title takes
 * focus when the screen opens, so a screen reader announces where the player now is and Tab starts from the top.
 */
export function ScreenBar({ title, backLabel, onBack }: ScreenBarProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <header class="screen-bar">
      <button type="button" class="button screen-back" onClick={onBack}>
        <Chevron />
        <span>{backLabel}</span>
      </button>
      <h1 ref={titleRef} tabIndex={-1}>
        {title}
      </h1>
    </header>
  );
}
