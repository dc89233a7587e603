/**
 * Sound and vibration cues for game moments. Sounds are synthesised with the Web Audio API (oscillators and noise
 * bursts under short envelopes), so the app ships no audio files and works offline with nothing extra to cache.
 * Each cue obeys its setting, needs its API to exist, and never throws: a cue is a nicety, never worth an error in
 * the middle of a turn.
 *
 * The AudioContext is created on the first cue after the page has had a user gesture: browsers keep a context made
 * earlier suspended (and warn about it), and most cues follow a tap anyway.
 */
import { settings as appSettings } from './settings';
import type { Settings } from './types';

export type FeedbackKind = 'tap' | 'dice' | 'hit' | 'eliminated' | 'turn' | 'victory';

/** Vibration patterns (ms on, off, on, ...): short for routine cues, longer and rhythmic for rare ones. */
export const VIBRATION_PATTERNS: Readonly<Record<FeedbackKind, readonly number[]>> = {
  tap: [8],
  dice: [12, 40, 12, 40, 12],
  hit: [45],
  eliminated: [90, 50, 140],
  turn: [25, 70, 25],
  victory: [120, 60, 120, 60, 260],
};

/** What feedback needs from the browser; tests pass fakes. */
export interface FeedbackEnv {
  settings(): Settings;
  /** Whether the page has had a user gesture (sound may start). */
  activated(): boolean;
  /** A new AudioContext, or null where Web Audio does not exist. */
  createAudioContext(): AudioContext | null;
  /** navigator.vibrate, or null where it does not exist. */
  vibrate: ((pattern: number[]) => unknown) | null;
}

/** Loudness of every cue together; the cues below are balanced against one another under it. */
const MASTER_GAIN = 0.5;
/** The silence an exponential ramp can reach (it cannot reach 0). */
const SILENT = 0.0001;

interface ToneSpec {
  freq: number;
  /** Glide to this frequency over the tone (a falling thud, a rising chirp). */
  endFreq?: number;
  type: OscillatorType;
  at: number;
  dur: number;
  gain: number;
}

interface NoiseSpec {
  at: number;
  dur: number;
  gain: number;
  filter: BiquadFilterType;
  freq: number;
  q?: number;
}

/** One player of cues on one AudioContext. */
class Synth {
  private noiseBuffer: AudioBuffer | null = null;
  private readonly out: AudioNode;

  constructor(private readonly ctx: AudioContext) {
    // A compressor under the master gain keeps overlapping cues (a hit right after the dice) from clipping.
    const master = ctx.createGain();
    master.gain.value = MASTER_GAIN;
    const comp = ctx.createDynamicsCompressor();
    master.connect(comp);
    comp.connect(ctx.destination);
    this.out = master;
  }

  /** A gain node whose level rises in 5 ms and decays exponentially to silence over `dur`. */
  private envelope(at: number, dur: number, gain: number): GainNode {
    const g = this.ctx.createGain();
    g.gain.setValueAtTime(SILENT, at);
    g.gain.exponentialRampToValueAtTime(gain, at + 0.005);
    g.gain.exponentialRampToValueAtTime(SILENT, at + dur);
    g.connect(this.out);
    return g;
  }

  tone(s: ToneSpec): void {
    const osc = this.ctx.createOscillator();
    osc.type = s.type;
    osc.frequency.setValueAtTime(s.freq, s.at);
    if (s.endFreq) osc.frequency.exponentialRampToValueAtTime(s.endFreq, s.at + s.dur);
    osc.connect(this.envelope(s.at, s.dur, s.gain));
    osc.start(s.at);
    osc.stop(s.at + s.dur + 0.02);
  }

  noise(s: NoiseSpec): void {
    const src = this.ctx.createBufferSource();
    src.buffer = this.whiteNoise();
    const filter = this.ctx.createBiquadFilter();
    filter.type = s.filter;
    filter.frequency.value = s.freq;
    filter.Q.value = s.q ?? 1;
    src.connect(filter);
    filter.connect(this.envelope(s.at, s.dur, s.gain));
    // A random start inside the second of noise, so repeated bursts do not sound identical.
    src.start(s.at, Math.random() * 0.8);
    src.stop(s.at + s.dur + 0.02);
  }

  /** One second of white noise, made once. */
  private whiteNoise(): AudioBuffer {
    if (this.noiseBuffer) return this.noiseBuffer;
    const rate = this.ctx.sampleRate;
    const buf = this.ctx.createBuffer(1, rate, rate);
    const data = buf.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    this.noiseBuffer = buf;
    return buf;
  }

