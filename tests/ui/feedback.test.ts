import { describe, expect, it } from 'vitest';
import { createFeedback, VIBRATION_PATTERNS, type FeedbackEnv, type FeedbackKind } from '../../src/ui/settings/feedback';
import { DEFAULT_SETTINGS, type Settings } from '../../src/ui/settings/types';

const KINDS: FeedbackKind[] = ['tap', 'dice', 'hit', 'eliminated', 'turn', 'victory'];

/** Just enough of AudioContext for the synth: counts the nodes made and the sources started. */
class FakeAudioContext {
  state: AudioContextState = 'suspended';
  currentTime = 0;
  sampleRate = 8000;
  destination = {};
  resumes = 0;
  made: Record<string, number> = {};
  started: string[] = [];

  private param() {
    return { value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {}, linearRampToValueAtTime() {} };
  }
  private node(kind: string) {
    this.made[kind] = (this.made[kind] ?? 0) + 1;
    return {
      gain: this.param(),
      frequency: this.param(),
      Q: this.param(),
      type: '',
      buffer: null as unknown,
      connect: (n: unknown) => n,
      start: () => this.started.push(kind),
      stop() {},
    };
  }
  createGain() {
    return this.node('gain');
  }
  createOscillator() {
    return this.node('oscillator');
  }
  createBufferSource() {
    return this.node('noise');
  }
  createBiquadFilter() {
    return this.node('filter');
  }
  createDynamicsCompressor() {
    return this.node('compressor');
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
  resume() {
    this.resumes++;
    this.state = 'running';
    return Promise.resolve();
  }
}

function setup(over: Partial<Settings> = {}, activated = true) {
  const contexts: FakeAudioContext[] = [];
  const vibrations: number[][] = [];
  let active = activated;
  const env: FeedbackEnv = {
    settings: () => ({ ...DEFAULT_SETTINGS, ...over }),
    activated: () => active,
    createAudioContext: () => {
      const c = new FakeAudioContext();
      contexts.push(c);
      return c as unknown as AudioContext;
    },
    vibrate: (p) => vibrations.push(p),
  };
  return { feedback: createFeedback(env), contexts, vibrations, activate: () => (active = true) };
}

describe('feedback', () => {
  it('plays a sound and vibrates for every kind when both settings are on', () => {
    for (const kind of KINDS) {
      const t = setup({ sound: true, vibration: true });
      t.feedback(kind);
      expect(t.contexts).toHaveLength(1);
      expect(t.contexts[0]!.started.length).toBeGreaterThan(0);
      expect(t.vibrations).toEqual([[...VIBRATION_PATTERNS[kind]]]);
    }
  });

  it('makes the dice a rattle of several short noise bursts', () => {
    const t = setup();
    t.feedback('dice');
    const noises = t.contexts[0]!.started.filter((k) => k === 'noise').length;
    expect(noises).toBeGreaterThanOrEqual(5);
  });

  it('stays silent with sound off and still with vibration off', () => {
    const t = setup({ sound: false, vibration: false });
    for (const kind of KINDS) t.feedback(kind);
    expect(t.contexts).toHaveLength(0);
    expect(t.vibrations).toHaveLength(0);
  });

  it('obeys each setting on its own', () => {
    const quiet = setup({ sound: false, vibration: true });
    quiet.feedback('hit');
    expect(quiet.contexts).toHaveLength(0);
    expect(quiet.vibrations).toHaveLength(1);
    const still = setup({ sound: true, vibration: false });
    still.feedback('hit');
    expect(still.contexts).toHaveLength(1);
    expect(still.vibrations).toHaveLength(0);
  });

  it('creates the audio context only after a user gesture, then reuses it', () => {
    const t = setup({}, false);
    t.feedback('tap');
    expect(t.contexts).toHaveLength(0);
    expect(t.vibrations).toHaveLength(0);
    t.activate();
    t.feedback('tap');
    t.feedback('turn');
    expect(t.contexts).toHaveLength(1);
    expect(t.contexts[0]!.resumes).toBe(1);
  });

  it('makes a new context when the system closed the old one', () => {
    const t = setup();
    t.feedback('tap');
    t.contexts[0]!.state = 'closed';
    t.feedback('tap');
    expect(t.contexts).toHaveLength(2);
  });

  it('never throws when the browser lacks or breaks the APIs', () => {
    const noApis = createFeedback({
      settings: () => DEFAULT_SETTINGS,
      activated: () => true,
      createAudioContext: () => null,
      vibrate: null,
    });
    const throwing = createFeedback({
      settings: () => DEFAULT_SETTINGS,
      activated: () => true,
      createAudioContext: () => {
        throw new Error('no audio');
      },
      vibrate: () => {
        throw new Error('no vibration');
      },
    });
    const brokenContext = createFeedback({
      settings: () => DEFAULT_SETTINGS,
      activated: () => true,
      createAudioContext: () => ({ state: 'running', currentTime: 0 }) as unknown as AudioContext,
      vibrate: null,
    });
    for (const kind of KINDS) {
      expect(() => noApis(kind)).not.toThrow();
      expect(() => throwing(kind)).not.toThrow();
      expect(() => brokenContext(kind)).not.toThrow();
    }
  });
});
