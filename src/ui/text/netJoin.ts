/**
 * Words of joining a two-phone game: the six-word field, the QR code scanner and its camera troubles. Functions
 * where words or counts go inside the sentence.
 */
import { translatable } from '../i18n';
export const NET_JOIN_TEXT = translatable('netJoin', {
  // The six-word field (CodeInput).
  codeLabel: 'The six words from the other phone',
  codePlaceholder: 'e.g. ranch ozone tribe vessel cactus orbit',
  codeHint: 'Capitals and spacing do not matter; the first four letters of each word are enough.',
  /** Words that are in no way a word of the list. */
  unknownWords: (words: readonly string[]) =>
    words.length === 1 ? `“${words[0]}” is not one of the code’s words.` : `Not among the code’s words: ${words.map((w) => `“${w}”`).join(', ')}.`,
  /** Fewer or more than six words. */
  wordCount: (n: number) => (n < 6 ? `${n} of 6 words.` : `${n} words: a code has only 6.`),
  /** All six recognised, spelt out in full. */
  ready: (code: string) => `Ready: ${code}.`,
  joinButton: 'Join',

  // The QR code scanner (QrScanner).
  scanTitle: 'Scan the square code',
  scanHint: 'Point the camera at the square code on the other phone.',
  videoLabel: 'Camera view',
  starting: 'Starting the camera…',
  cameraDenied: 'The camera is not allowed for this app. Allow it in the browser’s site settings, or type the words instead.',
  noCamera: 'This device has no camera that the browser can use. Type the words instead.',
  cameraBusy: 'The camera is in use by another app. Close that app and try again, or type the words instead.',
  noCameraApi:
    'This browser gives no camera to this page (it needs a secure https address). Type the words instead.',
  cameraFailed: 'The camera could not be started. Type the words instead.',
  cameraAppHint: 'The phone’s own camera app can read the code too: it opens the link in the browser.',
  retry: 'Try again',
  cancelScan: 'Close the camera',
});