  play(kind: FeedbackKind): void {
    // A few ms ahead, so the first envelope point is never already in the past.
    const t = this.ctx.currentTime + 0.01;
    switch (kind) {
      case 'tap':
        this.tone({ freq: 1100, endFreq: 700, type: 'sine', at: t, dur: 0.05, gain: 0.25 });
        break;
      case 'dice': {
        // A rattle: dice knocking together, quickly at first, then slower and softer as they settle.
        let at = t;
        const knocks = 7 + Math.floor(Math.random() * 3);
        for (let i = 0; i < knocks; i++) {
          const settle = i / knocks;
          this.noise({
            at,
            dur: 0.018 + Math.random() * 0.02,
            gain: 0.55 - 0.3 * settle + Math.random() * 0.1,
            filter: 'bandpass',
            freq: 2200 + Math.random() * 2600,
            q: 2.5,
          });
          at += 0.028 + settle * 0.06 + Math.random() * 0.025;
        }
        break;
      }
      case 'hit':
        this.noise({ at: t, dur: 0.16, gain: 0.7, filter: 'lowpass', freq: 900 });
        this.tone({ freq: 160, endFreq: 50, type: 'sine', at: t, dur: 0.2, gain: 0.6 });
        break;
      case 'eliminated':
        this.noise({ at: t, dur: 0.75, gain: 0.8, filter: 'lowpass', freq: 520 });
        this.tone({ freq: 110, endFreq: 32, type: 'sine', at: t, dur: 0.65, gain: 0.7 });
        this.noise({ at: t + 0.09, dur: 0.35, gain: 0.25, filter: 'bandpass', freq: 1800, q: 0.8 });
        break;
      case 'turn':
        this.tone({ freq: 587.33, type: 'triangle', at: t, dur: 0.16, gain: 0.3 });
        this.tone({ freq: 880, type: 'triangle', at: t + 0.12, dur: 0.26, gain: 0.3 });
        break;
      case 'victory': {
        // A short bugle call, G4 C5 E5 G5, the last note held.
        const notes = [392, 523.25, 659.25, 783.99];
        notes.forEach((freq, i) => {
          const last = i === notes.length - 1;
          const at = t + i * 0.15;
          const dur = last ? 0.7 : 0.17;
          this.tone({ freq, type: 'triangle', at, dur, gain: 0.32 });
          this.tone({ freq, type: 'square', at, dur, gain: 0.05 });
        });
        break;
      }
    }
  }
}

/** A feedback function over `env`: plays the cue's sound and vibration, each if its setting is on. */
export function createFeedback(env: FeedbackEnv): (kind: FeedbackKind) => void {
  let synth: Synth | null = null;
  let ctx: AudioContext | null = null;
  /** Web Audio failed once (missing, or the constructor threw): stop trying. */
  let noAudio = false;

  const audio = (): Synth | null => {
    if (noAudio) return null;
    if (ctx && ctx.state === 'closed') {
      ctx = null;
      synth = null;
    }
    if (!ctx) {
      if (!env.activated()) return null;
      try {
        ctx = env.createAudioContext();
      } catch {
        ctx = null;
      }
      if (!ctx) {
        noAudio = true;
        return null;
      }
      synth = new Synth(ctx);
    }
    // Suspended (made before a gesture, or paused by the system: iOS says 'interrupted'): ask it to start again.
    if (ctx.state !== 'running') ctx.resume().catch(() => undefined);
    return synth;
  };

  return (kind) => {
    let s: Settings;
    try {
      s = env.settings();
    } catch {
      return;
    }
    if (s.sound) {
      try {
        audio()?.play(kind);
      } catch {
        // A browser without some node type, or a context the system took away: no sound this time.
      }
    }
    if (s.vibration && env.vibrate && env.activated()) {
      try {
        env.vibrate([...VIBRATION_PATTERNS[kind]]);
      } catch {
        // Some browsers throw rather than refuse; vibration is optional.
      }
    }
  };
}

/** The browser's side of FeedbackEnv, found without touching anything that may be missing. */
function browserEnv(): FeedbackEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  // Typed as optional: the globals exist only in browsers with Web Audio (the prefixed one in old Safari).
  const g = globalThis as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };
  return {
    settings: () => appSettings.value,
    // Where the User Activation API is missing, assume the cue follows a gesture (most do).
    activated: () => nav?.userActivation?.hasBeenActive ?? true,
    createAudioContext: () => {
      const Ctor = g.AudioContext ?? g.webkitAudioContext;
      return Ctor ? new Ctor() : null;
    },
    vibrate: nav && typeof nav.vibrate === 'function' ? (pattern) => nav.vibrate(pattern) : null,
  };
}

let browserFeedback: ((kind: FeedbackKind) => void) | null = null;

/** Plays the cue for a game moment (sound and/or vibration, as the settings say). Never throws. */
export function feedback(kind: FeedbackKind): void {
  try {
    browserFeedback ??= createFeedback(browserEnv());
    browserFeedback(kind);
  } catch {
    // Nothing a cue does may break the game.
  }
}
